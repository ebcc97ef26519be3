import { eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { staffMembers } from '../db/schema';
import { tooManyRequests, unauthorized } from '../http/http-error';
import { passwordMatches } from './passwords';
import { normalEmail, type StaffRow } from './staff-members';
import { startStaffSession } from './staff-sessions';

/*
 * Signing in with an e-mail address and a password (docs/staff-accounts.md), and what a sign-in
 * with a one-time code shares with it. Five wrong passwords or codes in a row lock the account
 * for fifteen minutes; the count and the deadline are rows
 * of the database, so every process and a restart see them. A wrong address and a wrong
 * password get the same answer, after the same work.
 */

/** Wrong passwords in a row that lock an account. */
export const SIGN_IN_ATTEMPTS = 5;
/** How long a locked account refuses every password. */
export const LOCKOUT_MINUTES = 15;

const WRONG = 'Wrong e-mail address or password';

/**
 * Refuses every sign-in of a locked account.
 *
 * @throws HttpError 429 account_locked with the seconds left
 */
export function refuseIfLocked(member: StaffRow, now: Date): void {
  if (member.lockedUntil && member.lockedUntil > now) refuseLocked(member.lockedUntil, now);
}

function refuseLocked(lockedUntil: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  throw tooManyRequests(
    `Too many failed sign-ins: this account is locked for ${String(Math.ceil(seconds / 60))} more minutes`,
    'account_locked',
    { retry_after_seconds: seconds },
  );
}

/**
 * Counts a wrong password or code against the person, in one statement so failures at once all
 * count: the fifth in a row locks the account.
 *
 * @throws HttpError 429 account_locked when this failure locked it
 */
export async function countFailedSignIn(db: Queryable, staffId: number, now: Date): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const [after] = await db
    .update(staffMembers)
    .set({
      failedSignIns: sql`${staffMembers.failedSignIns} + 1`,
      lockedUntil: sql`case when ${staffMembers.failedSignIns} + 1 >= ${SIGN_IN_ATTEMPTS} then ${lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(eq(staffMembers.id, staffId))
    .returning({ lockedUntil: staffMembers.lockedUntil });
  if (after?.lockedUntil) refuseLocked(after.lockedUntil, now);
}

/** A person who may sign in with this address: known, not removed. */
export async function signInCandidate(db: Queryable, email: string): Promise<StaffRow | null> {
  const [member] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, normalEmail(email)));
  return member?.disabledAt === null ? member : null;
}

/** Clears the failures and starts a session: the end of every successful sign-in. */
export async function completeSignIn(
  tx: Queryable,
  member: StaffRow,
  now: Date,
): Promise<{ member: StaffRow; secret: string; csrfToken: string; expiresAt: Date }> {
  await tx
    .update(staffMembers)
    .set({ failedSignIns: 0, lockedUntil: null })
    .where(eq(staffMembers.id, member.id));
  return { member, ...(await startStaffSession(tx, member.id, now)) };
}

/**
 * Checks the address and password and starts a session.
 *
 * @throws HttpError 401 staff_sign_in_failed, 429 account_locked with the seconds left
 */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  now: Date,
): Promise<{ member: StaffRow; secret: string; csrfToken: string; expiresAt: Date }> {
  const usable = await signInCandidate(db, email);
  if (usable) refuseIfLocked(usable, now);
  if (!(await passwordMatches(usable?.passwordHash ?? null, password)) || !usable) {
    if (usable) await countFailedSignIn(db, usable.id, now);
    throw unauthorized(WRONG, 'staff_sign_in_failed');
  }
  return db.transaction((tx) => completeSignIn(tx, usable, now));
}
