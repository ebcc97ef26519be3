import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loyaltyAccounts, sessions, users } from '../../src/db/schema';
import { Diner } from './diner';
import type { TestServer } from './harness';
import { sessionIdOf, sessionOf } from './sessions';

/*
 * Diners and their accounts, shared by every area's tests: a diner at a QR code, a user written
 * straight to the database, and a sign-in without the one-time code flow.
 */

/** A fresh 8-digit Singapore mobile number. */
export function newPhone(): string {
  return String(80000000 + randomInt(19999999));
}

/** A fresh e-mail address. */
export function newEmail(): string {
  return `diner${String(randomInt(1e9))}@example.com`;
}

/** A diner who scanned a QR code (the cafe's counter unless a token is given). */
export async function scannedDiner(
  t: TestServer,
  token = t.seed.cafe.counterToken,
): Promise<Diner> {
  const diner = new Diner(t.url);
  const scanned = await diner.scan(token);
  if (scanned.status !== 302) {
    throw new Error(`scanning ${token} answered ${String(scanned.status)}`);
  }
  if (!diner.csrfToken) throw new Error('scanning the QR code gave no CSRF token');
  return diner;
}

/** What {@link registeredUser} writes. */
export interface NewUser {
  /** The cafe's unless given ({@link signInDiner}: the session's company). */
  companyId?: number;
  phone?: string;
  dialingCode?: string;
  email?: string | null;
  name?: string;
  /** A guest has no name, e-mail or mobile number. */
  guest?: boolean;
  marketingConsent?: boolean;
  /** Joins the loyalty programme with this balance. */
  points?: string;
  /**
   * Which identities the diner proved (a code sent to them was entered): both unless told. An
   * unproven identity signs nobody in.
   */
  proven?: { phone?: boolean; email?: boolean };
}

/** A user row with its phone number and e-mail as plain strings ('' for a guest). */
export type TestUser = typeof users.$inferSelect & { phone: string; mail: string };

/** A diner written straight to the database; returns the row. */
export async function registeredUser(t: TestServer, input: NewUser = {}): Promise<TestUser> {
  const guest = input.guest ?? false;
  const [user] = await t.context.db
    .insert(users)
    .values({
      companyId: input.companyId ?? t.seed.cafe.companyId,
      name: guest ? null : (input.name ?? 'Mei Ling'),
      email: guest ? null : input.email === undefined ? newEmail() : input.email,
      phoneNumber: guest ? null : (input.phone ?? newPhone()),
      dialingCode: input.dialingCode ?? '65',
      isGuest: guest,
      marketingConsent: input.marketingConsent ?? false,
      phoneVerifiedAt: !guest && (input.proven?.phone ?? true) ? new Date() : null,
      emailVerifiedAt:
        !guest && input.email !== null && (input.proven?.email ?? true) ? new Date() : null,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (input.points !== undefined) {
    await t.context.db.insert(loyaltyAccounts).values({ userId: user.id, points: input.points });
  }
  return { ...user, phone: user.phoneNumber ?? '', mail: user.email ?? '' };
}

/** Puts a user on the diner's session directly (as a finished sign-in would). */
export async function seatUser(t: TestServer, diner: Diner, userId: number): Promise<void> {
  await t.context.db
    .update(sessions)
    .set({ userId })
    .where(eq(sessions.id, sessionIdOf(t, diner)));
}

/**
 * Signs a diner in without the one-time code flow: a user of the session's company (unless
 * `companyId` says otherwise) is written and put on the session, as sign-in would. Returns it.
 */
export async function signInDiner(
  t: TestServer,
  diner: Diner,
  input: NewUser = {},
): Promise<TestUser> {
  const session = await sessionOf(t, diner);
  const user = await registeredUser(t, { companyId: session.companyId, ...input });
  await seatUser(t, diner, user.id);
  return user;
}

/** What {@link signedInDiner} makes: the user, and the QR code scanned (the cafe's counter). */
export type SignedInOptions = NewUser & { token?: string };

/** A new diner who scanned a QR code and is signed in (see {@link signInDiner}). */
export async function signedInDiner(
  t: TestServer,
  options: SignedInOptions = {},
): Promise<{ diner: Diner; user: TestUser }> {
  const { token, ...input } = options;
  const diner = await scannedDiner(t, token);
  const user = await signInDiner(t, diner, input);
  return { diner, user };
}
