import { isHostedPageProvider } from './hosted-pages/hosted-page-providers';
import type { PaymentType, PaymentTypeName } from '@tabula/api-client';
import type { ServerConfig } from '../config/config';
import { googlePayScript } from './mastercard/google-pay-sheet';
import { hostedSessionScriptUrl } from './mastercard/hosted-session-script';

/**
 * What a Stripe direct type adds: where the app loads Stripe.js from (null: Stripe's own, through
 * `@stripe/stripe-js`; the card sandbox's stand-in in the demo and the tests) and the publishable
 * key of the configured account, whose secret key makes the intents the card is confirmed against.
 * our choice: the key comes from the configuration, never the venue's stored one, so the two keys
 * are always one account's.
 */
function stripeDirectFields(config: ServerConfig): Partial<PaymentType> {
  if (config.stripe === null) return {};
  return { stripe_js_url: config.stripe.jsUrl, public_key: config.stripe.publishableKey };
}

/**
 * Whether the provider of a payment type is configured: the card providers need their keys, the
 * hosted-page providers HOSTED_PAGES_URL and its secret (a restaurant's, or the sandbox's while
 * `pnpm start` plays them); cash is always taken.
 */
export function providerConfigured(config: ServerConfig, name: PaymentTypeName): boolean {
  switch (name) {
    case 'stripe':
    case 'stripe_connect':
      return config.stripe !== null;
    case 'mastercard':
      return config.mastercard !== null;
    case 'adyen':
      return config.adyen !== null;
    case 'cash':
      return true;
    default:
      // The rest are the hosted-page providers (HOSTED_PAGE_PROVIDERS).
      return isHostedPageProvider(name) && config.hostedPages !== null;
  }
}

/**
 * The payment types as a diner's pages answer them: a Mastercard type gets Google Pay's script
 * and environment, the merchant's id at the gateway, Google Pay's `gatewayMerchantId` (our
 * choice: filled here from the configuration, never stored with the venue), and the gateway's
 * session.js that draws the typed card's fields (hosted-session-script.ts); a Stripe direct type
 * gets Stripe.js's address and the publishable key (`stripeDirectFields`). Other types are as stored.
 * The types are the venue snapshot's, already without unconfigured providers (`providerConfigured`).
 */
export function publicPaymentTypes(types: PaymentType[], config: ServerConfig): PaymentType[] {
  const googlePay = googlePayScript(config);
  const gatewayMerchantId = config.mastercard?.merchantId ?? null;
  const sessionScript = hostedSessionScriptUrl(config);
  const stripeDirect = stripeDirectFields(config);
  return types.map((type) => {
    if (type.payment_type === 'mastercard') {
      return {
        ...type,
        ...googlePay,
        gateway_merchant_id: gatewayMerchantId,
        hosted_session_script_url: sessionScript,
      };
    }
    if (type.payment_type === 'stripe') return { ...type, ...stripeDirect };
    return type;
  });
}
