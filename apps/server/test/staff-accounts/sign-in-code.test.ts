import type { PosStaffSession } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffMembers, staffSessions, staffSignInCodes } from '../../src/db/schema';
import {
  STAFF_CODE_LIFETIME_MS,
  STAFF_CODE_RESEND_MS,
  STAFF_CODES_PER_HOUR,
} from '../../src/features/staff-accounts/sign-in-code';
import { removeStaffMember } from '../../src/staff/remove-staff-member';
import { LOCKOUT_MINUTES, SIGN_IN_ATTEMPTS } from '../../src/staff/sign-in';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { staff, type ErrorBody } from '../pos/support/staff';
import { addPerson, type TestPerson } from './support/people';

/*
 * Signing in to the POS with a code e-mailed to the person (issue 32): single use, 10 minutes,
 * one live code, the same answer for an address nobody has, limits on sends, and wrong codes
 * counted toward the lock wrong passwords set. The clock is the server's test clock, never a
 * sleep; the e-mail leaves after the answer, so a test waits for it to be handed over.
 */

describe.each(DATABASE_KINDS)('staff sign-in with a one-time code on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const person = () => addPerson(t, 'staff', t.seed.cafe.companyId, t.seed.cafe.outletId);
  const mailsTo = (email: string) => t.messages.filter((message) => message.to === email);
  const askCode = (email: string, language?: string) =>
    staff<ErrorBody>(
      t,
      'POST',
      '/pos/api/session/code',
      language === undefined ? { email } : { email, language },
      { token: null },
    );
  const useCode = (email: string, code: string) =>
    staff<PosStaffSession & ErrorBody>(
      t,
      'POST',
      '/pos/api/session/code/sign-in',
      { email, code },
      { token: null },
    );
  /** The code of the `nth` e-mail (1 for the first) to the person, once it was handed over. */
  const codeOf = async (who: TestPerson, nth: number): Promise<string> => {
    await vi.waitFor(() => {
      expect(mailsTo(who.email).length).toBeGreaterThanOrEqual(nth);
    });
    const body = mailsTo(who.email)[nth - 1]?.body ?? '';
    const code = /\b(\d{6})\b/.exec(body)?.[1];
    if (code === undefined) throw new Error(`no code in "${body}"`);
    return code;
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('e-mails six digits in the console’s language that sign the person in once', async () => {
    const who = await person();
    const asked = await askCode(who.email.toUpperCase(), 'ar');
    expect(asked.status, asked.text).toBe(204);
    const code = await codeOf(who, 1);
    const mail = mailsTo(who.email)[0];
    expect(mail).toMatchObject({ channel: 'email', language: 'ar' });
    expect(mail?.channel === 'email' && mail.subject).toContain('Kopi & Kaya Cafe');
    expect(mail?.body).toContain('10 دقائق');
    const [stored] = await t.context.db
      .select()
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.staffId, who.id));
    expect(stored?.codeHash).not.toContain(code);

    const answer = await useCode(who.email, code);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.staff).toMatchObject({ id: who.id, role: 'staff' });
    expect(answer.headers.get('set-cookie')).toMatch(/^tabula_staff=[A-Za-z0-9_-]{43};.*HttpOnly/);
    const cookie = answer.headers.get('set-cookie')?.split(';')[0] ?? '';
    const me = await staff<PosStaffSession>(t, 'GET', '/pos/api/session', undefined, {
      token: null,
      headers: { cookie },
    });
    expect(me.body.staff.id).toBe(who.id);

    const again = await useCode(who.email, code);
    expect(again.status).toBe(401);
    expect(again.body.error_id).toBe('staff_sign_in_failed');
  });

  it('answers an unknown or removed address as a known one, and e-mails neither', async () => {
    const who = await person();
    const removed = await person();
    await removeStaffMember(t.context.db, t.seed.cafe.companyId, removed.id, t.clock.now);
    const before = t.messages.length;
    const answers = await Promise.all([
      askCode('nobody.here@staff.example.com'),
      askCode(removed.email),
      askCode(who.email),
    ]);
    expect(answers.map((answer) => [answer.status, answer.text])).toEqual([
      [204, ''],
      [204, ''],
      [204, ''],
    ]);
    await codeOf(who, 1);
    expect(t.messages.length - before).toBe(1);
    expect(mailsTo(removed.email)).toHaveLength(0);
    const nobody = await useCode('nobody.here@staff.example.com', '123456');
    const wrongCode = await useCode(who.email, wrong(await codeOf(who, 1)));
    expect([nobody.status, wrongCode.status]).toEqual([401, 401]);
    expect(nobody.body).toEqual(wrongCode.body);
    const malformed = await useCode(who.email, '12345');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('6 digits');
  });

  it('sends no new code within 30 s nor past five an hour; a new code replaces the old', async () => {
    const who = await person();
    // Six asks at once make one code.
    const asks = await Promise.all(Array.from({ length: 6 }, () => askCode(who.email)));
    expect(asks.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204]);
    const first = await codeOf(who, 1);
    expect(await t.context.db.$count(staffSignInCodes, eq(staffSignInCodes.staffId, who.id))).toBe(
      1,
    );

    t.clock.advance(STAFF_CODE_RESEND_MS);
    await askCode(who.email);
    const second = await codeOf(who, 2);
    expect((await useCode(who.email, first)).status).toBe(first === second ? 200 : 401);
    if (first !== second) expect((await useCode(who.email, second)).status).toBe(200);

    for (let sent = 2; sent < STAFF_CODES_PER_HOUR; sent += 1) {
      t.clock.advance(STAFF_CODE_RESEND_MS);
      await askCode(who.email);
      await codeOf(who, sent + 1);
    }
    t.clock.advance(STAFF_CODE_RESEND_MS);
    expect((await askCode(who.email)).status).toBe(204);
    expect(mailsTo(who.email)).toHaveLength(STAFF_CODES_PER_HOUR);
    t.clock.advance(60 * 60_000);
    await askCode(who.email);
    await codeOf(who, STAFF_CODES_PER_HOUR + 1);
  });

  it('refuses a code once its 10 minutes are over', async () => {
    const who = await person();
    await askCode(who.email);
    const code = await codeOf(who, 1);
    t.clock.advance(STAFF_CODE_LIFETIME_MS);
    expect((await useCode(who.email, code)).status).toBe(401);

    t.clock.advance(STAFF_CODE_RESEND_MS);
    await askCode(who.email);
    const fresh = await codeOf(who, 2);
    t.clock.advance(STAFF_CODE_LIFETIME_MS - 1000);
    expect((await useCode(who.email, fresh)).status).toBe(200);
  });

  it('counts wrong codes with wrong passwords toward one lock, and a locked person gets no code', async () => {
    const who = await person();
    await askCode(who.email);
    const code = await codeOf(who, 1);
    const wrongPasswords = SIGN_IN_ATTEMPTS - 2;
    for (let i = 0; i < wrongPasswords; i += 1) {
      const answer = await staff(
        t,
        'POST',
        '/pos/api/session',
        { email: who.email, password: `wrong password ${String(i)}` },
        { token: null },
      );
      expect(answer.status).toBe(401);
    }
    expect((await useCode(who.email, wrong(code))).status).toBe(401);
    const locking = await useCode(who.email, wrong(code));
    expect(locking.status).toBe(429);
    expect(locking.body.error_id).toBe('account_locked');
    // The right code is refused while the lock lasts, and no new code is sent.
    expect((await useCode(who.email, code)).status).toBe(429);
    t.clock.advance(STAFF_CODE_RESEND_MS);
    await askCode(who.email);
    expect(mailsTo(who.email)).toHaveLength(1);

    t.clock.advance(LOCKOUT_MINUTES * 60_000);
    await askCode(who.email);
    const fresh = await codeOf(who, 2);
    expect((await useCode(who.email, fresh)).status).toBe(200);
    const [row] = await t.context.db.select().from(staffMembers).where(eq(staffMembers.id, who.id));
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });

  it('signs in once when the right code arrives many times at once', async () => {
    const who = await person();
    await askCode(who.email);
    const code = await codeOf(who, 1);
    const answers = await Promise.all(Array.from({ length: 8 }, () => useCode(who.email, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401,
    ]);
    expect(await t.context.db.$count(staffSessions, eq(staffSessions.staffId, who.id))).toBe(1);
  });
});
