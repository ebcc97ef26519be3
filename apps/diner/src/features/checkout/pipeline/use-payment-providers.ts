import type { Timers } from '@/lib/timers';
import { useConnectedCardPayment } from '../connected-card/use-connected-card-payment';
import { useMastercardPayment } from '../mastercard/use-mastercard-payment';
import { usePageProvider } from '../page-providers/use-page-provider';
import { useStripeDirectPayment } from '../stripe-direct/use-stripe-direct-payment';
import type { PaymentFlow } from '../utils/payment-flow';
import type { PaymentProvider } from './payment-provider';

/** The providers that keep the diner in the app while they work, as the checkout tells it. */
export type WaitingProvider = 'connected_card' | 'mastercard' | 'stripe_direct';

/** Every provider of the checkout, one per flow, and which one is under way. */
export interface PaymentProviders {
  of: (flow: PaymentFlow) => PaymentProvider;
  waiting: WaitingProvider | null;
}

/**
 * The checkout's providers (B§4 Payment selection): cash and the pages (hosted pages, PayU,
 * MyFatoorah, Adyen, the generic partner) through one module, the connected card, the Mastercard
 * gateway (its card, Google Pay, Apple Pay) and Stripe direct each through their own. Adding a
 * provider is its folder and one line here.
 *
 * @param timers - The clock and timers the providers wait with (tests move them by hand).
 */
export function usePaymentProviders(timers: Timers): PaymentProviders {
  const page = usePageProvider();
  const connectedCard = useConnectedCardPayment(timers);
  const mastercard = useMastercardPayment(timers);
  const stripeDirect = useStripeDirectPayment(timers);
  const of = (flow: PaymentFlow): PaymentProvider => {
    switch (flow) {
      case 'connected_card':
        return connectedCard;
      case 'mastercard':
        return mastercard;
      case 'stripe_direct':
        return stripeDirect;
      case 'cash':
      case 'hosted':
      case 'pay_u':
      case 'my_fatoorah':
      case 'adyen':
      case 'generic':
      case 'generic_standalone':
        return page;
    }
  };
  const waiting: WaitingProvider | null = connectedCard.waiting
    ? 'connected_card'
    : mastercard.waiting
      ? 'mastercard'
      : stripeDirect.waiting
        ? 'stripe_direct'
        : null;
  return { of, waiting };
}
