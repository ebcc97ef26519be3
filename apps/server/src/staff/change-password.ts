import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffMembers, staffSessions } from '../db/schema';
import { unprocessable } from '../http/http-error';
import { recordAudit } from './audit-log';
import { hashPassword, passwordMatches } from './passwords';
import type { StaffRow } from './staff-members';

/**
 * The signed-in person changes their own password (POST /pos/api/session/password): the current
 * one must be right; the new one is stored, and every other session of the person ends (a device
 * left signed in somewhere is signed out), this one stays. Written to the audit log.
 *
 * @returns the ids of the sessions it ended, for their sockets to be closed
 * @throws HttpError 422 current_password_wrong
 */
export async function changeOwnPassword(
  db: Database,
  member: StaffRow,
  keepSessionId: string,
  passwords: { current: string; next: string },
  now: Date,
): Promise<string[]> {
  // our choice: a wrong current password is not counted toward the sign-in lock: the caller
  // already holds a live session, and argon2 makes each guess as slow as a sign-in.
  if (!(await passwordMatches(member.passwordHash, passwords.current))) {
    throw unprocessable('The current password is wrong', 'current_password_wrong', {
      field: 'current_password',
    });
  }
  const passwordHash = await hashPassword(passwords.next);
  return db.transaction(async (tx) => {
    await tx
      .update(staffMembers)
      .set({ passwordHash, failedSignIns: 0, lockedUntil: null })
      .where(eq(staffMembers.id, member.id));
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, member.id),
          ne(staffSessions.id, keepSessionId),
          isNull(staffSessions.revokedAt),
        ),
      )
      .returning({ id: staffSessions.id });
    await recordAudit(tx, {
      companyId: member.companyId,
      outletId: member.outletId,
      staffId: member.id,
      action: 'pos.changePassword',
      subject: `${member.role} ${member.email}`,
      details: { staff_id: member.id, sessions_ended: ended.length },
    });
    return ended.map((row) => row.id);
  });
}
