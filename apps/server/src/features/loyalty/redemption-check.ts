import { orderDetailsSchema } from '@tabula/api-client';
import {
  add,
  cartTotalBeforeLoyalty,
  checkLoyaltyRedemption,
  loyaltyMessageKey,
  moneyToPoints,
  priceOrder,
  subtract,
  toAmount,
  type LoyaltyRejection,
} from '@tabula/engine';
import { unprocessable, type HttpError } from '../../http/http-error';
import type { OrderRecord } from '../../orders/order-view';
import {
  PRICING_KEY,
  readStoredPricing,
  type StoredPricing,
} from '../../orders/pricing/stored-pricing';
import type { LoyaltyProgramme } from '@tabula/api-client';

/**
 * The most an order can take before loyalty, as money: sub_total plus surcharges minus
 * discounts (spec: A§5 loyalty check 3), by the engine's rule. The order is priced again by the
 * engine from its stored pricing, without loyalty, so the order promotion counts and an on_total
 * coupon's surcharge part is taken off once (the stored surcharges are already after it); then
 * {@link cartTotalBeforeLoyalty} adds the items left and the surcharges left, as the bill does.
 * An order without stored pricing (written by hand, never by placement) falls back to its
 * order_details figures.
 */
export function orderTotalBeforeLoyalty(order: OrderRecord, precision: number): string {
  const stored = storedPricingOf(order.details);
  if (stored) {
    const bill = priceOrder({ ...stored.input, loyalty: null });
    return toAmount(
      cartTotalBeforeLoyalty({
        subTotal: bill.sub_total,
        surchargeSubTotal: bill.surcharge_sub_total,
        discountTotal: subtract(bill.sub_total, bill.sub_total_after_discount),
      }),
      precision,
    );
  }
  const details = orderDetailsSchema.parse(order.details);
  return toAmount(
    cartTotalBeforeLoyalty({
      subTotal: details.sub_total,
      surchargeSubTotal: add('0', ...details.surcharges_breakdown.map((s) => s.amount ?? '0')),
      discountTotal: add('0', ...details.discounts.map((d) => d.discountedAmount)),
    }),
    precision,
  );
}

function storedPricingOf(details: unknown): StoredPricing | null {
  if (typeof details !== 'object' || details === null || !(PRICING_KEY in details)) return null;
  return readStoredPricing(details);
}

/**
 * Runs the redemption checks of spec: A§5 Loyalty redemption (B§5 the same) in their order
 * through the engine's checkLoyaltyRedemption: the amount's format, (1) the available points,
 * (2) a non-zero max_redeem_value, (3) the order's total before loyalty, (4) min_redeem_value.
 * The order limit is money and is turned into points with the programme's point_value.
 *
 * Without an order (the cart lives on the diner's device until it is placed) check 3 cannot be
 * run here: the limit given is the balance, so check 3 never fails before check 1 would. Order
 * placement prices the redemption again, where more loyalty than the bill is refused (our choice).
 *
 * @returns the accepted points at the currency precision
 * @throws HttpError 422 for the first failing check, error_id its reason, details the engine's
 *   numbers and message key
 */
export function checkRedemption(input: {
  points: string;
  balance: string;
  programme: LoyaltyProgramme;
  /** The order's total before loyalty as money, or null without an order. */
  orderLimit: string | null;
  precision: number;
}): string {
  const limit =
    input.orderLimit === null
      ? input.balance
      : moneyToPoints(input.orderLimit, input.programme.point_value, input.precision);
  const result = checkLoyaltyRedemption({
    amount: input.points,
    loyalty: {
      customer_loyalty: input.balance,
      min_redeem_value: input.programme.min_redeem_value,
      max_redeem_value: input.programme.max_redeem_value,
    },
    order: { mode: 'standard', subTotal: limit, surchargeSubTotal: '0', discountTotal: '0' },
    precision: input.precision,
  });
  if (result.accepted) return result.amount;
  throw rejectionError(result);
}

/** The 422 of a refused redemption, with the engine's reason, message key and numbers. */
export function rejectionError(rejection: LoyaltyRejection): HttpError {
  const { reason, ...numbers } = rejection;
  return unprocessable(rejectionText(rejection), reason, {
    reason,
    ...numbers,
    message_key: loyaltyMessageKey(rejection.reason),
  });
}

// our choice: the spec names these messages without their wording (A§5), so these are ours.
function rejectionText(rejection: LoyaltyRejection): string {
  switch (rejection.reason) {
    case 'empty':
      return 'Please enter the points to redeem';
    case 'invalid_format':
      return 'Please enter a valid number of points';
    case 'too_many_decimals':
      return `Points can have at most ${String(rejection.precision)} decimals`;
    case 'exceeds_available':
      return `Only your available ${rejection.available} points can be used`;
    case 'exceeds_max_redeem':
      return `You can redeem at most ${rejection.max} points at a time`;
    case 'exceeds_order_total':
      return `You can redeem at most ${rejection.max} points on this order`;
    case 'exceeds_order_max_loyalty':
      return `You can redeem at most ${rejection.max} points on this order`;
    case 'below_min_redeem':
      return `You need at least ${rejection.min} points to redeem (you have ${rejection.available})`;
  }
}
