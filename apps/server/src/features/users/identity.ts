import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** A users row. */
export type UserRecord = typeof users.$inferSelect;

/** How a diner identifies at sign-in: a mobile number with its dialing code, or an e-mail. */
export type Identity = { phone_number: string; dialing_code: string } | { email: string };

/**
 * A dialing code as stored: its digits (`"65"` and `"+65"` are the same code). Rows written
 * with the `+` are still found (see {@link dialingCodeForms}).
 * spec: A§5 (the dialing code defaults from the company country)
 */
export function normaliseDialingCode(code: string): string {
  return code.trim().replace(/^\+/, '');
}

/** Both spellings of a dialing code a row may hold: `65` and `+65`. */
export function dialingCodeForms(code: string): string[] {
  const digits = normaliseDialingCode(code);
  return [digits, `+${digits}`];
}

/** An e-mail address as stored and compared: trimmed and lower-case (our choice). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The address a code goes to for a mobile number: `+6591234567`. */
export function phoneAddress(dialingCode: string, phoneNumber: string): string {
  return `+${normaliseDialingCode(dialingCode)}${phoneNumber}`;
}

/** Every address a one-time code for this user may have gone to: their phone and e-mail. */
export function addressesOf(user: UserRecord): string[] {
  const addresses: string[] = [];
  if (user.phoneNumber && user.dialingCode)
    addresses.push(phoneAddress(user.dialingCode, user.phoneNumber));
  if (user.email) addresses.push(normaliseEmail(user.email));
  return addresses;
}

/**
 * The registered (non-guest) diner of a company with this mobile number or e-mail, or null.
 * spec: A§7 POST /users/verifications (404 means the user is not found)
 */
export async function findRegisteredUser(
  db: Database,
  companyId: number,
  identity: Identity,
): Promise<UserRecord | null> {
  const match =
    'email' in identity
      ? sql`lower(${users.email}) = ${normaliseEmail(identity.email)}`
      : and(
          inArray(users.dialingCode, dialingCodeForms(identity.dialing_code)),
          eq(users.phoneNumber, identity.phone_number),
        );
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isGuest, false), match));
  return row ?? null;
}

/** A user by id within a company, or null. */
export async function findUser(
  db: Database,
  companyId: number,
  id: number,
): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.companyId, companyId)));
  return row ?? null;
}
