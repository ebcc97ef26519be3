import type { AppContext } from '../app-context';
import { unprocessable } from '../http/http-error';
import type { CardProviders } from '../ports/card-providers';

/** The payment type each card provider's adapter takes, as a refusal names it. */
const PAYMENT_TYPE: Record<keyof CardProviders, string> = {
  stripe: 'stripe_connect',
  mastercard: 'mastercard',
  adyen: 'adyen',
};

/**
 * A card provider's adapter, or a 422 `payment_type_unavailable` when the provider is not
 * configured (no keys, no sandbox playing it): its payment types are not offered, and any call
 * that would reach it is refused as a type the venue does not offer is.
 */
export function cardProvider<K extends keyof CardProviders>(
  app: Pick<AppContext, 'cardProviders'>,
  name: K,
): NonNullable<CardProviders[K]> {
  const provider = app.cardProviders[name];
  if (provider === null) {
    throw unprocessable('This payment method is not available here', 'payment_type_unavailable', {
      payment_type: PAYMENT_TYPE[name],
    });
  }
  return provider;
}
