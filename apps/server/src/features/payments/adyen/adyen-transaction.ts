import { payments as paymentCalls } from '@tabula/api-client';
import { EngineError, toMinorUnits } from '@tabula/engine';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context';
import { AdyenGatewayError, type AdyenMethod } from '../../../card-payments/adyen/adyen-gateway';
import { adyenShopperLocale } from '../../../card-payments/adyen/adyen-locale';
import { adyenOutcome, settleAdyenOutcome } from '../../../card-payments/adyen/adyen-settle';
import { cardAmount } from '../../../card-payments/card-amount';
import { contractRoute } from '../../../http/contract-route';
import { requestLanguage } from '../../../http/diner-language';
import { badRequest, unprocessable } from '../../../http/http-error';
import type { PaymentRecord } from '../../../payments/payment-store';
import type { Venue } from '../../../venue/venue';
import { sessionVenue } from '../../../venue/venue-snapshots';
import { paymentResult } from '../payment-result';
import { offeredPaymentType, startPayment } from '../start-payment';
import { ADYEN_RETURN_PATH } from './adyen-return-route';
import { cardProvider } from '../../../card-payments/card-provider';

/**
 * Adyen's fields for unencrypted card details: our server never carries card numbers (PCI SAQ A),
 * so a payment method with any of them is refused before it goes anywhere.
 */
const RAW_CARD_FIELDS = ['number', 'cvc', 'expiryMonth', 'expiryYear'];

/** B§8 Adyen failure: the app shows 'oops' with this message and goes back to /. */
export const adyenFailed = () =>
  unprocessable('Something went wrong. Please try again later.', 'adyen_payment_failed');

/** Where Adyen sends the shopper back: our server, which submits the details and settles. */
export function adyenReturnUrl(app: AppContext, payment: Pick<PaymentRecord, 'reference'>) {
  return `${app.config.publicUrl}${ADYEN_RETURN_PATH}?${new URLSearchParams({ reference: payment.reference }).toString()}`;
}

/**
 * The payment methods Adyen offers the outlet (for an amount, in minor units at its precision),
 * named in the shopper's locale.
 */
async function adyenMethods(
  app: AppContext,
  venue: Venue,
  amount: string | null,
  shopperLocale: string,
): Promise<AdyenMethod[]> {
  let amountMinor: number | null = null;
  try {
    if (amount !== null) amountMinor = toMinorUnits(amount, venue.company.decimal_precision);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    throw badRequest('The amount has more decimals than the currency', 'invalid_amount');
  }
  try {
    return await cardProvider(app, 'adyen').paymentMethods(
      amountMinor === null ? null : { amountMinor, currency: venue.company.currency },
      shopperLocale,
    );
  } catch (error) {
    if (!(error instanceof AdyenGatewayError)) throw error;
    app.log.warn({ error: error.message, code: error.errorCode }, 'Adyen payment methods failed');
    throw adyenFailed();
  }
}

/**
 * The Adyen calls of B§7, through the Adyen adapter (Adyen's Checkout API; the card sandbox's
 * without keys):
 * - GET payments/adyen/v1/payment_modes?amount: Adyen's paymentMethods for the amount;
 *   both calls send Adyen the diner's language (Accept-Language, which the app sets to the
 *   language the diner chose) as shopperLocale;
 * - POST payments/adyen/v1/transactions (payment_method, order_details): the method must be one
 *   Adyen offers for the order's amount (422 payment_mode_unavailable otherwise, nothing placed);
 *   the order is placed as payment_in_progress, then Adyen's /payments is called with our
 *   reference as merchant reference and Idempotency-Key, and data.action is Adyen's action as
 *   Adyen gave it (a redirect; payment_page_url is its url). Authorised at once settles paid
 *   (action null); Refused, or Adyen failing, declines the payment and answers 422
 *   adyen_payment_failed, which the app shows as 'oops' (B§8). The call is idempotent per
 *   Idempotency-Key, so a retried call is never a second payment. Unencrypted card fields are a
 *   400 (raw_card_data): card numbers are typed on Adyen's page, never sent through us.
 */
export function registerAdyenTransaction(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    paymentCalls.adyenPaymentModes,
    'session',
    async ({ query, session, request }) => {
      const venue = await sessionVenue(app, session);
      offeredPaymentType(venue, 'adyen');
      const shopperLocale = adyenShopperLocale(requestLanguage(request));
      return { paymentMethods: await adyenMethods(app, venue, query.amount, shopperLocale) };
    },
  );

  contractRoute(
    server,
    app,
    paymentCalls.adyenTransaction,
    'session',
    async ({ body, session, request }) => {
      if (RAW_CARD_FIELDS.some((field) => field in body.payment_method)) {
        throw badRequest("Card details are typed on Adyen's page only", 'raw_card_data');
      }
      const venue = await sessionVenue(app, session);
      offeredPaymentType(venue, 'adyen');
      const shopperLocale = adyenShopperLocale(requestLanguage(request));
      const offered = await adyenMethods(app, venue, null, shopperLocale);
      if (!offered.some((method) => method.type === body.payment_method.type)) {
        throw unprocessable(
          'This Adyen payment method is not available',
          'payment_mode_unavailable',
        );
      }
      const started = await startPayment(app, session, body.order_details, 'adyen');
      const { payment } = started;
      let result;
      try {
        result = await cardProvider(app, 'adyen').startPayment({
          reference: payment.reference,
          ...cardAmount(payment, started.venue.company.decimal_precision),
          paymentMethod: body.payment_method,
          returnUrl: adyenReturnUrl(app, payment),
          shopperLocale,
        });
      } catch (error) {
        if (!(error instanceof AdyenGatewayError)) throw error;
        app.log.warn(
          { reference: payment.reference, error: error.message, code: error.errorCode },
          'Adyen refused the payment',
        );
        await settleAdyenOutcome(app, payment.reference, 'declined', null);
        throw adyenFailed();
      }
      const outcome = adyenOutcome(result.resultCode);
      if (outcome !== null) {
        await settleAdyenOutcome(app, payment.reference, outcome, result.pspReference);
        if (outcome === 'declined') throw adyenFailed();
      }
      const url = result.action?.url;
      return {
        ...paymentResult(started, typeof url === 'string' ? { pageUrl: url } : {}),
        data: { action: outcome === null ? result.action : null },
      };
    },
  );
}
