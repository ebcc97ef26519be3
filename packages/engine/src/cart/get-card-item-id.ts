import type { CartLine } from './types';

/**
 * The id of the menu card a line belongs to: the grouped item for a pick of a grouped item,
 * otherwise the item itself. Repeat-last, decrement and counts on a card go by this id.
 *
 * @param line - the cart line
 * @returns the menu card's item id
 * @example
 * ```ts
 * getCardItemId({ ...line, item_id: 12, parent_item_id: 10 }); // 10
 * ```
 */
export function getCardItemId(line: Pick<CartLine, 'item_id' | 'parent_item_id'>): number {
  return line.parent_item_id ?? line.item_id;
}
