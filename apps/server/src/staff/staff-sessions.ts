import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { staffMembers, staffSessions } from '../db/schema';
import type { StaffRow } from './staff-members';

/*
 * A signed-in staff device (docs/staff-accounts.md). The cookie holds a random secret; the
 * database keeps only its SHA-256, so a copy of the table opens no till. A session lasts one
 * long shift (14 hours) and ends sooner when the person signs out, signs out everywhere or is
 * removed.
 */

/** The session cookie, sent only to /pos. */
export const STAFF_COOKIE = 'tabula_staff';

/** How long a session lasts from sign-in. */
export const STAFF_SESSION_HOURS = 14;

const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * Starts a session for the person.
 *
 * @returns the cookie's secret and the session's CSRF token
 */
export async function startStaffSession(
  tx: Queryable,
  staffId: number,
  now: Date,
): Promise<{ secret: string; csrfToken: string; expiresAt: Date }> {
  const secret = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await tx.insert(staffSessions).values({ id: digest(secret), staffId, csrfToken, expiresAt });
  return { secret, csrfToken, expiresAt };
}

/** A live session with its person. */
export interface LiveStaffSession {
  id: string;
  csrfToken: string;
  member: StaffRow;
}

/** The live session a cookie's secret opens: not expired, not ended, its person not removed. */
export async function findStaffSession(
  db: Queryable,
  secret: string,
  now: Date,
): Promise<LiveStaffSession | null> {
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, digest(secret)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staffMembers.disabledAt),
      ),
    );
  return row ? { id: row.session.id, csrfToken: row.session.csrfToken, member: row.member } : null;
}

/** Ends one session. */
export async function endStaffSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every session of the person. */
export async function endEverySession(db: Queryable, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
