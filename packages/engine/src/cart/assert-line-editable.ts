import { EngineError } from '../errors/engine-error';
import { LINE_LOCKED_MESSAGE } from './constants';
import type { CartLine } from './types';

/**
 * Refuses a change to a line the diner may not change: a placed dine-in line (LINE_LOCKED, with
 * the message to show in `details.message`) or a free item added by a promotion (FREE_ITEM_LOCKED).
 *
 * @param line - the cart line
 * @returns the same line when it may change
 * @throws EngineError LINE_LOCKED or FREE_ITEM_LOCKED
 * @example
 * ```ts
 * assertLineEditable({ ...line, placed_item: true });
 * // throws LINE_LOCKED, details.message "Sorry, you can't modify this order now because ..."
 * ```
 */
export function assertLineEditable<T extends Pick<CartLine, 'id' | 'placed_item' | 'is_free_item'>>(
  line: T,
): T {
  // spec: ordering-menu-account §5, placed dine-in items cannot be modified.
  if (line.placed_item === true) {
    throw new EngineError('LINE_LOCKED', { line_id: line.id, message: LINE_LOCKED_MESSAGE });
  }
  // spec: ordering-menu-account §4, free items cannot be removed or changed by the diner.
  if (line.is_free_item === true) throw new EngineError('FREE_ITEM_LOCKED', { line_id: line.id });
  return line;
}
