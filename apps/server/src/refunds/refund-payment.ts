import type { PosRefundBody, StaffCredential } from '@tabula/api-client';
import { add, parseAmount, subtract, toAmount } from '@tabula/engine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { providerSteps } from '../card-payments/payment-providers';
import { ProviderRefused } from '../card-payments/provider-steps';
import type { Database } from '../db/client';
import { payments, refunds } from '../db/schema';
import { conflict, HttpError, notFound, unprocessable } from '../http/http-error';
import { publishOrderUpdatedByPos } from '../orders/order-status';
import { findPaymentByReference, type PaymentRecord } from '../payments/payment-store';
import { paymentPrecision } from '../payments/payment-precision';
import { askedBy, refundKeyDifferences, refundKeyReused } from './refund-key';

/** A refund row. */
export type RefundRecord = typeof refunds.$inferSelect;

/** The refunds that count against what a payment took: given back, or being given back. */
export const COUNTING = ['pending', 'succeeded'];

/** A paid payment's refunds, what it took and what may still be given back. */
export interface PaymentRefunds {
  payment: PaymentRecord;
  paidAmount: string;
  refundableAmount: string;
  refunds: RefundRecord[];
}

/** The company's precision of a payment's order. */
export async function precisionOf(app: AppContext, payment: PaymentRecord): Promise<number> {
  const precision = await paymentPrecision(app, payment);
  if (precision === null) throw notFound('This order does not exist', 'order_not_found');
  return precision;
}

/** What is left to give back of a payment, given its refunds. */
export function refundable(
  payment: PaymentRecord,
  rows: RefundRecord[],
  precision: number,
): string {
  const given = add(
    '0',
    ...rows.filter((row) => COUNTING.includes(row.status)).map((row) => row.amount),
  );
  return toAmount(subtract(payment.amount, given), precision);
}

/** A payment and its refunds, by the payment's reference. */
export async function paymentRefunds(app: AppContext, reference: string): Promise<PaymentRefunds> {
  const payment = await findPaymentByReference(app.db, reference);
  if (!payment) throw notFound('This payment does not exist', 'payment_not_found');
  const precision = await precisionOf(app, payment);
  const rows = await app.db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id))
    .orderBy(asc(refunds.id));
  return {
    payment,
    paidAmount: toAmount(payment.amount, precision),
    refundableAmount:
      payment.status === 'paid' ? refundable(payment, rows, precision) : toAmount('0', precision),
    refunds: rows,
  };
}

/**
 * Gives back all or part of a paid payment (issue 19: refunds from the POS, never more than was
 * taken). Under a lock of the payment row the amount is checked against what is left and a
 * pending refund reserves it; then a card payment is refunded at its provider (in minor units,
 * with the refund's id as the provider's idempotency key), and cash or a counter card payment is
 * recorded as given back by hand. A provider that refuses leaves the refund failed: nothing was
 * given back and the amount is free again (502 refund_failed). The same refund_key again with
 * the same body is the same refund, with the same answer (a refused one is refused again; a retry
 * takes a new key); with another amount or reason it is refused (409 refund_key_reused), so staff
 * never read the first refund's answer as theirs.
 * Once money was given back, the order's followers hear order_updated by 'pos' (issue 30: the
 * diner's screens read the order again and say it was refunded).
 *
 * @param madeBy - the staff credential the refund is asked with, kept with it
 * @throws HttpError 404 payment_not_found; 409 payment_not_refundable (not paid),
 *   refund_key_in_use (the key of another payment), refund_key_reused (another body);
 *   422 refund_amount_invalid, refund_exceeds_payment; 502 refund_failed
 */
