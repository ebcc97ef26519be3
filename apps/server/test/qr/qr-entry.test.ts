import { pages } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { SESSION_COOKIE } from '../../src/session/cookie';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { newestSession } from '../support/sessions';

/** The session object the sign-in page answers (the base fields only). */
async function sessionOf(diner: Diner) {
  const answer = await diner.get('/pages/sign_in');
  expect(answer.status).toBe(200);
  return pages.signIn.response.parse(answer.body);
}

describe.each(DATABASE_KINDS)('QR entry on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('a counter code sets a signed httpOnly SameSite cookie and redirects to /', async () => {
    const diner = new Diner(t.url);
    const answer = await diner.request('GET', `/q/${t.seed.cafe.counterToken}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Signed: the value is the id, a dot and a signature, not the bare session id.
    const value = decodeURIComponent(/=([^;]*)/.exec(cookie ?? '')?.[1] ?? '');
    const row = await newestSession(t);
    expect(value.startsWith(`${row.id}.`)).toBe(true);
  });

  it('a counter code of an outlet offering both modes leaves the dine mode to the diner', async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    const page = await sessionOf(diner);
    expect(page.session).toEqual({
      dine_mode: null,
      subscription_plan_id: 'sapaad_direct',
      table_id: null,
      sapaad_outlet_id: t.seed.cafe.outletId,
      qr_source: 'default',
      qr_type: 'walk-in',
      table_number: null,
      user_id: null,
      order_id: null,
      location_id: t.seed.cafe.locationId,
      country_code: 'SG',
      currency: 'SGD',
      precision: 2,
    });
    expect(diner.csrfToken).toMatch(/^[\w-]{20,}$/);
  });

  it('a table code starts a dine-in pay-first session at that table, eating in', async () => {
    const table = t.seed.cafe.tables[2];
    if (!table) throw new Error('the seed has no third table');
    const diner = new Diner(t.url);
    await diner.scan(table.token);
    const { session } = await sessionOf(diner);
    expect(session.qr_source).toBe('dine_pf');
    expect(session.qr_type).toBe('dine-in');
    expect(session.table_id).toBe(table.id);
    expect(session.table_number).toBe(table.number);
    expect(session.dine_mode).toBe('eat_in');
  });

  it('a code of an outlet with one service type starts in that mode (Kuwait, lite plan)', async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.kuwait.counterToken);
    const { session } = await sessionOf(diner);
    expect(session.dine_mode).toBe('eat_in');
    expect(session.subscription_plan_id).toBe('sapaad_direct_lite');
    expect(session.currency).toBe('KWD');
    expect(session.precision).toBe(3);
    expect(session.sapaad_outlet_id).toBe(t.seed.kuwait.outletId);
  });

  it('an unknown code goes to /invalid-table without a session', async () => {
    const diner = new Diner(t.url);
    const answer = await diner.request('GET', '/q/unknownToken123456');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/invalid-table');
    expect(answer.headers.getSetCookie()).toEqual([]);
    const home = await diner.get<{ error_id: string }>('/pages/home');
    expect(home.status).toBe(401);
    expect(home.body.error_id).toBe('session_missing');
  });

  it.each([
    ['too short', 'abc'],
    ['bad characters', 'bad%20token%21%21%21'],
    ['too long', 'x'.repeat(65)],
  ])('a malformed code (%s) goes to /invalid-table, never a 500', async (_name, token) => {
    const answer = await new Diner(t.url).request('GET', `/q/${token}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/invalid-table');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('a tampered cookie is no session: 401 session_missing', async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    expect((await diner.get('/pages/home')).status).toBe(200);
    const row = await newestSession(t);
    // The right session id with a forged signature, and the bare id without one.
    for (const forged of [`${row.id}.AAAAforgedSignature`, row.id]) {
      const response = await fetch(`${t.url}/pages/home`, {
        headers: {
          cookie: `${SESSION_COOKIE}=${encodeURIComponent(forged)}`,
          accept: 'application/json',
        },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error_id: string }).error_id).toBe('session_missing');
    }
  });

  it('a new scan replaces the session: the old id stops working', async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    const oldCookie = diner.cookieHeader();
    await diner.scan(t.seed.cafe.tables[0]?.token ?? '');
    expect(diner.cookieHeader()).not.toBe(oldCookie);
    const stale = await fetch(`${t.url}/pages/home`, {
      headers: { cookie: oldCookie, accept: 'application/json' },
    });
    expect(stale.status).toBe(401);
    expect((await diner.get('/pages/home')).status).toBe(200);
  });

  it('a signed-in diner stays signed in across codes of the same company only', async () => {
    const [user] = await t.context.db
      .insert(users)
      .values({
        companyId: t.seed.cafe.companyId,
        name: 'Mei',
        phoneNumber: '91234567',
        dialingCode: '+65',
      })
      .returning();
    if (!user) throw new Error('no user');
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    const first = await newestSession(t);
    await t.context.db.update(sessions).set({ userId: user.id }).where(eq(sessions.id, first.id));

    await diner.scan(t.seed.cafe.tables[1]?.token ?? '');
    const atTable = await sessionOf(diner);
    expect(atTable.session.user_id).toBe(user.id);
    expect(atTable.user?.id).toBe(user.id);
    // The replaced session opens nothing: it is expired, and marked replaced (issue 30).
    const [replaced] = await t.context.db.select().from(sessions).where(eq(sessions.id, first.id));
    expect(replaced?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(replaced?.replacedAt).not.toBeNull();

    await diner.scan(t.seed.kuwait.counterToken);
    const elsewhere = await sessionOf(diner);
    expect(elsewhere.session.user_id).toBeNull();
    expect(elsewhere.user).toBeNull();
  });

  it('a session expires after a day without use', async () => {
    const diner = new Diner(t.url);
    await diner.scan(t.seed.cafe.counterToken);
    expect((await diner.get('/pages/home')).status).toBe(200);
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const answer = await diner.get<{ error_id: string }>('/pages/home');
      expect(answer.status).toBe(401);
      expect(answer.body.error_id).toBe('session_missing');
    } finally {
      t.clock.set(new Date());
    }
  });
});
