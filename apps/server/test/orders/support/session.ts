import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loyaltyAccounts, sessions, users } from '../../../src/db/schema';
import { SESSION_COOKIE } from '../../../src/session/cookie';
import type { SessionRecord, SessionState } from '../../../src/session/session-store';
import { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';

/** The session id behind a diner's signed cookie (scan a QR code first). */
export function sessionIdOf(t: TestServer, diner: Diner): string {
  const pair = diner
    .cookieHeader()
    .split('; ')
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('the diner has no session cookie; scan a QR code first');
  const unsigned = t.server.unsignCookie(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)));
  if (!unsigned.valid) throw new Error('bad session cookie');
  return unsigned.value;
}

/** The diner's session row as stored. */
export async function sessionOf(t: TestServer, diner: Diner): Promise<SessionRecord> {
  const [row] = await t.context.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionIdOf(t, diner)));
  if (!row) throw new Error('the diner has no stored session');
  return row;
}

/** Merges keys into the diner's session state (coupon_id, redeemed_points, ...). */
export async function patchSessionState(
  t: TestServer,
  diner: Diner,
  patch: SessionState & Record<string, unknown>,
): Promise<void> {
  const session = await sessionOf(t, diner);
  await t.context.db
    .update(sessions)
    .set({ state: { ...(session.state as object), ...patch } })
    .where(eq(sessions.id, session.id));
}

/** What {@link signInDiner} creates. */
export interface SignInOptions {
  guest?: boolean;
  name?: string;
  email?: string | null;
  /** A loyalty balance: the diner joins the programme with these points. */
  loyaltyPoints?: string;
}

/**
 * Signs a diner in without the one-time code flow: a user of the session's company is created
 * and put on the session (as sign-in would). Returns the user id.
 */
export async function signInDiner(
  t: TestServer,
  diner: Diner,
  options: SignInOptions = {},
): Promise<number> {
  const session = await sessionOf(t, diner);
  const [user] = await t.context.db
    .insert(users)
    .values({
      companyId: session.companyId,
      name: options.name ?? 'Test Diner',
      email:
        options.email === undefined ? `diner${String(randomInt(1e9))}@example.com` : options.email,
      phoneNumber: options.guest ? null : String(90000000 + randomInt(9999999)),
      dialingCode: options.guest ? null : '65',
      isGuest: options.guest ?? false,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (options.loyaltyPoints !== undefined) {
    await t.context.db
      .insert(loyaltyAccounts)
      .values({ userId: user.id, points: options.loyaltyPoints });
  }
  await t.context.db.update(sessions).set({ userId: user.id }).where(eq(sessions.id, session.id));
  return user.id;
}

/** A new diner who scanned this QR token and is signed in (see {@link signInDiner}). */
export async function signedInDiner(
  t: TestServer,
  token: string,
  options: SignInOptions = {},
): Promise<{ diner: Diner; userId: number }> {
  const diner = new Diner(t.url);
  const scanned = await diner.scan(token);
  if (scanned.status !== 302)
    throw new Error(`scanning ${token} answered ${String(scanned.status)}`);
  const userId = await signInDiner(t, diner, options);
  return { diner, userId };
}
