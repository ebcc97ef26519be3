import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import type { AmountInput } from '../money/types';

/**
 * Works out the most loyalty a non-open-tab order can take: subtotal plus surcharges minus
 * discounts (spec: ordering-menu-account §5, loyalty check 3), never below zero. Tax and tips
 * are not in it.
 *
 * @param order - the subtotal, surcharge subtotal and discount total
 * @returns the cart total before loyalty, exact
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT
 * @example
 * ```ts
 * cartTotalBeforeLoyalty({ subTotal: '50.00', surchargeSubTotal: '5.00', discountTotal: '10.00' }).toFixed(2); // "45.00"
 * ```
 */
export function cartTotalBeforeLoyalty(order: {
  subTotal: AmountInput;
  surchargeSubTotal: AmountInput;
  discountTotal: AmountInput;
}): Decimal {
  const total = parseAmount(order.subTotal)
    .plus(parseAmount(order.surchargeSubTotal))
    .minus(parseAmount(order.discountTotal));
  return Decimal.max(total, 0);
}
