import { EngineError } from '../errors/engine-error';
import { assertLineEditable } from './assert-line-editable';
import { assertTimestamp } from './assert-timestamp';
import { isItemNoteValid } from './is-item-note-valid';
import type { Cart } from './types';

/**
 * Saves (trimmed) or deletes a line's item note. Saving an empty note is refused; deleting is
 * asked for with `null`.
 *
 * @param cart - the cart
 * @param lineId - the line id
 * @param note - the note text, or null to delete the note
 * @param now - the current time, epoch milliseconds from the caller
 * @returns the new cart
 * @throws EngineError EMPTY_ITEM_NOTE, UNKNOWN_LINE, LINE_LOCKED, FREE_ITEM_LOCKED, INVALID_TIMESTAMP
 * @example
 * ```ts
 * setItemNote(cart, 'a', '  no onions ', now).lines[0]?.itemNote; // "no onions"
 * setItemNote(cart, 'a', '  ', now); // throws EMPTY_ITEM_NOTE
 * ```
 */
export function setItemNote(cart: Cart, lineId: string, note: string | null, now: number): Cart {
  const at = assertTimestamp(now);
  const target = cart.lines.find((line) => line.id === lineId);
  if (target === undefined) throw new EngineError('UNKNOWN_LINE', { line_id: lineId });
  assertLineEditable(target);
  if (note !== null && !isItemNoteValid(note)) {
    throw new EngineError('EMPTY_ITEM_NOTE', { line_id: lineId });
  }
  const itemNote = note === null ? null : note.trim();
  return {
    lines: cart.lines.map((line) =>
      line === target ? { ...line, itemNote, last_updated_at: at } : line,
    ),
    updated_at: at,
  };
}
