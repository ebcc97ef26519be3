import type { Bill } from '../charges/bill-types';
import type { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { toAmount } from '../money/to-amount';
import { tipLimitProblem } from './tip-limit-problem';
import type { OrderLimitProblem, OrderLimits } from './types';

/**
 * The first money limit broken by an amount weighed before the tip (above `max_order_amount`)
 * and an order's tip (above its share of the order's subtotal): what {@link billLimitProblem}
 * and {@link additionLimitProblem} share. The amount is worked out only when there is an amount
 * limit.
 */
export function moneyLimitProblem(
  amountOf: () => Decimal,
  bill: Pick<Bill, 'precision' | 'sub_total' | 'tips_amount'>,
  limits: Pick<OrderLimits, 'max_order_amount' | 'max_tip_percent'>,
): Extract<OrderLimitProblem, { kind: 'order_amount' | 'tip_share' }> | null {
  const { precision } = bill;
  if (limits.max_order_amount !== null) {
    const amount = amountOf();
    const limit = parseAmount(limits.max_order_amount);
    if (amount.greaterThan(limit)) {
      return {
        kind: 'order_amount',
        amount: toAmount(amount, precision),
        limit: toAmount(limit, precision),
      };
    }
  }
  return tipLimitProblem(bill.tips_amount, bill.sub_total, limits.max_tip_percent, precision);
}
