import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../src/db/schema';
import { newEmail, newPhone, registeredUser, scannedDiner } from '../support/accounts';
import { sessionOf } from '../support/sessions';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { lastCodeTo, messagesTo, otherCode } from './support/codes';

/*
 * Issue 12, items 3 and 5: the code limits fit a busy venue (strict per identity, generous per
 * client address read through the trusted proxies), and the 30 s wait and the wrong tries count
 * per account across channels.
 */

interface ErrorBody {
  error: string;
  error_id: string;
  details?: { retry_after_seconds?: number };
}

const verifyPhone = (phone: string) => ({
  verification: { phone_number: phone, dialing_code: '65' },
});

describe.each(EVERY_DATABASE_KIND)('code limits on %s', (kind) => {
  /** Behind a reverse proxy on this machine, with the per-client limit of 20 a test can reach. */
  let proxied: TestServer;
  /** The same limit, with a proxy list that does not include this machine. */
  let direct: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer(kind, {
      trustProxy: ['127.0.0.1'],
      otpSendsPerClientPerHour: 20,
    });
    direct = await startTestServer(kind, {
      trustProxy: ['10.9.9.9'],
      otpSendsPerClientPerHour: 20,
    });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  it('sends codes to 25 diners behind one trusted proxy, and limits each client by its own address', async () => {
    const t = proxied;
    const answers = [];
    for (let client = 1; client <= 25; client += 1) {
      const diner = await scannedDiner(t);
      const user = await registeredUser(t);
      answers.push(
        await diner.post('/users/verifications', verifyPhone(user.phone), {
          'x-forwarded-for': `203.0.113.${String(client)}`,
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 25 }, () => 204));
    const rows = await t.context.db.select().from(oneTimeCodes);
    expect(new Set(rows.map((r) => r.requestedBy)).size).toBeGreaterThanOrEqual(25);
    expect(rows.some((r) => r.requestedBy === '203.0.113.25')).toBe(true);

    // One client asking for many numbers is still held to its own limit.
    const statuses = [];
    for (let i = 0; i < 21; i += 1) {
      const diner = await scannedDiner(t);
      const user = await registeredUser(t);
      const answer = await diner.post<ErrorBody>('/users/verifications', verifyPhone(user.phone), {
        'x-forwarded-for': '198.51.100.7',
      });
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.error).toMatch(/this network/);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('leaves no account and no pending sign-up behind a refused send', async () => {
    const t = proxied;
    const phone = newPhone();
    const now = t.clock.now;
    await t.context.db.insert(oneTimeCodes).values(
      Array.from({ length: 5 }, () => ({
        companyId: t.seed.cafe.companyId,
        channel: 'sms',
        address: `+65${phone}`,
        codeHash: '00',
        requestedBy: '192.0.2.1',
        createdAt: new Date(now.getTime() - 60_000),
        expiresAt: now,
        usedAt: now,
      })),
    );
    const diner = await scannedDiner(t);
    const signUp = await diner.post<ErrorBody>('/users', {
      user: { phone_number: phone, dialing_code: '65', name: 'Refused', email: newEmail() },
    });
    expect(signUp.status).toBe(429);
    expect(signUp.body.error_id).toBe('otp_send_limit');
    // The five codes went a minute ago: one more may go when they are an hour old.
    expect(signUp.body.details).toEqual({ retry_after_seconds: 59 * 60 });
    expect(signUp.headers.get('retry-after')).toBe(String(59 * 60));
    expect(await t.context.db.select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
    expect((await sessionOf(t, diner)).state).not.toHaveProperty('sign_up');
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const t = direct;
    const statuses = [];
    for (let i = 1; i <= 21; i += 1) {
      const diner = await scannedDiner(t);
      const user = await registeredUser(t);
      const answer = await diner.post('/users/verifications', verifyPhone(user.phone), {
        'x-forwarded-for': `203.0.113.${String(i)}`,
      });
      statuses.push(answer.status);
    }
    // Every request counts under the connection's address, whatever the header claims.
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    const rows = await t.context.db.select().from(oneTimeCodes);
    expect(rows.every((r) => r.requestedBy === '127.0.0.1')).toBe(true);
  });

  it('sends one code when SMS and e-mail codes are asked for at once within the wait', async () => {
    const t = proxied;
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    expect((await diner.post('/users/verifications', verifyPhone(user.phone))).status).toBe(204);
    t.clock.advance(30_000);
    const before = messagesTo(t, `+65${user.phone}`) + messagesTo(t, user.mail);
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        diner.post<ErrorBody>('/users/otps', i % 2 === 0 ? { email: user.mail } : {}),
      ),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8);
    expect(messagesTo(t, `+65${user.phone}`) + messagesTo(t, user.mail)).toBe(before + 1);
  });

  it('counts wrong codes per account across channels: 10 an hour, then none is checked', async () => {
    const t = proxied;
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const signIn = (otp: string) =>
      diner.post<ErrorBody & { details?: { attempts_left: number } }>('/users/sign_in', {
        user: { phone_number: user.phone, dialing_code: '65', otp },
      });
    expect((await diner.post('/users/verifications', verifyPhone(user.phone))).status).toBe(204);
    const smsCode = lastCodeTo(t, `+65${user.phone}`);
    for (let i = 0; i < 5; i += 1) expect((await signIn(otherCode(smsCode))).status).toBe(422);
    t.clock.advance(30_000);
    // A fresh code by e-mail does not bring fresh tries beyond the account's hourly budget.
    expect((await diner.post('/users/otps', { email: user.mail })).status).toBe(204);
    const emailCode = lastCodeTo(t, user.mail);
    for (let i = 0; i < 5; i += 1) expect((await signIn(otherCode(emailCode))).status).toBe(422);
    t.clock.advance(30_000);
    const more = await diner.post<ErrorBody>('/users/otps', {});
    expect(more.status).toBe(429);
    expect(more.body.error).toBe('Too many incorrect codes. Please try again in an hour');
    // The first code's five wrong tries, a minute ago, leave the hour first.
    expect(more.body.details).toEqual({ retry_after_seconds: 59 * 60 });
    // After the hour the account may try again.
    t.clock.advance(60 * 60 * 1000);
    expect((await diner.post('/users/otps', {})).status).toBe(204);
    expect((await signIn(lastCodeTo(t, `+65${user.phone}`))).status).toBe(200);
    const codes = await t.context.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.address, `+65${user.phone}`));
    expect(codes.length).toBeGreaterThanOrEqual(2);
  });
});
