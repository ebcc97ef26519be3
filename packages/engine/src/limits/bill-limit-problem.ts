import type { Bill } from '../charges/bill-types';
import { subtract } from '../money/subtract';
import { moneyLimitProblem } from './money-limit-problem';
import type { OrderLimitProblem, OrderLimits } from './types';

/**
 * Finds the first money limit a priced order breaks: what it comes to before the tip
 * (`total_amount − tips_amount`) above `max_order_amount`, else a tip above its share of the
 * subtotal ({@link tipLimitProblem}). Every comparison is exact, in decimals; an amount equal to
 * a limit is allowed.
 *
 * @param bill - the engine's bill of the order
 * @param limits - the outlet's money limits
 * @returns the problem, or null when the order is within both
 * @throws EngineError INVALID_AMOUNT or INVALID_RATE for a malformed limit
 * @example
 * ```ts
 * billLimitProblem(bill, { max_order_amount: '1000.00', max_tip_percent: '50' }); // null
 * ```
 */
export function billLimitProblem(
  bill: Pick<Bill, 'precision' | 'sub_total' | 'total_amount' | 'tips_amount'>,
  limits: Pick<OrderLimits, 'max_order_amount' | 'max_tip_percent'>,
): Extract<OrderLimitProblem, { kind: 'order_amount' | 'tip_share' }> | null {
  return moneyLimitProblem(() => subtract(bill.total_amount, bill.tips_amount), bill, limits);
}
