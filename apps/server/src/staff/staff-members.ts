import type { PosNewStaffMember, PosStaffMember, StaffRole } from '@tabula/api-client';
import { staffRoleSchema } from '@tabula/api-client';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { outlets, staffMembers } from '../db/schema';
import { conflict, unprocessable } from '../http/http-error';
import { hashPassword } from './passwords';
import { endEverySession } from './staff-sessions';

/*
 * The people of a company (docs/staff-accounts.md): an owner works at every outlet of the
 * company, a manager or a member of staff at one. An e-mail address signs in one person, across
 * every company.
 */

export type StaffRow = typeof staffMembers.$inferSelect;

/** An address as it is kept and compared: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** A person as the POS shows them. */
export function staffView(row: StaffRow): PosStaffMember {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    email: row.email,
    role: staffRoleSchema.parse(row.role),
    outlet_id: row.outletId,
  };
}

/**
 * Checks the outlet given with a role: none for an owner (every outlet), one of the company's
 * for a manager or staff. Shared by people and API keys.
 *
 * @throws HttpError 422 owner_outlet, outlet_needed or outlet_not_found
 */
export async function checkRoleOutlet(
  tx: Queryable,
  companyId: number,
  role: StaffRole,
  outletId: number | null,
): Promise<void> {
  if (role === 'owner' && outletId !== null) {
    throw unprocessable('An owner works at every outlet: leave outlet_id out', 'owner_outlet');
  }
  if (role !== 'owner') {
    if (outletId === null) {
      throw unprocessable(`A ${role} works at one outlet: give outlet_id`, 'outlet_needed');
    }
    const [outlet] = await tx
      .select({ id: outlets.id })
      .from(outlets)
      .where(and(eq(outlets.id, outletId), eq(outlets.companyId, companyId)));
    if (!outlet) throw unprocessable('No such outlet at this company', 'outlet_not_found');
  }
}

/**
 * Adds a person to a company: an owner without an outlet, anyone else at one of its outlets.
 *
 * @throws HttpError 422 for an outlet that is missing, not the company's, or given to an owner;
 *   409 email_taken for an address someone already signs in with
 */
export async function addStaffMember(
  tx: Queryable,
  companyId: number,
  person: Omit<PosNewStaffMember, 'outlet_id'> & { outlet_id?: number | null },
): Promise<StaffRow> {
  const outletId = person.outlet_id ?? null;
  await checkRoleOutlet(tx, companyId, person.role, outletId);
  const email = normalEmail(person.email);
  const passwordHash = await hashPassword(person.password);
  const [row] = await tx
    .insert(staffMembers)
    .values({
      companyId,
      outletId,
      role: person.role,
      name: person.name,
      email,
      passwordHash,
    })
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  if (!row) throw conflict(`${email} already signs in to Tabula`, 'email_taken');
  return row;
}

/** The company's people who may sign in, owners first, then by name. */
export async function companyStaff(db: Queryable, companyId: number): Promise<StaffRow[]> {
  return db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.companyId, companyId), isNull(staffMembers.disabledAt)))
    .orderBy(sql`${staffMembers.role} <> 'owner'`, asc(staffMembers.name), asc(staffMembers.id));
}

/**
 * Gives the person signing in with `email` a new password: it clears their failed sign-ins and
 * any lock, and ends every session they hold (a reset is for a password someone else may know).
 * Answers the person, or null when no one signs in with that address.
 */
export async function setStaffPassword(
  tx: Queryable,
  email: string,
  password: string,
  now: Date,
): Promise<StaffRow | null> {
  const passwordHash = await hashPassword(password);
  const [row] = await tx
    .update(staffMembers)
    .set({ passwordHash, failedSignIns: 0, lockedUntil: null })
    .where(and(eq(staffMembers.email, normalEmail(email)), isNull(staffMembers.disabledAt)))
    .returning();
  if (!row) return null;
  await endEverySession(tx, row.id, now);
  return row;
}
