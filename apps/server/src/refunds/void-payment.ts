import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { providerSteps } from '../card-payments/payment-providers';
import { ProviderUnreachable } from '../card-payments/provider-steps';
import { payments } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/http-error';
import { publishOrderUpdatedByPos } from '../orders/order-status';
import { findPaymentByReference, type PaymentRecord } from '../payments/payment-store';

/**
 * Staff void a payment still in progress (issue 19): a card payment is cancelled at its provider
 * first, so it can never be paid afterwards, then declined; if the provider answers that it was
 * paid meanwhile, it is settled paid and the void is refused (409; a refund gives it back). A
 * hosted-page payment's page is closed at the provider first, likewise. Each provider's `void`
 * step does its part (card-payments/payment-providers.ts). Cash waits for the counter and is not
 * voided here.
 * A payment voided is marked so (voided_at), which tells a void from a provider's decline.
 *
 * @throws HttpError 404 payment_not_found; 409 payment_already_settled; 422 payment_not_voidable;
 *   502 void_failed when the provider cannot be reached
 */
export async function voidPayment(app: AppContext, reference: string): Promise<void> {
  const payment = await findPaymentByReference(app.db, reference);
  if (!payment) throw notFound('This payment does not exist', 'payment_not_found');
  if (payment.status !== 'in_progress') {
    throw conflict(`This payment is already ${payment.status}`, 'payment_already_settled', {
      status: payment.status,
    });
  }
  const voidAtProvider = providerSteps(payment.provider).void;
  if (voidAtProvider === null) {
    throw new HttpError(
      422,
      'A cash payment is settled at the counter, not voided',
      'payment_not_voidable',
    );
  }
  let outcome;
  try {
    outcome = await voidAtProvider(app, payment);
  } catch (error) {
    if (!(error instanceof ProviderUnreachable)) throw error;
    throw new HttpError(
      502,
      `The card provider could not be reached: ${error.message}`,
      'void_failed',
    );
  }
  if (outcome === 'paid') {
    throw conflict(
      'The card was charged before the void; refund it instead',
      'payment_already_settled',
      { status: 'paid' },
    );
  }
  if (outcome === 'processing') {
    throw conflict('The card is being charged; try again in a moment', 'payment_processing');
  }
  await markVoided(app, payment);
}

/**
 * Records that staff voided the payment, once it has ended unpaid (an order whose own payment
 * was voided cannot move on: refunds/order-money-end.ts), and tells the order's followers
 * (order_updated by 'pos'), so a diner's screen reads the order again.
 */
async function markVoided(
  app: AppContext,
  payment: Pick<PaymentRecord, 'id' | 'orderId'>,
): Promise<void> {
  await app.db
    .update(payments)
    .set({ voidedAt: app.now(), updatedAt: app.now() })
    .where(
      and(
        eq(payments.id, payment.id),
        inArray(payments.status, ['declined', 'abandoned']),
        isNull(payments.voidedAt),
      ),
    );
  publishOrderUpdatedByPos(app, { id: payment.orderId });
}
