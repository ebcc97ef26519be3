import { desc, eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/session/cookie';
import {
  createSession,
  type SessionRecord,
  type SessionState,
} from '../../src/session/session-store';
import type { Diner } from './diner';
import type { TestServer } from './harness';

/*
 * Reads and writes of a diner's stored session, shared by every area's tests.
 */

/** The session id behind a diner's signed cookie (scan a QR code first). */
export function sessionIdOf(t: TestServer, diner: Diner): string {
  const pair = diner
    .cookieHeader()
    .split('; ')
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('the diner has no session cookie; scan a QR code first');
  const unsigned = t.server.unsignCookie(decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)));
  if (!unsigned.valid || !unsigned.value) throw new Error('bad session cookie');
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

/** The newest session row: the one a scan just made (each test file has its own database). */
export async function newestSession(t: TestServer): Promise<SessionRecord> {
  const [row] = await t.context.db
    .select()
    .from(sessions)
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!row) throw new Error('no session');
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

/**
 * A session started at the cafe's counter (a walk-in code), as a scan makes it, without the
 * HTTP round: for the tests of the session's own reads. `userId`: a diner kept signed in.
 */
export function cafeCounterSession(
  t: TestServer,
  { userId = null, now = t.clock.now }: { userId?: number | null; now?: Date } = {},
): Promise<SessionRecord> {
  return createSession(
    t.context.db,
    {
      companyId: t.seed.cafe.companyId,
      outletId: t.seed.cafe.outletId,
      tableId: null,
      qrSource: 'default',
      qrType: 'walk-in',
      dineMode: null,
      userId,
    },
    now,
  );
}
