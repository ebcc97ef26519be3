import type { PosStaffSession } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, staffSessions } from '../../src/db/schema';
import { LOCKOUT_MINUTES, SIGN_IN_ATTEMPTS } from '../../src/staff/sign-in';
import { STAFF_SESSION_HOURS } from '../../src/staff/staff-sessions';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { addPerson, signIn } from './support/people';

/*
 * Signing in to the POS with one's own account (issue 32): an HttpOnly cookie and a CSRF token,
 * a lock after five wrong passwords (even five at once), sign-out here and everywhere. The
 * clock is the server's test clock, never a sleep.
 */

describe.each(DATABASE_KINDS)('staff sign-in on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const manager = () => addPerson(t, 'manager', t.seed.cafe.companyId, t.seed.cafe.outletId);
  const places = () => `/pos/api/outlets/${String(t.seed.cafe.outletId)}/places`;

  it('signs in with an HttpOnly, SameSite=Strict cookie that opens the POS, and a CSRF token', async () => {
    const person = await manager();
    const answer = await staff<PosStaffSession>(
      t,
      'POST',
      '/pos/api/session',
      // An address is one person however it is typed.
      { email: person.email.toUpperCase(), password: person.password },
      { token: null },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.staff).toEqual({
      id: person.id,
      company_id: t.seed.cafe.companyId,
      name: expect.any(String) as string,
      email: person.email,
      role: 'manager',
      outlet_id: t.seed.cafe.outletId,
    });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^tabula_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(new RegExp(`Max-Age=${String(STAFF_SESSION_HOURS * 3600)}`));
    // Only a hash of the cookie's secret is kept.
    const secret = cookie.split(';')[0]?.split('=')[1] ?? '';
    const rows = await t.context.db.select().from(staffSessions);
    expect(rows.some((row) => row.id === secret)).toBe(false);

    const session = await signIn(t, person);
    const me = await staff<PosStaffSession>(t, 'GET', '/pos/api/session', undefined, session.as);
    expect(me.body).toEqual(session.session);
    expect((await staff(t, 'GET', places(), undefined, session.as)).status).toBe(200);
  });

  it('asks a change for the session’s CSRF token', async () => {
    const session = await signIn(t, await manager());
    const body = { number: 'C-1', qr_source: 'dine_pf' };
    const path = `/pos/api/outlets/${String(t.seed.cafe.outletId)}/tables`;
    const without = await staff<ErrorBody>(t, 'POST', path, body, {
      token: null,
      headers: { cookie: session.cookie },
    });
    expect(without.status).toBe(403);
    expect(without.body.error_id).toBe('csrf_invalid');
    const wrong = await staff<ErrorBody>(t, 'POST', path, body, {
      token: null,
      headers: { cookie: session.cookie, 'x-csrf-token': 'guess' },
    });
    expect(wrong.status).toBe(403);
    expect((await staff(t, 'GET', places(), undefined, session.as)).status).toBe(200);
    const right = await staff(t, 'POST', path, body, session.as);
    expect(right.status, right.text).toBe(200);
  });

  it('answers a wrong address and a wrong password alike, and a missing session with 401', async () => {
    const person = await manager();
    const wrongPassword = await staff<ErrorBody>(
      t,
      'POST',
      '/pos/api/session',
      { email: person.email, password: 'not the password' },
      { token: null },
    );
    const nobody = await staff<ErrorBody>(
      t,
      'POST',
      '/pos/api/session',
      { email: 'nobody@staff.example.com', password: 'not the password' },
      { token: null },
    );
    expect([wrongPassword.status, nobody.status]).toEqual([401, 401]);
    expect(wrongPassword.body).toEqual(nobody.body);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
    const anonymous = await staff(t, 'GET', '/pos/api/session', undefined, { token: null });
    expect(anonymous.status).toBe(401);
    const forged = await staff(t, 'GET', places(), undefined, {
      token: null,
      headers: { cookie: 'tabula_staff=forged' },
    });
    expect(forged.status).toBe(401);
    const bad = await staff(t, 'POST', '/pos/api/session', { email: 'x' }, { token: null });
    expect(bad.status).toBe(400);
  });

  it(`locks the account after ${String(SIGN_IN_ATTEMPTS)} wrong passwords, even sent at once, for ${String(LOCKOUT_MINUTES)} minutes`, async () => {
    const person = await manager();
    const attempt = (password: string) =>
      staff<ErrorBody & { details?: { retry_after_seconds: number } }>(
        t,
        'POST',
        '/pos/api/session',
        { email: person.email, password },
        { token: null },
      );
    const answers = await Promise.all(
      Array.from({ length: SIGN_IN_ATTEMPTS }, (_, i) => attempt(`wrong password ${String(i)}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 429]);
    const locked = await attempt(person.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error_id).toBe('account_locked');
    expect(locked.headers.get('retry-after')).toBe(String(LOCKOUT_MINUTES * 60));
    const [row] = await t.context.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, person.id));
    expect(row?.failedSignIns).toBe(SIGN_IN_ATTEMPTS);

    t.clock.advance((LOCKOUT_MINUTES - 1) * 60_000);
    expect((await attempt(person.password)).headers.get('retry-after')).toBe('60');
    t.clock.advance(60_000);
    expect((await attempt(person.password)).status).toBe(200);
    const [after] = await t.context.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.id, person.id));
    expect(after).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });

  it('signs out this device, or every device, and a session ends after its shift', async () => {
    const person = await manager();
    const first = await signIn(t, person);
    const second = await signIn(t, person);
    const third = await signIn(t, person);
    const out = await staff(t, 'DELETE', '/pos/api/session', undefined, first.as);
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^tabula_staff=;/);
    expect((await staff(t, 'GET', places(), undefined, first.as)).status).toBe(401);
    expect((await staff(t, 'GET', places(), undefined, second.as)).status).toBe(200);

    const everywhere = await staff(t, 'POST', '/pos/api/session/everywhere', undefined, second.as);
    expect(everywhere.status).toBe(204);
    expect((await staff(t, 'GET', places(), undefined, second.as)).status).toBe(401);
    expect((await staff(t, 'GET', places(), undefined, third.as)).status).toBe(401);

    const fourth = await signIn(t, person);
    t.clock.advance(STAFF_SESSION_HOURS * 3_600_000 - 1000);
    expect((await staff(t, 'GET', places(), undefined, fourth.as)).status).toBe(200);
    t.clock.advance(1000);
    expect((await staff(t, 'GET', places(), undefined, fourth.as)).status).toBe(401);
  });
});
