/**
 * How a modifier group is chosen (spec: ordering-menu-account §4, Modifier selection):
 * `quantity_selector` uses counts, `single_select` replaces on each tap, `multi_select` toggles.
 */
export type GroupKind = 'quantity_selector' | 'single_select' | 'multi_select';

/** A group's limits after validation; `maximum` null means no upper limit (a maximum of 0). */
export interface GroupLimits {
  minimum: number;
  maximum: number | null;
}

/** One modifier the diner picked: which group, which item, how many (1 outside quantity groups). */
export interface ModifierChoice {
  group_id: number;
  id: number;
  count: number;
}

/** What the modifier sheet shows for one modifier item (spec: ordering-menu-account §3). */
export interface ModifierItemState {
  id: number;
  selected: boolean;
  count: number;
  /** It cannot be chosen now: the group is at its maximum and this item is not selected. */
  disabled: boolean;
  /** One more of it may be added (false at the group maximum). */
  can_increment: boolean;
}

/** Why a selection cannot be added, per group. */
export interface SelectionProblem {
  group_id: number;
  /** The modifier item concerned, when the problem is about one. */
  id?: number;
  problem:
    'below_minimum' | 'above_maximum' | 'unknown_group' | 'unknown_modifier' | 'invalid_count';
}

/** Translation keys of the modifier hints (the app translates them with lingui). */
export type HintKey =
  | 'modifier.hint.choose'
  | 'modifier.hint.choose_range'
  | 'modifier.hint.choose_maximum'
  | 'modifier.hint.counter';

/** A hint ready for translation: the key, the English source message, its values and its text. */
export interface HintMessage {
  key: HintKey;
  /** The English source with `{placeholders}`, e.g. `Please choose {minimum}`. */
  message: string;
  values: Record<string, number>;
  /** The English text with the values filled in, e.g. `Please choose 2`. */
  text: string;
}

/** The hints of one group: the rule (null when there is none) and the `n of max` counter. */
export interface GroupHint {
  rule: HintMessage | null;
  counter: HintMessage | null;
}
