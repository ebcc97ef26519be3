import type { PaymentType } from '@tabula/api-client';
import type { ServerConfig } from '../config/config';
import { googlePayScript } from './mastercard/google-pay-sheet';
import { hostedSessionScriptUrl } from './mastercard/hosted-session-script';

/** Where the card sandbox shows Stripe direct's card page, on the sandbox's origin. */
export const STRIPE_CARD_ELEMENT_PATH = '/stripe/card-element';

/**
 * The card page the diner app frames for a Stripe direct payment: the card sandbox's while it
 * plays Stripe; null with real keys, where no Stripe.js page is built yet (the app then does not
 * offer the type).
 */
export function stripeCardPageUrl(config: ServerConfig): string | null {
  const pages = config.stripe.sandboxPagesUrl;
  return pages === null ? null : `${pages}${STRIPE_CARD_ELEMENT_PATH}`;
}

/**
 * What a Stripe direct type adds: the card page, and while the card sandbox plays Stripe the
 * publishable key its page takes (the sandbox's keys are new for each run, so the key stored with
 * the venue cannot be it); with real keys the stored key is kept.
 */
function stripeDirectFields(config: ServerConfig): Partial<PaymentType> {
  const page = stripeCardPageUrl(config);
  return page === null
    ? { stripe_card_page_url: null }
    : { stripe_card_page_url: page, public_key: config.stripe.publishableKey };
}

/**
 * The payment types as a diner's pages answer them: a Mastercard type gets Google Pay's script
 * and environment, the merchant's id at the gateway, Google Pay's `gatewayMerchantId` (our
 * choice: filled here from the configuration, never stored with the venue), and the gateway's
 * session.js that draws the typed card's fields (hosted-session-script.ts); a Stripe direct type
 * gets the card page the app frames (`stripeDirectFields`). Other types are as stored.
 */
export function publicPaymentTypes(types: PaymentType[], config: ServerConfig): PaymentType[] {
  const googlePay = googlePayScript(config);
  const gatewayMerchantId = config.mastercard.merchantId;
  const stripeDirect = stripeDirectFields(config);
  return types.map((type) => {
    if (type.payment_type === 'mastercard') {
      return {
        ...type,
        ...googlePay,
        gateway_merchant_id: gatewayMerchantId,
        hosted_session_script_url: hostedSessionScriptUrl(config),
      };
    }
    if (type.payment_type === 'stripe') return { ...type, ...stripeDirect };
    return type;
  });
}
