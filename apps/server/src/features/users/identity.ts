import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
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
  const match =
    'email' in identity
      ? and(
          sql`lower(${users.email}) = ${normaliseEmail(identity.email)}`,
          isNotNull(users.emailVerifiedAt),
        )
      : and(
          inArray(users.dialingCode, dialingCodeForms(identity.dialing_code)),
          eq(users.phoneNumber, identity.phone_number),
          isNotNull(users.phoneVerifiedAt),
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

/** Which of a user's identities an address is: their mobile number, their e-mail, or neither. */
export function identityAt(user: UserRecord, address: string): 'phone' | 'email' | null {
  if (
    user.phoneNumber &&
    user.dialingCode &&
    phoneAddress(user.dialingCode, user.phoneNumber) === address
  )
    return 'phone';
  if (user.email && normaliseEmail(user.email) === address) return 'email';
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
  const which = identityAt(user, address);
  if (which === null) return user;
  // Proven by another account already: it stays theirs (this sign-in started from an identity of
  // this account that is proven, docs/server.md).
  const holder = await findRegisteredUser(
    tx,
    user.companyId,
    which === 'phone'
      ? { phone_number: user.phoneNumber ?? '', dialing_code: user.dialingCode ?? '' }
      : { email: user.email ?? '' },
  );
  if (holder && holder.id !== user.id) return user;
  if (which === 'phone' && user.phoneNumber && user.dialingCode) {
    await tx
      .update(users)
      .set({ phoneNumber: null, dialingCode: null, updatedAt: now })
      .where(
        and(
          eq(users.companyId, user.companyId),
          ne(users.id, user.id),
          inArray(users.dialingCode, dialingCodeForms(user.dialingCode)),
          eq(users.phoneNumber, user.phoneNumber),
          isNull(users.phoneVerifiedAt),
        ),
      );
    if (user.phoneVerifiedAt) return user;
    const [row] = await tx
      .update(users)
      .set({ phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? user;
  }
  if (which === 'email' && user.email) {
    await tx
      .update(users)
      .set({ email: null, updatedAt: now })
      .where(
        and(
          eq(users.companyId, user.companyId),
          ne(users.id, user.id),
          sql`lower(${users.email}) = ${normaliseEmail(user.email)}`,
          isNull(users.emailVerifiedAt),
        ),
      );
    if (user.emailVerifiedAt) return user;
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? user;
  }
  return user;
}
