import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { staffMembers } from '../db/schema';
import { notFound } from '../http/http-error';
import type { StaffRow } from './staff-members';
import { endEverySession } from './staff-sessions';

/**
 * Removes a person from the company: they cannot sign in again and every session of theirs ends
 * at once. The row stays, since the audit log names them.
 *
 * @throws HttpError 404 when the company has no such person (or they are already removed)
 */
export async function removeStaffMember(
  tx: Queryable,
  companyId: number,
  staffId: number,
  now: Date,
): Promise<StaffRow> {
  const [removed] = await tx
    .update(staffMembers)
    .set({ disabledAt: now })
    .where(
      and(
        eq(staffMembers.id, staffId),
        eq(staffMembers.companyId, companyId),
        isNull(staffMembers.disabledAt),
      ),
    )
    .returning();
  if (!removed) throw notFound('No such person', 'staff_not_found');
  await endEverySession(tx, staffId, now);
  return removed;
}
