import {
  getDefaultSelection,
  getSelectionUnitPrice,
  isAddEnabled,
  multiply,
  setModifierCount,
  toAmount,
  type Amount,
  type MenuItem,
  type ModifierChoice,
  type ModifierGroup,
} from '@tabula/engine';
import { useState } from 'react';

/** The modifier sheet's draft: the selection, the quantity and the note, with the engine's verdicts. */
export interface ModifierDraft {
  groups: readonly ModifierGroup[];
  selection: readonly ModifierChoice[];
  /** Sets how many of a modifier are chosen (a radio replaces the group's choice; engine). */
  setModifierCount: (groupId: number, modifierId: number, count: number) => void;
  quantity: number;
  setQuantity: (quantity: number) => void;
  note: string;
  setNote: (note: string) => void;
  /** The Add gate: every group within its minimum and maximum (engine isAddEnabled). */
  canAdd: boolean;
  /** The price of the selection times the quantity (engine), at the precision. */
  total: Amount;
}

/**
 * Holds what the diner is choosing for one item: the defaults preselected up to each group's
 * maximum (A§4), a quantity of 1 and an empty note; every rule comes from the engine.
 *
 * @param item - the item to customise (for a grouped item, the resolved pick)
 * @param precision - the currency precision
 * @returns the draft
 */
export function useModifierDraft(item: MenuItem, precision: number): ModifierDraft {
  const groups = item.groups ?? [];
  // spec: A§4 Modifier selection, defaults are preselected up to the maximum.
  const [selection, setSelection] = useState<readonly ModifierChoice[]>(() =>
    getDefaultSelection(groups),
  );
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const unitPrice = getSelectionUnitPrice(item, selection, precision);
  return {
    groups,
    selection,
    setModifierCount: (groupId, modifierId, count) => {
      setSelection((current) => {
        try {
          return setModifierCount(groups, current, groupId, modifierId, count);
        } catch {
          // A tap past the maximum (the option is disabled, so only a race) changes nothing.
          return current;
        }
      });
    },
    quantity,
    setQuantity,
    note,
    setNote,
    // spec: A§4 Modifier selection, Add is enabled only when every group meets its minimum.
    canAdd: isAddEnabled(groups, selection),
    total: toAmount(multiply(unitPrice, quantity), precision),
  };
}
