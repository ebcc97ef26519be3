import type { Bill } from '../charges/bill-types';
import { parseAmount } from '../money/parse-amount';
import type { Amount } from '../money/types';

/**
 * Gives the part of a bill that splits share: the total before tips. Each payer adds their own
 * tip on top of their share.
 *
 * @param bill - the priced bill
 * @returns total_amount − tips_amount, at the bill precision
 * @throws EngineError NEGATIVE_AMOUNT when the tips exceed the total
 * @example
 * ```ts
 * splittableTotal({ ...bill, total_amount: '110.00', tips_amount: '10.00' }); // "100.00"
 * ```
 */
export function splittableTotal(
  bill: Pick<Bill, 'total_amount' | 'tips_amount' | 'precision'>,
): Amount {
  const total = parseAmount(bill.total_amount).minus(parseAmount(bill.tips_amount));
  return parseAmount(total).toFixed(bill.precision);
}
