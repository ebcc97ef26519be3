import type { ModifierGroup } from '../menu/types';
import { countGroupUnits } from './count-group-units';
import { getGroupLimits } from './get-group-limits';
import type { GroupHint, HintKey, HintMessage, ModifierChoice } from './types';

function hint(key: HintKey, message: string, values: Record<string, number>): HintMessage {
  const text = message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
  return { key, message, values, text };
}

/**
 * The hints under a modifier group's title, ready for translation: the rule ('Please choose
 * \{minimum\}' when minimum equals maximum, 'Please choose minimum of \{minimum\} and maximum of
 * \{maximum\}' when 0 \< minimum \< maximum, 'Please choose maximum of \{maximum\}' when the minimum
 * is 0) and the 'n of max' counter. A group with no maximum has neither.
 *
 * @param group - the modifier group
 * @param selection - the current choices (all groups), for the counter
 * @returns the rule and the counter, each null when not shown
 * @throws EngineError INVALID_GROUP
 * @example
 * ```ts
 * const hints = getGroupHint({ id: 1, items: [], minimum: 1, maximum: 3 }, []);
 * hints.rule?.text; // "Please choose minimum of 1 and maximum of 3"
 * hints.counter?.text; // "0 of 3"
 * ```
 */
export function getGroupHint(
  group: ModifierGroup,
  selection: readonly ModifierChoice[] = [],
): GroupHint {
  const { minimum, maximum } = getGroupLimits(group);
  if (maximum === null) return { rule: null, counter: null };
  // spec: ordering-menu-account §5, the modifier hints.
  let rule: HintMessage;
  if (minimum === maximum) {
    rule = hint('modifier.hint.choose', 'Please choose {minimum}', { minimum });
  } else if (minimum > 0) {
    rule = hint(
      'modifier.hint.choose_range',
      'Please choose minimum of {minimum} and maximum of {maximum}',
      { minimum, maximum },
    );
  } else {
    rule = hint('modifier.hint.choose_maximum', 'Please choose maximum of {maximum}', {
      maximum,
    });
  }
  const counter = hint('modifier.hint.counter', '{n} of {max}', {
    n: countGroupUnits(group.id, selection),
    max: maximum,
  });
  return { rule, counter };
}
