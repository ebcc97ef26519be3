import { and, count, desc, eq, gt, inArray, sum, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { oneTimeCodes } from '../../../db/schema';
import { tooManyRequests } from '../../../http/http-error';
import { secondsUntilUnder } from '../../../http/retry-after';

/** spec: A§4 Login, A§9 (the code can be resent after a 30 s countdown): per account, any channel. */
export const RESEND_AFTER_MS = 30 * 1000;
/** our choice: at most 5 codes per mobile number or e-mail address per hour (strict per identity). */
export const SENDS_PER_ADDRESS_PER_HOUR = 5;
/**
 * our choice: at most 10 wrong codes per account per hour, over every code and channel (each code
 * also dies after 5): a guesser gets 10 tries an hour at 10,000 codes.
 */
export const WRONG_TRIES_PER_HOUR = 10;
export const HOUR_MS = 60 * 60 * 1000;

/** When the last code to any of these addresses was made, or null. */
export async function lastSentAt(
  db: Queryable,
  companyId: number,
  addresses: readonly string[],
): Promise<Date | null> {
  if (addresses.length === 0) return null;
  const [row] = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.companyId, companyId), inArray(oneTimeCodes.address, [...addresses])),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * When the last code to this address was made, if that was less than 30 s ago (so a new one would
 * be refused), else null. The verification and sign-up keep such a code rather than refusing.
 */
export async function codeStillWaiting(
  db: Queryable,
  companyId: number,
  address: string,
  now: Date,
): Promise<Date | null> {
  const last = await lastSentAt(db, companyId, [address]);
  return last && now.getTime() - last.getTime() < RESEND_AFTER_MS ? last : null;
}

/**
 * Refuses a send within 30 s of the last code to the same account, whichever channel either went
 * by. Counted from the one_time_codes table, so it holds across restarts and server processes.
 *
 * @param addresses - every address of the account (or pending sign-up)
 * @throws HttpError 429 otp_resend_too_soon with the seconds left
 */
export async function assertResendAllowed(
  db: Queryable,
  companyId: number,
  addresses: readonly string[],
  now: Date,
): Promise<void> {
  const last = await lastSentAt(db, companyId, addresses);
  if (!last) return;
  const waitMs = last.getTime() + RESEND_AFTER_MS - now.getTime();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw tooManyRequests(
      `Please wait ${String(seconds)} seconds before asking for a new code`,
      'otp_resend_too_soon',
      { retry_after_seconds: seconds },
    );
  }
}

/** Wrong codes entered for these addresses in the hour before `now`. */
export async function wrongTriesInLastHour(
  db: Queryable,
  companyId: number,
  addresses: readonly string[],
  now: Date,
): Promise<number> {
  if (addresses.length === 0) return 0;
  const [row] = await db
    .select({ wrong: sum(oneTimeCodes.attempts) })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.companyId, companyId),
        inArray(oneTimeCodes.address, [...addresses]),
        gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return Number(row?.wrong ?? 0);
}

/** The message once an account has used up its wrong tries for the hour. */
export const TOO_MANY_WRONG_CODES = 'Too many incorrect codes. Please try again in an hour';

/** What {@link assertSendLimits} counts. */
export interface SendRequest {
  companyId: number;
  /** Where this code goes. */
  address: string;
  /** Every address of the account (or pending sign-up). */
  accountAddresses: readonly string[];
  /** The diner's address as read through the trusted proxies. */
  clientIp: string;
  /** The per-client-address hourly limit (configuration). */
  perClientPerHour: number;
  now: Date;
}

/**
 * Refuses a send beyond the limits: per mobile number or e-mail address per hour (strict), an
 * account that used up its wrong tries for the hour, and per client address per hour
 * (generous). Counted from the one_time_codes table.
 *
 * @throws HttpError 429 otp_send_limit with the seconds until a code may be sent
 */
export async function assertSendLimits(db: Queryable, request: SendRequest): Promise<void> {
  const since = new Date(request.now.getTime() - HOUR_MS);
  const [perAddress] = await db
    .select({ sent: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.companyId, request.companyId),
        eq(oneTimeCodes.address, request.address),
        gt(oneTimeCodes.createdAt, since),
      ),
    );
  if ((perAddress?.sent ?? 0) >= SENDS_PER_ADDRESS_PER_HOUR) {
    const match = and(
      eq(oneTimeCodes.companyId, request.companyId),
      eq(oneTimeCodes.address, request.address),
    );
    throw tooManyRequests(
      'Too many codes were sent to this address. Please try again in an hour',
      'otp_send_limit',
      await waitFor(db, match, SENDS_PER_ADDRESS_PER_HOUR, request.now, 'codes'),
    );
  }
  const wrong = await wrongTriesInLastHour(
    db,
    request.companyId,
    request.accountAddresses,
    request.now,
  );
  if (wrong >= WRONG_TRIES_PER_HOUR) {
    const match = and(
      eq(oneTimeCodes.companyId, request.companyId),
      inArray(oneTimeCodes.address, [...request.accountAddresses]),
    );
    throw tooManyRequests(
      TOO_MANY_WRONG_CODES,
      'otp_send_limit',
      await waitFor(db, match, WRONG_TRIES_PER_HOUR, request.now, 'wrong tries'),
    );
  }
  const [perClient] = await db
    .select({ sent: count() })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.requestedBy, request.clientIp), gt(oneTimeCodes.createdAt, since)));
  if ((perClient?.sent ?? 0) >= request.perClientPerHour) {
    throw tooManyRequests(
      'Too many codes were asked for from this network. Please try again in an hour',
      'otp_send_limit',
      await waitFor(
        db,
        eq(oneTimeCodes.requestedBy, request.clientIp),
        request.perClientPerHour,
        request.now,
        'codes',
      ),
    );
  }
}

/**
 * The 429's details: the seconds until the codes (or wrong tries) of the last hour matching
 * `match` fall under the limit as they age out.
 */
async function waitFor(
  db: Queryable,
  match: SQL | undefined,
  limit: number,
  now: Date,
  counting: 'codes' | 'wrong tries',
): Promise<{ retry_after_seconds: number }> {
  const rows = await db
    .select({ at: oneTimeCodes.createdAt, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(and(match, gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
  const counted = rows.map((row) => ({
    at: row.at,
    weight: counting === 'codes' ? 1 : row.attempts,
  }));
  return { retry_after_seconds: secondsUntilUnder(counted, limit, HOUR_MS, now) };
}
