import type { AppContext } from '../../../app-context';
import { reconcileCardPayment } from '../../../card-payments/reconcile-card-payment';
import { notFound, unprocessable } from '../../../http/http-error';
import { findOwnedPayment } from '../../../payments/payment-store';
import type { SessionRecord } from '../../../session/session-store';
import { confirmUrl, connectedCardReturnUrl } from './start-connected-card';
import { cardProvider } from '../../../card-payments/card-provider';

/**
 * The intent of a connected-card payment, polled every 20 s by the app (B§4 step 4; B§7 GET
 * .../payment_intents/{id}, the id being the payment reference). Only the diner who started it
 * reads it. Each poll asks the provider too, so a payment the diner's browser lost track of is
 * still settled (paid, or declined once the provider cancelled it). A payment that ended without
 * being paid answers 422 payment_intent_failed with the reason, which the app shows: the
 * provider's message of the last failed attempt (e.g. a failed 3-D Secure check) when it gave one.
 */
export async function pollIntent(app: AppContext, session: SessionRecord, reference: string) {
  const payment = await findOwnedPayment(app.db, session, { reference });
  if (payment?.provider !== 'stripe_connect') {
    throw notFound('Payment not found', 'payment_not_found');
  }
  await reconcileCardPayment(app, payment);
  const current = (await findOwnedPayment(app.db, session, { reference })) ?? payment;
  const intent =
    current.providerPaymentId === null
      ? null
      : await cardProvider(app, 'stripe')
          .retrieveIntent(current.providerPaymentId)
          .catch(() => null);
  if (current.status === 'declined' || current.status === 'abandoned') {
    throw unprocessable(
      intent?.lastError ?? 'Payment failed. Please try again',
      'payment_intent_failed',
    );
  }
  const clientSecret = current.status === 'in_progress' ? (intent?.clientSecret ?? null) : null;
  return {
    data: {
      client_secret: clientSecret,
      reference_id: current.reference,
      return_url: connectedCardReturnUrl(app, current),
      confirm_url: clientSecret === null ? null : confirmUrl(app, current),
      // What the card page loads Stripe.js with (our addition, issue 31).
      ...(app.config.stripe === null
        ? {}
        : {
            publishable_key: app.config.stripe.publishableKey,
            stripe_js_url: app.config.stripe.jsUrl,
          }),
    },
  };
}
