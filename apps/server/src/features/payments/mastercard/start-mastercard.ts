import type { OrderPayload } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context';
import { MastercardGatewayError } from '../../../card-payments/mastercard/mastercard-gateway';
import {
  endMastercardPayment,
  loadMastercardPayment,
  type MastercardKind,
  type MastercardPaymentRecord,
} from '../../../card-payments/mastercard/mastercard-payment';
import { mastercardPayments, payments } from '../../../db/schema';
import { conflict, HttpError, notFound, unprocessable } from '../../../http/http-error';
import { findPaymentByReference, type PaymentRecord } from '../../../payments/payment-store';
import type { SessionRecord } from '../../../session/session-store';
import { startPayment } from '../start-payment';
import { cardProvider } from '../../../card-payments/card-provider';

/** A Mastercard gateway payment this diner started, with its gateway row. */
export interface OwnedMastercardPayment {
  payment: PaymentRecord;
  gateway: MastercardPaymentRecord;
}

/** The app's payment reference (B§4 step 1): 8 to 100 letters, digits, _ or -. */
export function checkReference(reference: string): void {
  if (!/^[\w-]{8,100}$/.test(reference)) {
    throw unprocessable(
      'The payment reference must be 8 to 100 letters, digits, _ or -',
      'invalid_reference',
    );
  }
}

const isOwner = (session: SessionRecord, payment: PaymentRecord) =>
  payment.sessionId === session.id ||
  (session.userId !== null && payment.userId === session.userId);

/**
 * The Mastercard gateway payment of a reference, only when this session or diner started it:
 * anyone else's reads exactly like an unknown one (404).
 */
export async function ownedMastercardPayment(
  app: AppContext,
  session: SessionRecord,
  reference: string,
): Promise<OwnedMastercardPayment> {
  checkReference(reference);
  const found = await loadMastercardPayment(app, reference);
  if (found === null || !isOwner(session, found.payment)) {
    throw notFound('Payment not found', 'payment_not_found');
  }
  return found;
}

/** A payment that has ended takes no more steps: 409 with how it ended. */
export function requireInProgress(payment: PaymentRecord): void {
  if (payment.status !== 'in_progress') {
    throw conflict(`This payment has already ended (${payment.status})`, 'payment_ended', {
      status: payment.status,
    });
  }
}

/** The gateway not reached, or refusing for its own reasons: 502, the diner may try again. */
export function gatewayUnavailable(error: MastercardGatewayError): HttpError {
  return new HttpError(
    502,
    'The card gateway is not available. Please try again',
    'gateway_unavailable',
    { reason: error.message },
  );
}

/** Waits briefly for the gateway row of a payment another request is starting right now. */
async function settledStart(
  app: AppContext,
  reference: string,
): Promise<OwnedMastercardPayment | null> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const found = await loadMastercardPayment(app, reference);
    if (found !== null) return found;
    const payment = await findPaymentByReference(app.db, reference);
    if (payment?.status !== 'in_progress') return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * Starts a Mastercard gateway payment (B§4 Mastercard, Google Pay, Apple Pay): the order (or the
 * tab or bill part) is placed as with any provider under the app's reference, and a hosted
 * session is made at the gateway. The gateway's order is named by the reference.
 * - The payload must pay with the mastercard payment type.
 * - The same reference again from the same diner is the same payment (a retried start is never
 *   doubled) and answers it as it stands; from anyone else, or for another kind, a 409.
 * - A gateway that cannot make a session declines the payment and answers 502.
 */
export async function startMastercard(
  app: AppContext,
  session: SessionRecord,
  body: { order_details: OrderPayload; reference_id: string },
  kind: MastercardKind,
): Promise<OwnedMastercardPayment & { replayed: boolean }> {
  const reference = body.reference_id;
  checkReference(reference);
  if (body.order_details.payment?.payment_type !== 'mastercard') {
    throw unprocessable(
      'The payment must be a Mastercard gateway payment',
      'payment_type_mismatch',
    );
  }
  const replay = async (existing: PaymentRecord) => {
    if (existing.provider !== 'mastercard' || !isOwner(session, existing)) {
      throw conflict('This payment reference is already in use', 'reference_in_use');
    }
    const found = await settledStart(app, reference);
    if (found === null) {
      throw conflict('This payment has already ended', 'payment_ended', {
        status: existing.status,
      });
    }
    if (found.gateway.kind !== kind) {
      throw conflict('This payment reference is already in use', 'reference_in_use');
    }
    return { ...found, replayed: true };
  };
  const existing = await findPaymentByReference(app.db, reference);
  if (existing) return replay(existing);

  let started;
  try {
    started = await startPayment(app, session, body.order_details, 'mastercard', { reference });
  } catch (error) {
    // The same start sent twice at once: the second lost the reference's unique row.
    const winner = await findPaymentByReference(app.db, reference);
    if (winner) return replay(winner);
    throw error;
  }
  let sessionId: string;
  try {
    sessionId = await cardProvider(app, 'mastercard').createSession();
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    await endMastercardPayment(app, started.payment, 'declined', error.message);
    throw gatewayUnavailable(error);
  }
  const [gateway] = await app.db
    .insert(mastercardPayments)
    .values({
      paymentId: started.payment.id,
      kind,
      sessionId,
      authentication: 'none',
      createdAt: app.now(),
    })
    .returning();
  if (!gateway) throw new Error('the gateway row was not stored');
  const [payment] = await app.db
    .update(payments)
    .set({ providerPaymentId: reference, updatedAt: app.now() })
    .where(eq(payments.id, started.payment.id))
    .returning();
  return { payment: payment ?? started.payment, gateway, replayed: false };
}
