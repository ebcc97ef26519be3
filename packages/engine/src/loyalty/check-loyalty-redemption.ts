import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { quantize } from '../money/quantize';
import type { RateInput } from '../money/types';
import { cartTotalBeforeLoyalty } from './cart-total-before-loyalty';
import { parseRedeemAmount } from './parse-redeem-amount';
import type { LoyaltyRedemptionInput, LoyaltyRedemptionResult } from './types';

/**
 * Checks a loyalty redemption: the amount's format, then the four checks of spec:
 * ordering-menu-account §5 in their order, returning the first that fails: (1) more than the
 * available points; (2) above a non-zero max_redeem_value; (3) above the cart total before
 * loyalty, or in open-tab mode above the order's maximum loyalty; (4) available points below
 * min_redeem_value. Any failure means the redemption is removed.
 *
 * @param input - the typed amount, the balance and limits, the order limit and the precision
 * @returns accepted with the amount at the precision, or the first failing reason and its numbers
 * @throws EngineError INVALID_RATE for a balance or limit that is not a non-negative decimal,
 * INVALID_AMOUNT, NEGATIVE_AMOUNT, PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * checkLoyaltyRedemption({
 *   amount: '30', loyalty: { customer_loyalty: '25.00' },
 *   order: { mode: 'standard', subTotal: '40.00', surchargeSubTotal: '0', discountTotal: '0' },
 * }); // { accepted: false, reason: "exceeds_available", available: "25.00" }
 * ```
 */
export function checkLoyaltyRedemption(input: LoyaltyRedemptionInput): LoyaltyRedemptionResult {
  const places = assertPrecision(input.precision);
  const fmt = (value: Decimal): string => quantize(value, places).toFixed(places);
  const parsed = parseRedeemAmount(input.amount, places);
  if (!parsed.ok) {
    return parsed.reason === 'too_many_decimals'
      ? { accepted: false, reason: parsed.reason, precision: parsed.precision }
      : { accepted: false, reason: parsed.reason };
  }
  const amount = new Decimal(parsed.amount);
  const available = parseRate(input.loyalty.customer_loyalty);
  const maximum = optionalPoints(input.loyalty.max_redeem_value);
  const minimum = optionalPoints(input.loyalty.min_redeem_value);

  // 1. Only the available points can be used.
  if (amount.greaterThan(available)) {
    return { accepted: false, reason: 'exceeds_available', available: fmt(available) };
  }
  // 2. A non-zero max_redeem_value caps each redemption.
  if (maximum.greaterThan(0) && amount.greaterThan(maximum)) {
    return { accepted: false, reason: 'exceeds_max_redeem', max: fmt(maximum) };
  }
  // 3. The order limit: the cart total before loyalty, or the open tab's maximum loyalty.
  if (input.order.mode === 'open_tab') {
    const limit = parseAmount(input.order.maxLoyalty);
    if (amount.greaterThan(limit)) {
      return { accepted: false, reason: 'exceeds_order_max_loyalty', max: fmt(limit) };
    }
  } else {
    const limit = cartTotalBeforeLoyalty(input.order);
    if (amount.greaterThan(limit)) {
      return { accepted: false, reason: 'exceeds_order_total', max: fmt(limit) };
    }
  }
  // 4. The customer must hold at least min_redeem_value points.
  if (available.lessThan(minimum)) {
    return {
      accepted: false,
      reason: 'below_min_redeem',
      min: fmt(minimum),
      available: fmt(available),
    };
  }
  return { accepted: true, amount: parsed.amount };
}

function optionalPoints(value: RateInput | null | undefined): Decimal {
  return value === null || value === undefined || value === '' ? new Decimal(0) : parseRate(value);
}
