import { channelName } from '@tabula/api-client';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { loyaltyLedger, mastercardPayments, payments } from '../../db/schema';
import { LEDGER_EARNED } from '../../loyalty/settle-order-loyalty';
import { findPaymentByReference, type PaymentRecord } from '../../payments/payment-store';
import { paymentPrecision } from '../../payments/payment-precision';
import { settlePayment } from '../../payments/settle-payment';
import { gatewayAmount } from '../card-amount';
import { ownerRooms } from '../owner-rooms';
import { MastercardGatewayError, type MastercardTransaction } from './mastercard-gateway';
import { cardProvider } from '../card-provider';

/** A Mastercard gateway payment's row at the gateway's side (db mastercard_payments). */
export type MastercardPaymentRecord = typeof mastercardPayments.$inferSelect;

/** What pays a Mastercard gateway payment. */
export type MastercardKind = 'card' | 'google_pay' | 'apple_pay';

/**
 * The transaction ids Tabula uses on the gateway's order (whose id is the payment reference):
 * one authentication, one verification, one payment, so a repeated call is the same
 * transaction at the gateway and never a second charge.
 */
export const GATEWAY_TRANSACTIONS = {
  authentication: 'auth-1',
  verification: 'verify-1',
  payment: 'pay-1',
} as const;

/**
 * How long the payer has to answer a 3-D Secure challenge before the payment is declined
 * (B§9 Google Pay authentication timeout, 120 s; our choice: the same for a typed card).
 */
export const AUTHENTICATION_TIMEOUT_MS = 120_000;

/** The gateway's word on a declined payment, as a diner reads it (B§8 "oops" with the message). */
export function declineMessage(code: string | null): string {
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return 'Your card has insufficient funds.';
    case 'EXPIRED_CARD':
      return 'Your card has expired.';
    default:
      return 'Your card was declined.';
  }
}

/** The payment and its gateway row, by reference; null when either is missing. */
export async function loadMastercardPayment(
  app: AppContext,
  reference: string,
): Promise<{ payment: PaymentRecord; gateway: MastercardPaymentRecord } | null> {
  const payment = await findPaymentByReference(app.db, reference);
  if (payment?.provider !== 'mastercard') return null;
  const [gateway] = await app.db
    .select()
    .from(mastercardPayments)
    .where(eq(mastercardPayments.paymentId, payment.id));
  return gateway ? { payment, gateway } : null;
}

/** The amount the gateway is asked for, at the company's precision (engine decimals). */
export async function paymentAmount(app: AppContext, payment: PaymentRecord) {
  const precision = await paymentPrecision(app, payment);
  if (precision === null) throw new Error(`payment ${payment.reference} has no order`);
  return gatewayAmount(payment, precision);
}

/** The points a paid order earned, as the success event carries them (B§4 Apple Pay). */
async function earnedPoints(app: AppContext, payment: PaymentRecord): Promise<string | null> {
  const [row] = await app.db
    .select({ delta: loyaltyLedger.delta })
    .from(loyaltyLedger)
    .where(
      and(eq(loyaltyLedger.orderId, payment.orderId), eq(loyaltyLedger.reason, LEDGER_EARNED)),
    );
  return row?.delta ?? null;
}

/** Tells the diner's browser how the payment ended, on private_mastercard_transaction (B§7). */
export async function announceMastercardOutcome(
  app: AppContext,
  payment: PaymentRecord,
  outcome: 'paid' | 'declined',
  error: string | null,
): Promise<void> {
  const channel = channelName('private_mastercard_transaction', payment.reference);
  const reference_id = payment.reference;
  if (outcome === 'paid') {
    app.realtime.publish(
      channel,
      'payment_succeeded',
      {
        reference_id,
        payment_intent_id: `${payment.reference}/${GATEWAY_TRANSACTIONS.payment}`,
        earned_loyalty: await earnedPoints(app, payment),
      },
      ownerRooms(payment),
    );
  } else {
    app.realtime.publish(channel, 'payment_failed', { reference_id, error }, ownerRooms(payment));
  }
}

/** Tells the browser how the payer's authentication ended, on mastercard_authentication (B§7). */
export function announceAuthentication(
  app: AppContext,
  payment: PaymentRecord,
  error: string | null,
): void {
  const channel = channelName('mastercard_authentication', payment.reference);
  const reference_id = payment.reference;
  if (error === null) {
    app.realtime.publish(
      channel,
      'authentication_completed',
      { reference_id },
      ownerRooms(payment),
    );
  } else {
    app.realtime.publish(
      channel,
      'authentication_failed',
      { reference_id, error },
      ownerRooms(payment),
    );
  }
}

/** Settles the payment and tells the browser, once: a payment already settled is left alone. */
export async function endMastercardPayment(
  app: AppContext,
  payment: PaymentRecord,
  outcome: 'paid' | 'declined',
  error: string | null,
): Promise<void> {
  const settled = await settlePayment(app, payment.reference, outcome);
  if (settled.kind === 'settled') await announceMastercardOutcome(app, payment, outcome, error);
}

/**
 * Moves the authentication from one state to another, once: the caller that wins the move acts
 * on it (announces it, pays), any other finds it moved already.
 */
export async function moveAuthentication(
  app: AppContext,
  gateway: MastercardPaymentRecord,
  from: readonly string[],
  to: string,
  deadline: Date | null = null,
): Promise<boolean> {
  const moved = await app.db
    .update(mastercardPayments)
    .set({ authentication: to, authenticationDeadline: deadline })
    .where(
      and(
        eq(mastercardPayments.paymentId, gateway.paymentId),
        or(...from.map((state) => eq(mastercardPayments.authentication, state))),
      ),
    )
    .returning({ id: mastercardPayments.paymentId });
  return moved.length === 1;
}

