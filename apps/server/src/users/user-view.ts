import type { User } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyAccounts, users } from '../db/schema';
import type { SessionRecord } from '../session/session-store';

/** A users row. */
export type UserRow = typeof users.$inferSelect;

/**
 * The contract's user (spec: A§3 User) for a users row: marketing_consent is also held as
 * metadata.marketing_consent; has_loyalty says whether a loyalty_accounts row exists.
 */
export function userView(row: UserRow, hasLoyalty: boolean): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    dialing_code: row.dialingCode,
    company_id: row.companyId,
    sapaad_customer_id: row.sapaadCustomerId,
    is_guest: row.isGuest,
    has_loyalty: hasLoyalty,
    marketing_consent: row.marketingConsent,
    metadata: { marketing_consent: row.marketingConsent },
  };
}

/**
 * The name other people read for a diner (the members of a tab, staff): their profile name, null
 * when they gave none or a blank one.
 */
export function shownName(name: string | null): string | null {
  return name === null || name.trim() === '' ? null : name;
}

/** The session's signed-in diner (guest or registered), or null for a visitor. */
export async function sessionUserRow(
  db: Database,
  session: Pick<SessionRecord, 'userId' | 'companyId'>,
): Promise<UserRow | null> {
  if (session.userId === null) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, session.userId), eq(users.companyId, session.companyId)));
  return row ?? null;
}

/** The contract's user of the session (spec: A§7 page configuration `user`), null for a visitor. */
export async function sessionUser(
  db: Database,
  session: Pick<SessionRecord, 'userId' | 'companyId'>,
): Promise<User | null> {
  const row = await sessionUserRow(db, session);
  if (!row) return null;
  const [account] = await db
    .select({ userId: loyaltyAccounts.userId })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.userId, row.id));
  return userView(row, account !== undefined);
}
