import type { Bill } from '../charges/bill-types';
import { itemwiseLedger } from './itemwise-ledger';
import { lineQuantities } from './line-quantities';
import type { LineAvailability, LineQuantity } from './types';

/**
 * Lists, for each bill line, how many units are still free to pick in an item-wise split; a line
 * whose units are all paid is disabled (spec: tables-payments-split §4).
 *
 * @param bill - the priced bill
 * @param paid - units already paid (or held by an entry in progress), per line
 * @returns one entry per bill line, in bill order
 * @throws EngineError SPLIT_ITEM_UNAVAILABLE when more units are paid than the line has
 * @example
 * ```ts
 * itemwiseAvailability(bill, [{ line_id: 'l1', quantity: 2 }])[0]; // { line_id: "l1", count: 2, paid: 2, available: 0, disabled: true }
 * ```
 */
export function itemwiseAvailability(
  bill: Bill,
  paid: readonly LineQuantity[] = [],
): LineAvailability[] {
  const ledger = itemwiseLedger(bill);
  const taken = lineQuantities(ledger, paid, true);
  return ledger.lines.map(({ line }) => {
    const paidUnits = taken.get(line.id) ?? 0;
    const available = line.count - paidUnits;
    return {
      line_id: line.id,
      count: line.count,
      paid: paidUnits,
      available,
      disabled: available === 0,
    };
  });
}