/**
 * Acts on the authentication's end as the gateway reports it (never as the browser says):
 * succeeded announces authentication_completed and, for a typed card, pays at once; failed
 * announces authentication_failed and declines the payment. Each happens once however many
 * callers (the challenge's return, the reconciliation) see it.
 */
export async function authenticationEnded(
  app: AppContext,
  payment: PaymentRecord,
  gateway: MastercardPaymentRecord,
  transaction: Pick<MastercardTransaction, 'authenticationStatus'>,
): Promise<void> {
  if (transaction.authenticationStatus === 'AUTHENTICATION_SUCCESSFUL') {
    if (!(await moveAuthentication(app, gateway, ['available', 'pending'], 'succeeded'))) return;
    announceAuthentication(app, payment, null);
    if (gateway.kind === 'card') {
      await payMastercard(app, payment, { ...gateway, authentication: 'succeeded' });
    }
    return;
  }
  if (transaction.authenticationStatus === 'AUTHENTICATION_FAILED') {
    if (!(await moveAuthentication(app, gateway, ['available', 'pending'], 'failed'))) return;
    const error = 'The card holder could not be authenticated';
    announceAuthentication(app, payment, error);
    await endMastercardPayment(app, payment, 'declined', error);
  }
}

/**
 * Pays a Mastercard gateway payment with its session's card (PAY), once: the first caller claims
 * the payment and sends PAY; any other caller (a retried or repeated call) sends nothing. The
 * gateway's answer settles it: approved paid, declined declined with the gateway's reason. A
 * gateway that cannot be reached leaves the payment in progress for the reconciliation, which
 * reads the order at the gateway.
 *
 * @returns how the payment stands afterwards
 */
export async function payMastercard(
  app: AppContext,
  payment: PaymentRecord,
  gateway: MastercardPaymentRecord,
): Promise<'paid' | 'declined' | 'in_progress'> {
  const claimed = await app.db
    .update(mastercardPayments)
    .set({ payStartedAt: app.now() })
    .where(
      and(
        eq(mastercardPayments.paymentId, gateway.paymentId),
        isNull(mastercardPayments.payStartedAt),
      ),
    )
    .returning({ id: mastercardPayments.paymentId });
  if (claimed.length === 0) return currentStatus(app, payment.reference);
  await app.db.update(payments).set({ updatedAt: app.now() }).where(eq(payments.id, payment.id));
  try {
    const transaction = await cardProvider(app, 'mastercard').pay({
      orderId: payment.reference,
      transactionId: GATEWAY_TRANSACTIONS.payment,
      sessionId: gateway.sessionId,
      ...(await paymentAmount(app, payment)),
      authenticationTransactionId:
        gateway.authentication === 'succeeded' ? GATEWAY_TRANSACTIONS.authentication : null,
      reference: payment.reference,
    });
    const paid = transaction.result === 'SUCCESS';
    await endMastercardPayment(
      app,
      payment,
      paid ? 'paid' : 'declined',
      paid ? null : declineMessage(transaction.gatewayCode),
    );
  } catch (error) {
    if (!(error instanceof MastercardGatewayError)) throw error;
    if (error.status === null || error.status >= 500) {
      app.log.warn(
        { reference: payment.reference, error: error.message },
        'Mastercard gateway not reachable while paying; left to the reconciliation',
      );
      return 'in_progress';
    }
    await endMastercardPayment(app, payment, 'declined', error.message);
  }
  return currentStatus(app, payment.reference);
}

async function currentStatus(
  app: AppContext,
  reference: string,
): Promise<'paid' | 'declined' | 'in_progress'> {
  const now = await findPaymentByReference(app.db, reference);
  if (now?.status === 'paid') return 'paid';
  if (now?.status === 'in_progress') return 'in_progress';
  return 'declined';
}

/**
 * Staff void a Mastercard gateway payment still in progress: no PAY may start afterwards (the
 * pay claim is taken), then the gateway's order is read; charged there, it is paid and the void
 * refused; otherwise it is declined.
 *
 * @returns how the payment ended
 * @throws MastercardGatewayError when the gateway cannot be read
 */
export async function voidMastercard(
  app: AppContext,
  payment: PaymentRecord,
): Promise<'paid' | 'declined' | 'processing'> {
  const found = await loadMastercardPayment(app, payment.reference);
  if (found === null) {
    await endMastercardPayment(app, payment, 'declined', null);
    return 'declined';
  }
  const claimed = await app.db
    .update(mastercardPayments)
    .set({ payStartedAt: app.now() })
    .where(
      and(
        eq(mastercardPayments.paymentId, found.gateway.paymentId),
        isNull(mastercardPayments.payStartedAt),
      ),
    )
    .returning({ id: mastercardPayments.paymentId });
  const order = await cardProvider(app, 'mastercard').retrieveOrder(payment.reference);
  const pay = order?.transactions.find((t) => t.id === GATEWAY_TRANSACTIONS.payment);
  if (pay?.result === 'SUCCESS') {
    await endMastercardPayment(app, payment, 'paid', null);
    return 'paid';
  }
  // A PAY sent by someone else and not answered yet: the gateway's answer decides.
  if (claimed.length === 0 && pay === undefined) return 'processing';
  await endMastercardPayment(app, payment, 'declined', null);
  return 'declined';
}
