import type { Loyalty } from '@tabula/api-client';
import {
  cartTotalBeforeLoyalty,
  checkLoyaltyRedemption,
  moneyToPoints,
  type Bill,
  type LoyaltyRedemptionResult,
} from '@tabula/engine';

/**
 * Runs the A§5 redemption checks on what the diner typed, in their order (available points, a
 * non-zero max_redeem_value, the cart total before loyalty, min_redeem_value), through the engine.
 * The cart total before loyalty is the subtotal after discounts plus the surcharges after theirs
 * (subtotal plus surcharges minus discounts), read from a bill priced without loyalty: the field
 * shows only while nothing is redeemed.
 */
export function checkRedeemAmount(
  text: string,
  loyalty: Pick<
    Loyalty,
    'customer_loyalty' | 'min_redeem_value' | 'max_redeem_value' | 'point_value'
  >,
  bill: Pick<Bill, 'sub_total_after_discount' | 'surcharge_sub_total'>,
  precision: number,
): LoyaltyRedemptionResult {
  // spec: A§5 check 3, the cart total before loyalty is money: it becomes points at the
  // programme's point_value (as the server checks it), so points are compared with points.
  const limit = moneyToPoints(
    cartTotalBeforeLoyalty({
      subTotal: bill.sub_total_after_discount,
      surchargeSubTotal: bill.surcharge_sub_total,
      discountTotal: '0',
    }),
    loyalty.point_value,
    precision,
  );
  return checkLoyaltyRedemption({
    amount: text,
    loyalty: {
      customer_loyalty: loyalty.customer_loyalty,
      min_redeem_value: loyalty.min_redeem_value,
      max_redeem_value: loyalty.max_redeem_value,
    },
    // our choice: outside open-tab mode (A§5 check 3); the open tab's own limit comes with the
    // dine-in screens, where the widget shows for a table order.
    order: { mode: 'standard', subTotal: limit, surchargeSubTotal: '0', discountTotal: '0' },
    precision,
  });
}
