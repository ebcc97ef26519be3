import type { Bill } from '../charges/bill-types';
import { subtract } from '../money/subtract';
import { moneyLimitProblem } from './money-limit-problem';
import type { OrderLimitProblem, OrderLimits } from './types';

/**
 * Finds the first money limit broken by items added to an order that was already priced (a
 * table's running bill): what the addition adds before the tip (the order's amount before the
 * tip, `total_amount − tips_amount`, after the addition less the same before it) above
 * `max_order_amount`, else the order's tip above its share of the new subtotal
 * ({@link tipLimitProblem}). So the amount limit weighs each addition as its own order, the way
 * it weighs each order a diner adds to a tab, while the bill as a whole may grow past it. Every
 * comparison is exact, in decimals; an amount equal to a limit is allowed.
 *
 * @param before - the order's bill before the addition
 * @param after - the order's bill with the addition
 * @param limits - the outlet's money limits
 * @returns the problem, or null when the addition is within both
 * @throws EngineError INVALID_AMOUNT or INVALID_RATE for a malformed limit or figure
 * @example
 * ```ts
 * additionLimitProblem(
 *   { total_amount: '900.00', tips_amount: '0.00' },
 *   { precision: 2, sub_total: '1100.00', total_amount: '1100.00', tips_amount: '0.00' },
 *   { max_order_amount: '1000.00', max_tip_percent: '50' },
 * ); // null: the addition comes to 200.00
 * ```
 */
export function additionLimitProblem(
  before: Pick<Bill, 'total_amount' | 'tips_amount'>,
  after: Pick<Bill, 'precision' | 'sub_total' | 'total_amount' | 'tips_amount'>,
  limits: Pick<OrderLimits, 'max_order_amount' | 'max_tip_percent'>,
): Extract<OrderLimitProblem, { kind: 'order_amount' | 'tip_share' }> | null {
  return moneyLimitProblem(
    () =>
      subtract(after.total_amount, after.tips_amount).minus(
        subtract(before.total_amount, before.tips_amount),
      ),
    after,
    limits,
  );
}
