export type {
  GroupHint,
  GroupKind,
  GroupLimits,
  HintKey,
  HintMessage,
  ModifierChoice,
  ModifierItemState,
  SelectionProblem,
} from './types';
export { countGroupUnits } from './count-group-units';
export { findModifier } from './find-modifier';
export { getDefaultSelection } from './get-default-selection';
export { getGroupHint } from './get-group-hint';
export { getGroupKind } from './get-group-kind';
export { getGroupLimits } from './get-group-limits';
export { getModifierItemStates } from './get-modifier-item-states';
export { getSelectionKey } from './get-selection-key';
export { getSelectionProblems } from './get-selection-problems';
export { getSelectionUnitPrice } from './get-selection-unit-price';
export { isAddEnabled } from './is-add-enabled';
export { isGroupedItem } from './is-grouped-item';
export { normalizeSelection } from './normalize-selection';
export { resolveGroupedItem } from './resolve-grouped-item';
export { setModifierCount } from './set-modifier-count';
export { toSelectedModifiers } from './to-selected-modifiers';
export { toggleModifier } from './toggle-modifier';
