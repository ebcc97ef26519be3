import type { OrderPayload } from '@tabula/api-client';
import type { AppContext } from '../../../app-context';
import { cardAmount } from '../../../card-payments/card-amount';
import { stripeCustomerOf } from '../../../card-payments/provider-customer';
import { StripeGatewayError } from '../../../card-payments/stripe/stripe-gateway';
import { HttpError, unprocessable } from '../../../http/http-error';
import { priceOrderPayload } from '../../../orders/pricing/price-order-payload';
import type { SessionRecord } from '../../../session/session-store';
import { paysTableBill } from '../../../splits/split-payment-start';
import { paysOpenTab } from '../../../tables/tab-payment-start';
import { requireRegistered } from '../../../users/current-user';
import { sessionVenue } from '../../../venue/venue-snapshots';
import { offeredPaymentType } from '../start-payment';
import { cardProvider } from '../../../card-payments/card-provider';

/** The body of POST payments/stripe/v1/payment_intents. */
export interface StripeIntentBody {
  order_details: OrderPayload;
  reference_code: string;
  save_card: boolean;
}

/**
 * The PaymentIntent a Stripe direct payment confirms its card against (issue 31; ADR 0008
 * addendum): Stripe.js takes the card on Stripe's origin, but only the secret key makes an
 * intent, so the server makes it before the order is sent.
 * - Stripe direct must be offered at the diner's venue, and the payment be Stripe's;
 * - an order (not a tab's part or a bill's share, which their own calls price) is priced now, so
 *   a changed total or a sold-out dish is refused before any card is charged;
 * - the intent is for the payment's amount in minor units at the company's precision and the
 *   company's currency, its `metadata.reference` the payment reference; one intent per
 *   reference, however often this is asked (Stripe's idempotency key);
 * - save_card (registered diners only, else 403) makes it for the diner's Stripe customer with
 *   `setup_future_usage`, so the card Stripe keeps is theirs to pay with again.
 * The order call (start-stripe-direct.ts) still reads the intent at Stripe and compares it with
 * the order it prices; nothing here is trusted there.
 */
export async function startStripeIntent(
  app: AppContext,
  session: SessionRecord,
  body: StripeIntentBody,
): Promise<{ payment_intent_id: string; client_secret: string }> {
  const payload = body.order_details;
  const payment = payload.payment;
  if (payment?.payment_type !== 'stripe') {
    throw unprocessable('The payment must be a Stripe card payment', 'payment_type_mismatch');
  }
  const venue = await sessionVenue(app, session);
  offeredPaymentType(venue, 'stripe');
  if (!paysOpenTab(payload) && !paysTableBill(payload)) {
    await priceOrderPayload(app, session, venue, payload, { paymentType: 'stripe' });
  }
  const user = body.save_card ? await requireRegistered(app.db, session) : null;
  try {
    const customer = user === null ? null : await stripeCustomerOf(app, user);
    const intent = await cardProvider(app, 'stripe').createIntent({
      reference: body.reference_code,
      ...cardAmount(
        { amount: payment.amount, currency: venue.company.currency },
        venue.company.decimal_precision,
      ),
      customer,
      savedCard: null,
      saveCard: body.save_card,
      returnUrl: null,
      idempotencyKey: `stripe-direct-intent-${body.reference_code}`,
    });
    if (intent.clientSecret === null) throw new Error('Stripe answered an intent without a secret');
    return { payment_intent_id: intent.id, client_secret: intent.clientSecret };
  } catch (error) {
    if (!(error instanceof StripeGatewayError)) throw error;
    app.log.error({ reference: body.reference_code, error: error.message }, 'no Stripe intent');
    throw new HttpError(
      502,
      'The card provider could not be reached. Please try again',
      'stripe_unavailable',
    );
  }
}
