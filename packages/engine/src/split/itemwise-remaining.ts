import type { Bill } from '../charges/bill-types';
import { itemwiseAvailability } from './itemwise-availability';
import { itemwiseShare } from './itemwise-share';
import type { ItemwiseShare, LineQuantity } from './types';

/**
 * Works out what is left to pay of an item-wise split: the share of every unit not yet paid.
 * With the shares already paid it sums exactly to the bill before tips.
 *
 * @param bill - the priced bill
 * @param paid - units already paid, per line
 * @returns the share of the unpaid units
 * @throws EngineError SPLIT_ITEM_UNAVAILABLE, INVALID_QUANTITY
 * @example
 * ```ts
 * itemwiseRemaining(bill, [{ line_id: 'l1', quantity: 1 }]).total_amount; // "6.66" of a 10.00 bill
 * ```
 */
export function itemwiseRemaining(bill: Bill, paid: readonly LineQuantity[] = []): ItemwiseShare {
  const open = itemwiseAvailability(bill, paid)
    .filter((line) => line.available > 0)
    .map((line) => ({ line_id: line.line_id, quantity: line.available }));
  return itemwiseShare(bill, open, paid);
}
