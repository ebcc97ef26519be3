import { takeDiscount } from '../../coupons/take-discount';
import { EngineError } from '../../errors/engine-error';
import { cartTotalBeforeLoyalty } from '../../loyalty/cart-total-before-loyalty';
import { add } from '../../money/add';
import { Decimal } from '../../money/decimal';
import { parseAmount } from '../../money/parse-amount';
import { toAmount } from '../../money/to-amount';
import type { AppliedDiscounts, PriceOrderContext, PricedLines, RedeemedLoyalty } from './types';

/**
 * Redeems loyalty, an amount of money: at most the cart total before loyalty, subtotal plus
 * surcharges minus discounts (A§5 and B§5 loyalty check 3), computed by the same
 * {@link cartTotalBeforeLoyalty} the redemption check uses. When the company counts loyalty as a
 * discount (`loyalty_as_discount`, B§3) it comes off the items first and the rest off the
 * surcharges, like an on_total coupon, before tax; otherwise it is paid like a tender after tax
 * (in {@link assembleBill}).
 *
 * Rounding point: none; the amount must already be at the precision (Q1), and its part on the
 * surcharges is an allocation (Q8).
 *
 * @param context - the order and its precision
 * @param priced - the lines, from {@link priceLines}
 * @param discounted - what is left after {@link applyDiscounts}
 * @returns what is left after loyalty, and everything taken off the items
 * @throws EngineError LOYALTY_EXCEEDS_TOTAL, and money errors for a bad amount
 * @example
 * ```ts
 * redeemLoyalty(context, priced, discounted).itemDiscount.toFixed(2);
 * ```
 */
export function redeemLoyalty(
  { input, precision }: PriceOrderContext,
  priced: PricedLines,
  discounted: AppliedDiscounts,
): RedeemedLoyalty {
  const loyalty = input.loyalty ? parseAmount(input.loyalty.amount, { precision }) : new Decimal(0);
  const asDiscount = input.loyalty?.as_discount === true;
  // spec: ordering-menu-account §5 check 3, subtotal plus surcharges minus discounts: what is
  // left of the items and the surcharges is exactly that
  const limit = cartTotalBeforeLoyalty({
    subTotal: discounted.itemsLeft,
    surchargeSubTotal: add(...discounted.surchargeLeft),
    discountTotal: new Decimal(0),
  });
  if (loyalty.greaterThan(limit)) {
    throw new EngineError('LOYALTY_EXCEEDS_TOTAL', {
      loyalty: toAmount(loyalty, precision),
      payable: toAmount(limit, precision),
    });
  }
  const { itemsLeft, surchargeLeft, surchargeDiscounts } = asDiscount
    ? takeDiscount(loyalty, discounted, precision)
    : discounted;
  return {
    itemsLeft,
    surchargeLeft,
    surchargeDiscounts,
    loyalty,
    asDiscount,
    itemDiscount: priced.subTotal.minus(itemsLeft),
  };
}
