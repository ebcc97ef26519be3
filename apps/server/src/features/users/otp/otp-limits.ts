import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { oneTimeCodes } from '../../../db/schema';
import { tooManyRequests } from '../../../http/http-error';

/** spec: A§4 Login, A§9 (the code can be resent after a 30 s countdown). */
export const RESEND_AFTER_MS = 30 * 1000;
/** our choice: at most 5 codes per phone number or e-mail address per hour. */
export const SENDS_PER_ADDRESS_PER_HOUR = 5;
/** our choice: at most 20 codes per client IP address per hour. */
export const SENDS_PER_CLIENT_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** When the last code to this address was made, or null. */
export async function lastSentAt(
  db: Database,
  companyId: number,
  address: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.companyId, companyId), eq(oneTimeCodes.address, address)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Refuses a send that comes within 30 s of the last code to the same address. The count starts
 * from the one_time_codes table, so it holds across restarts and server processes.
 *
 * @throws HttpError 429 with the seconds left
 */
export async function assertResendAllowed(
  db: Database,
  companyId: number,
  address: string,
  now: Date,
): Promise<void> {
  const last = await lastSentAt(db, companyId, address);
  if (!last) return;
  const waitMs = last.getTime() + RESEND_AFTER_MS - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(
      `Please wait ${String(seconds)} seconds before asking for a new code`,
      'otp_resend_too_soon',
    );
  }
}

/**
 * Refuses a send beyond the hourly limits: per phone number or e-mail address, and per client
 * IP address. Counted from the one_time_codes table.
 *
 * @throws HttpError 429
 */
export async function assertSendLimits(
  db: Database,
  companyId: number,
  address: string,
  clientIp: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [perAddress] = await db
    .select({ sent: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.companyId, companyId),
        eq(oneTimeCodes.address, address),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  if ((perAddress?.sent ?? 0) >= SENDS_PER_ADDRESS_PER_HOUR) {
    throw tooManyRequests(
      'Too many codes were sent to this address. Please try again in an hour',
      'otp_send_limit',
    );
  }
  const [perClient] = await db
    .select({ sent: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.requestedBy, clientIp), gt(oneTimeCodes.createdAt, since)));
  if ((perClient?.sent ?? 0) >= SENDS_PER_CLIENT_PER_HOUR) {
    throw tooManyRequests(
      'Too many codes were asked for from this device. Please try again in an hour',
      'otp_send_limit',
    );
  }
}
