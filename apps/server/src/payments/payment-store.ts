import { randomBytes } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import type { SessionRecord } from '../session/session-store';

/** A payments row as stored. */
export type PaymentRecord = typeof payments.$inferSelect;

/** The statuses a payments row goes through (B§4 Payment; abandoned is ours). */
export type StoredPaymentStatus = 'in_progress' | 'paid' | 'declined' | 'abandoned';

/** The reference prefix of a generic standalone payment, so its return URL says standalone. */
// our choice: the reference carries the standalone flag (B§2 /payment-processing?standalone).
export const STANDALONE_REFERENCE_PREFIX = 'sa_';

/**
 * A fresh payment reference (the provider's reference and the app's `reference` query): 24
 * random bytes, url-safe, so a reference cannot be guessed or enumerated.
 * spec: B§2 /payment-processing?reference; B§3 Payment details.
 */
export function newPaymentReference(options: { standalone?: boolean } = {}): string {
  const token = randomBytes(24).toString('base64url');
  return `${options.standalone === true ? STANDALONE_REFERENCE_PREFIX : 'pay_'}${token}`;
}

/**
 * The reference of a new payment: the one the app made (the connected card flow names its
 * payment before starting it, B§4 step 1), or a fresh unguessable one.
 */
export function paymentReferenceFor(
  options: { standalone?: boolean; reference?: string } = {},
): string {
  return options.reference ?? newPaymentReference(options);
}

/** Whether a reference belongs to a generic standalone payment. */
export function isStandaloneReference(reference: string): boolean {
  return reference.startsWith(STANDALONE_REFERENCE_PREFIX);
}

/** Payments started by this session, or by its signed-in diner (spec: issue 4, authorisation). */
export function paymentOwnedBy(session: Pick<SessionRecord, 'id' | 'userId'>) {
  return session.userId === null
    ? eq(payments.sessionId, session.id)
    : or(eq(payments.sessionId, session.id), eq(payments.userId, session.userId));
}

/**
 * One payment, only when this session or diner started it; null otherwise, so another diner's
 * reference reads exactly like an unknown one (B§7 verification, generic payment status).
 */
export async function findOwnedPayment(
  db: Database,
  session: SessionRecord,
  where: { reference: string } | { orderId: number },
): Promise<PaymentRecord | null> {
  const match =
    'reference' in where
      ? eq(payments.reference, where.reference)
      : eq(payments.orderId, where.orderId);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(match, paymentOwnedBy(session)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** A payment by its reference, whoever started it (a provider's notification names only the reference). */
export async function findPaymentByReference(
  db: Database,
  reference: string,
): Promise<PaymentRecord | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ?? null;
}
