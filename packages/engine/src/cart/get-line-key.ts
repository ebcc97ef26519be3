import { getSelectionKey } from '../modifiers/get-selection-key';
import type { CartLine } from './types';

/**
 * The identity of a line's content: two lines with the same key are the same order and merge.
 * It is made of the item (and grouped item), the customer, and the modifier selection in any
 * order; the category, note, prices and timestamps are not part of it.
 *
 * @param line - the cart line (or its identifying fields)
 * @returns a stable text key
 * @example
 * ```ts
 * getLineKey({ item_id: 5, modifiers: [{ group_id: 1, id: 2, count: 1 }] }); // "5|-|-|1:2x1"
 * ```
 */
export function getLineKey(
  line: Pick<CartLine, 'item_id' | 'modifiers' | 'parent_item_id' | 'customer'>,
): string {
  const parent = line.parent_item_id ?? '-';
  const customer = line.customer ?? '-';
  return `${line.item_id}|${parent}|${customer}|${getSelectionKey(line.modifiers)}`;
}