export async function refundPayment(
  app: AppContext,
  reference: string,
  body: PosRefundBody,
  madeBy: StaffCredential,
): Promise<PaymentRefunds> {
  const found = await findPaymentByReference(app.db, reference);
  if (!found) throw notFound('This payment does not exist', 'payment_not_found');
  const [replay] = await app.db
    .select()
    .from(refunds)
    .where(eq(refunds.refundKey, body.refund_key));
  if (replay) return replayed(app, found, replay, body);
  if (found.status !== 'paid') {
    throw conflict('Only a paid payment can be refunded', 'payment_not_refundable', {
      status: found.status,
    });
  }
  const precision = await precisionOf(app, found);
  if (body.amount !== undefined) {
    const parsed = parseAmount(body.amount);
    if (parsed.isZero() || parsed.decimalPlaces() > precision) {
      throw unprocessable(
        `The amount must be more than zero, with at most ${String(precision)} decimals`,
        'refund_amount_invalid',
      );
    }
  }

  const reservation = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, found.id))
      .for('update');
    if (!payment) throw notFound('This payment does not exist', 'payment_not_found');
    // The same key sent twice at once: the second finds the first's row once it holds the lock.
    const [again] = await tx.select().from(refunds).where(eq(refunds.refundKey, body.refund_key));
    if (again) return { kind: 'replay' as const, row: again };
    const rows = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, COUNTING)));
    const left = refundable(payment, rows, precision);
    const amount = toAmount(body.amount ?? left, precision);
    if (parseAmount(left).isZero() || parseAmount(amount).gt(parseAmount(left))) {
      throw unprocessable(
        `At most ${payment.currency} ${left} of this payment can still be given back`,
        'refund_exceeds_payment',
        { refundable: left, requested: amount },
      );
    }
    const now = app.now();
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId: payment.orderId,
        refundKey: body.refund_key,
        amount,
        requestedAmount: body.amount === undefined ? null : toAmount(body.amount, precision),
        reason: body.reason ?? null,
        madeBy,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('refund insert returned nothing');
    return { kind: 'reserved' as const, row };
  });
  if (reservation.kind === 'replay') return replayed(app, found, reservation.row, body);
  const reserved = reservation.row;

  const refundAtProvider = providerSteps(found.provider).refund;
  if (found.providerPaymentId === null || refundAtProvider === null) {
    // Cash, a card at the counter or a hosted page: staff give the money back by hand.
    await finish(app, reserved.id, { status: 'succeeded' });
    publishOrderUpdatedByPos(app, { id: found.orderId });
    return paymentRefunds(app, reference);
  }
  try {
    const providerRefundId = await refundAtProvider(
      app,
      { ...found, providerPaymentId: found.providerPaymentId },
      reserved,
      precision,
    );
    await finish(app, reserved.id, { status: 'succeeded', providerRefundId });
  } catch (error) {
    if (!(error instanceof ProviderRefused)) throw error;
    await finish(app, reserved.id, { status: 'failed', failure: error.message });
    throw providerRefused(error.message);
  }
  publishOrderUpdatedByPos(app, { id: found.orderId });
  return paymentRefunds(app, reference);
}

/**
 * The answer to a refund key sent again: the same refund asked again gets the same answer (a
 * refund the provider refused stays refused: a new attempt takes a new key, it is never reported
 * as done); the key of another payment, or sent with another amount or reason, is refused.
 */
async function replayed(
  app: AppContext,
  payment: PaymentRecord,
  replay: RefundRecord,
  body: PosRefundBody,
): Promise<PaymentRefunds> {
  if (replay.paymentId !== payment.id) {
    throw conflict('This refund key belongs to another payment', 'refund_key_in_use');
  }
  const first = { amount: replay.requestedAmount, reason: replay.reason };
  const sent = askedBy(body);
  const differs = refundKeyDifferences(first, sent);
  if (differs.length > 0) throw refundKeyReused(first, sent, differs, payment.currency);
  if (replay.status === 'failed') throw providerRefused(replay.failure ?? 'refused');
  return paymentRefunds(app, payment.reference);
}

/** The provider's refusal of a refund, as staff read it (502 refund_failed). */
function providerRefused(message: string): HttpError {
  return new HttpError(502, `The card provider refused the refund: ${message}`, 'refund_failed');
}

async function finish(
  app: AppContext,
  id: number,
  outcome: { status: 'succeeded' | 'failed'; providerRefundId?: string; failure?: string },
) {
  await app.db
    .update(refunds)
    .set({
      status: outcome.status,
      providerRefundId: outcome.providerRefundId ?? null,
      failure: outcome.failure ?? null,
      updatedAt: app.now(),
    })
    .where(eq(refunds.id, id));
}
