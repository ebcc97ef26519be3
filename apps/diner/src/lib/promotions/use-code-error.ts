import { useLingui } from '@lingui/react/macro';
import { couponRejectionMessage } from '@tabula/engine';
import { useErrorText } from '../errors/use-error-text';
import { useMoneySettings } from '../venue/money-settings';
import type { CouponState } from './coupon-atoms';
import type { PromoCodeState } from './promo-code-machine';

/**
 * The message under the code field, in the diner's language: the promo code's refusal or error
 * (A§5: 'Invalid promo code!', 'Error applying promo code!', "Order Discount Can't Be Applied"),
 * or the coupon's (A§8: the server's text or 'Error Fetching Discount'; A§5: 'This coupon can
 * only be used for orders above {currency} {amount}!'). The texts are the error catalogue's.
 */
export function useCodeError(promo: PromoCodeState, coupon: CouponState): string | undefined {
  const { t, i18n } = useLingui();
  const { currency, precision } = useMoneySettings();
  const catalogued = useErrorText();

  if (promo.status === 'error') return catalogued('promo_code_error');
  if (promo.status === 'invalid') {
    switch (promo.refusal) {
      case 'invalid':
        return catalogued('promo_code_invalid');
      case 'order_promotion_taken':
        // spec: A§5, only one order promotion per order.
        return t`Order Discount Can't Be Applied`;
      case 'sign_in_required':
        return t`Please sign in to use a promo code.`;
      case 'cannot_apply':
        // spec: A§5, the code was right but its promotion takes nothing off this cart.
        return t`Order Discount Can't Be Applied`;
    }
  }
  if (coupon.status !== 'rejected') return undefined;
  const { problem } = coupon;
  if (problem.kind === 'lookup') return problem.serverMessage ?? catalogued('coupon_error');
  if (problem.kind === 'unavailable') return catalogued('coupon_unavailable');
  const { params } = couponRejectionMessage(problem, { currency, precision, locale: i18n.locale });
  return catalogued(
    problem.reason === 'below_min_order_amount'
      ? 'coupon_below_minimum_order'
      : 'coupon_exceeds_eligible_amount',
    params,
  );
}
