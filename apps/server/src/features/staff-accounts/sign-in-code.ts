import { createHmac, randomInt } from 'node:crypto';
import { STAFF_CODE_LENGTH, companySchema, type Locale } from '@tabula/api-client';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockKeys } from '../../db/locks';
import { companies, staffSignInCodes } from '../../db/schema';
import { unauthorized } from '../../http/http-error';
import { isStaffToken } from '../../http/staff-auth';
import { enqueueMessage } from '../../messages/message-queue';
import {
  completeSignIn,
  countFailedSignIn,
  refuseIfLocked,
  signInCandidate,
} from '../../staff/sign-in';
import type { StaffRow } from '../../staff/staff-members';
import { staffCodeEmail } from './staff-code-email';

/*
 * Signing in to the POS with a one-time code instead of the password (issue 32,
 * docs/staff-accounts.md): the person asks for a code by e-mail address, the server e-mails six
 * digits, and the code signs them in once within 10 minutes. A wrong code counts toward the
 * same lock as a wrong password.
 */

/** How long a code lives. our choice: 10 minutes, as the diner's. */
export const STAFF_CODE_LIFETIME_MS = 10 * 60_000;
/** No new code within this long of the last one to the person. */
export const STAFF_CODE_RESEND_MS = 30_000;
/** At most this many codes a person is sent in an hour. */
export const STAFF_CODES_PER_HOUR = 5;

const WRONG = 'Wrong e-mail address or code';

function codeHash(secret: string, staffId: number, code: string): string {
  return createHmac('sha256', secret)
    .update(`staff:${String(staffId)}:${code}`)
    .digest('hex');
}

const companyNameSchema = companySchema.pick({ name: true });

/**
 * Makes a code for the person the address names and queues its e-mail; the caller tries the
 * e-mail after answering. Nothing is made for an unknown or removed address, a locked account,
 * within 30 s of the person's last code, or past 5 codes in an hour: the caller answers the same
 * in every case, so the call tells no one who works where. A new code replaces the person's
 * earlier ones. The limits are counted and the code written under a lock on the person, so
 * requests at once cannot slip past them.
 *
 * @returns the queued message's id, or null when no code was made
 */
export async function makeSignInCode(
  app: AppContext,
  email: string,
  language: Locale,
): Promise<number | null> {
  const now = app.now();
  const member = await signInCandidate(app.db, email);
  if (!member || (member.lockedUntil && member.lockedUntil > now)) return null;
  return app.db.transaction(async (tx) => {
    await lockKeys(tx, [`staff-code:${String(member.id)}`]);
    const recent = await tx
      .select({ createdAt: staffSignInCodes.createdAt })
      .from(staffSignInCodes)
      .where(
        and(
          eq(staffSignInCodes.staffId, member.id),
          gt(staffSignInCodes.createdAt, new Date(now.getTime() - 3_600_000)),
        ),
      )
      .orderBy(desc(staffSignInCodes.createdAt));
    const last = recent[0]?.createdAt;
    if (last && now.getTime() - last.getTime() < STAFF_CODE_RESEND_MS) return null;
    if (recent.length >= STAFF_CODES_PER_HOUR) return null;

    await tx
      .update(staffSignInCodes)
      .set({ usedAt: now })
      .where(and(eq(staffSignInCodes.staffId, member.id), isNull(staffSignInCodes.usedAt)));
    const code = String(randomInt(0, 10 ** STAFF_CODE_LENGTH)).padStart(STAFF_CODE_LENGTH, '0');
    await tx.insert(staffSignInCodes).values({
      staffId: member.id,
      codeHash: codeHash(app.config.sessionSecret, member.id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_CODE_LIFETIME_MS),
    });
    const [company] = await tx
      .select({ profile: companies.profile })
      .from(companies)
      .where(eq(companies.id, member.companyId));
    const message = staffCodeEmail({
      code,
      companyName: companyNameSchema.parse(company?.profile).name,
      to: member.email,
      language,
    });
    return enqueueMessage(tx, app, message, { purpose: 'sign_in_code' });
  });
}

/**
 * Signs the person in with the code they were e-mailed. Their newest code is locked while it is
 * checked, so a code signs in once however many tries arrive at once. A wrong code counts a
 * failure against the person (five in a row lock the account, as wrong passwords do); the right
 * code once used, replaced or expired is refused without counting, as it is no guess (a double
 * tap, a late e-mail). An unknown address and every refusal get the same 401.
 *
 * @throws HttpError 401 staff_sign_in_failed, 429 account_locked with the seconds left
 */
export async function signInWithCode(
  app: AppContext,
  email: string,
  code: string,
): Promise<{ member: StaffRow; secret: string; csrfToken: string; expiresAt: Date }> {
  const now = app.now();
  const member = await signInCandidate(app.db, email);
  if (!member) throw unauthorized(WRONG, 'staff_sign_in_failed');
  refuseIfLocked(member, now);
  const outcome = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.staffId, member.id))
      .orderBy(desc(staffSignInCodes.id))
      .limit(1)
      .for('update');
    if (!row || !isStaffToken(codeHash(app.config.sessionSecret, member.id, code), row.codeHash)) {
      return 'wrong' as const;
    }
    if (row.usedAt !== null || row.expiresAt <= now) return 'stale' as const;
    await tx.update(staffSignInCodes).set({ usedAt: now }).where(eq(staffSignInCodes.id, row.id));
    return completeSignIn(tx, member, now);
  });
  if (typeof outcome === 'object') return outcome;
  if (outcome === 'wrong') await countFailedSignIn(app.db, member.id, now);
  throw unauthorized(WRONG, 'staff_sign_in_failed');
}
