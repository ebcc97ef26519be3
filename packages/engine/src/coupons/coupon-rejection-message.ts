import { assertPrecision } from '../money/assert-precision';
import { quantize } from '../money/quantize';
import type { CouponEvaluation, CouponMessage, CouponRejectionReason } from './types';

/** The English templates of spec: ordering-menu-account §5 and tables-payments-split §5. */
export const COUPON_MESSAGES = {
  below_min_order_amount: {
    key: 'coupon.orders_above',
    text: 'This coupon can only be used for orders above {currency} {amount}!',
  },
  exceeds_eligible_amount: {
    key: 'coupon.orders_below',
    text: 'This coupon can only be used for orders below {currency} {amount}!',
  },
} as const satisfies Record<CouponRejectionReason, { key: CouponMessage['key']; text: string }>;

/**
 * Renders the message for a rejected coupon: the translation key with its parameters, and the
 * spec's exact English text with the amount formatted (grouped, at the precision).
 *
 * @param rejection - a rejected verdict of {@link evaluateCoupon} (or a bill's RejectedDiscount)
 * @param options - the currency code, the precision and the locale for the number (default `en`)
 * @returns key, params and English text
 * @throws EngineError INVALID_AMOUNT, PRECISION_OUT_OF_RANGE
 * @example
 * ```ts
 * couponRejectionMessage(
 *   { reason: 'below_min_order_amount', amount: '1500.00' },
 *   { currency: 'AED', precision: 2 },
 * ).text; // "This coupon can only be used for orders above AED 1,500.00!"
 * ```
 */
export function couponRejectionMessage(
  rejection: Pick<Extract<CouponEvaluation, { accepted: false }>, 'reason' | 'amount'>,
  options: { currency: string; precision: number; locale?: string },
): CouponMessage {
  const places = assertPrecision(options.precision);
  const digits = quantize(rejection.amount, places).toFixed(places);
  const number = new Intl.NumberFormat(options.locale ?? 'en', {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  // Intl.NumberFormat formats decimal strings exactly (ECMA-402 NumberFormat v3), never via a float.
  const amount = number.format(digits as unknown as number);
  const template = COUPON_MESSAGES[rejection.reason];
  return {
    key: template.key,
    params: { currency: options.currency, amount },
    text: template.text.replace('{currency}', options.currency).replace('{amount}', amount),
  };
}
