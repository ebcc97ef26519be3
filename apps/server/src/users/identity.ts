import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { users } from '../db/schema';

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

/** The rows that carry this identity, proven or not (`+65` and `65` are one dialing code). */
function carries(identity: Identity) {
  return 'email' in identity
    ? sql`lower(${users.email}) = ${normaliseEmail(identity.email)}`
    : and(
        inArray(users.dialingCode, dialingCodeForms(identity.dialing_code)),
        eq(users.phoneNumber, identity.phone_number),
      );
}

/** The column that records when an identity of this kind was proven. */
function provenColumn(identity: Identity) {
  return 'email' in identity ? users.emailVerifiedAt : users.phoneVerifiedAt;
}

/**
 * The registered diner of a company who proved this mobile number or e-mail (a code sent to it
 * was entered), or null. An identity an account carries unproven never finds it: it signs nobody
 * in (docs/server.md, "Identities").
 * spec: A§7 POST /users/verifications (404 means the user is not found)
 */
export async function findRegisteredUser(
  db: Queryable,
  companyId: number,
  identity: Identity,
): Promise<UserRecord | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isGuest, false),
        carries(identity),
        isNotNull(provenColumn(identity)),
      ),
    );
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

/** The user's identity at an address (their mobile number or their e-mail), or null. */
function identityAt(user: UserRecord, address: string): Identity | null {
  const { phoneNumber, dialingCode, email } = user;
  if (phoneNumber && dialingCode && phoneAddress(dialingCode, phoneNumber) === address) {
    return { phone_number: phoneNumber, dialing_code: dialingCode };
  }
  if (email && normaliseEmail(email) === address) return { email };
  return null;
}

/**
 * Records that the diner proved an address of theirs (a code sent to it was entered): the
 * identity now belongs to this account and signs it in. Any other account of the company that
 * carries the same identity unproven loses it, so an identity is never on two accounts at once.
 * Run inside the transaction that signs the diner in.
 */
export async function proveIdentity(
  tx: Queryable,
  user: UserRecord,
  address: string,
  now: Date,
): Promise<UserRecord> {
  const identity = identityAt(user, address);
  if (identity === null) return user;
  // Proven by another account already: it stays theirs (this sign-in started from an identity of
  // this account that is proven, docs/server.md).
  const holder = await findRegisteredUser(tx, user.companyId, identity);
  if (holder && holder.id !== user.id) return user;
  const proven = provenColumn(identity);
  await tx
    .update(users)
    .set(
      'email' in identity
        ? { email: null, updatedAt: now }
        : { phoneNumber: null, dialingCode: null, updatedAt: now },
    )
    .where(
      and(
        eq(users.companyId, user.companyId),
        ne(users.id, user.id),
        carries(identity),
        isNull(proven),
      ),
    );
  if (holder) return user;
  const [row] = await tx
    .update(users)
    .set(
      'email' in identity
        ? { emailVerifiedAt: now, updatedAt: now }
        : { phoneVerifiedAt: now, updatedAt: now },
    )
    .where(eq(users.id, user.id))
    .returning();
  return row ?? user;
}
