import type { CartLine } from './types';

/**
 * Tells whether the diner may change a line: not when it is already placed on a dine-in order,
 * nor when a free-item promotion added it.
 *
 * @param line - the cart line
 * @returns true when the diner may change or remove it
 * @example
 * ```ts
 * isLineEditable({ ...line, placed_item: true }); // false
 * ```
 */
export function isLineEditable(line: Pick<CartLine, 'placed_item' | 'is_free_item'>): boolean {
  return line.placed_item !== true && line.is_free_item !== true;
}
