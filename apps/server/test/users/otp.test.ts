import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { newEmail, newPhone, registeredUser, scannedDiner } from '../support/accounts';
import { only } from '../support/picks';
import { lastCodeTo, lastMessage, messagesTo } from './support/codes';

describe.each(DATABASE_KINDS)('one-time codes on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const verifyPhone = (phone: string) => ({
    verification: { phone_number: phone, dialing_code: '+65' },
  });

  it('answers 404 sign_up_required for a number nobody registered, and sends nothing', async () => {
    const diner = await scannedDiner(t);
    const phone = newPhone();
    const answer = await diner.post<{ error: string; error_id: string }>(
      '/users/verifications',
      verifyPhone(phone),
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error_id).toBe('sign_up_required');
    expect(messagesTo(t, `+65${phone}`)).toBe(0);
  });

  it('sends a 4-digit code by SMS to a registered number, stored only as a hash', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const answer = await diner.post('/users/verifications', verifyPhone(user.phone));
    expect(answer.status).toBe(204);
    const address = `+65${user.phone}`;
    const message = lastMessage(t);
    expect(message).toMatchObject({ channel: 'sms', to: address });
    expect(message.body).toMatch(
      /^\d{4} is your Kopi & Kaya Cafe sign-in code\. It expires in 10 minutes\.$/,
    );
    const code = lastCodeTo(t, address);
    const rows = await t.context.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.address, address));
    expect(rows).toHaveLength(1);
    expect(only(rows).codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(`"${code}"`);
    expect(only(rows).expiresAt.getTime() - only(rows).createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('finds the diner by e-mail too and sends the code by e-mail', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const answer = await diner.post('/users/verifications', {
      verification: { email: user.mail.toUpperCase() },
    });
    expect(answer.status).toBe(204);
    expect(lastMessage(t)).toMatchObject({
      channel: 'email',
      to: user.email,
      subject: 'Your Kopi & Kaya Cafe sign-in code',
    });
  });

  it('refuses a resend before 30 s (429) and sends a new code after', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const address = `+65${user.phone}`;
    expect((await diner.post('/users/verifications', verifyPhone(user.phone))).status).toBe(204);
    t.clock.advance(10_000);
    const early = await diner.post<{ error: string; error_id: string }>('/users/otps/resend', {});
    expect(early.status).toBe(429);
    expect(early.body.error).toMatch(/wait 20 seconds/);
    expect(messagesTo(t, address)).toBe(1);
    t.clock.advance(21_000);
    const later = await diner.post('/users/otps/resend', {});
    expect(later.status).toBe(204);
    expect(messagesTo(t, address)).toBe(2);
  });

  it('switches the channel to e-mail and back to SMS, only to addresses of the account', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    await diner.post('/users/verifications', verifyPhone(user.phone));
    const wrong = await diner.post<{ error_id: string }>('/users/otps', { email: newEmail() });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error_id).toBe('otp_email_mismatch');
    // The 30 s wait is the account's, whichever channel: a switch at once is refused.
    const tooSoon = await diner.post<{ error_id: string }>('/users/otps', { email: user.email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error_id).toBe('otp_resend_too_soon');
    t.clock.advance(30_000);
    const byEmail = await diner.post('/users/otps', { email: user.email });
    expect(byEmail.status).toBe(204);
    expect(lastMessage(t)).toMatchObject({ channel: 'email', to: user.email });
    t.clock.advance(30_000);
    const bySms = await diner.post('/users/otps', {});
    expect(bySms.status).toBe(204);
    expect(lastMessage(t)).toMatchObject({ channel: 'sms', to: `+65${user.phone}` });
  });

  it('refuses a send before any verification', async () => {
    const diner = await scannedDiner(t);
    const answer = await diner.post<{ error_id: string }>('/users/otps', {});
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('otp_not_started');
  });

  it('limits sends per address and per client address, counted from the table', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const address = `+65${user.phone}`;
    const now = t.clock.now;
    const rows = (requestedBy: string, addressed: string, n: number) =>
      Array.from({ length: n }, () => ({
        companyId: t.seed.cafe.companyId,
        channel: 'sms',
        address: addressed,
        codeHash: '00',
        requestedBy,
        createdAt: new Date(now.getTime() - 60 * 60 * 1000 + 60_000),
        expiresAt: now,
        usedAt: now,
      }));
    await t.context.db.insert(oneTimeCodes).values(rows('10.0.0.9', address, 5));
    const perAddress = await diner.post<{ error: string }>(
      '/users/verifications',
      verifyPhone(user.phone),
    );
    expect(perAddress.status).toBe(429);
    expect(perAddress.body.error).toMatch(/this address/);
    // an hour later they no longer count
    t.clock.advance(61_000);
    expect((await diner.post('/users/verifications', verifyPhone(user.phone))).status).toBe(204);

    const other = await registeredUser(t);
    await t.context.db
      .insert(oneTimeCodes)
      .values(rows('127.0.0.1', '+650000', 300).map((r) => ({ ...r, createdAt: t.clock.now })));
    const perClient = await diner.post<{ error: string }>(
      '/users/verifications',
      verifyPhone(other.phone),
    );
    expect(perClient.status).toBe(429);
    expect(perClient.body.error).toMatch(/this network/);
    await t.context.db.delete(oneTimeCodes).where(and(eq(oneTimeCodes.address, '+650000')));
  });

  it('rejects malformed numbers, codes and bodies with 400, never 500', async () => {
    const diner = await scannedDiner(t);
    for (const body of [
      { verification: { phone_number: '12ab5678', dialing_code: '65' } },
      { verification: { phone_number: '12345', dialing_code: '65' } },
      { verification: { phone_number: '1234567890123456', dialing_code: '65' } },
      { verification: { email: 'not-an-email' } },
      {},
      'nonsense',
    ]) {
      const answer = await diner.post<{ error_id: string }>('/users/verifications', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const badOtp = await diner.post('/users/sign_in', {
      user: { phone_number: '91234567', dialing_code: '65', otp: '12a4' },
    });
    expect(badOtp.status).toBe(400);
    const badEmail = await diner.post('/users/otps', { email: 'nope' });
    expect(badEmail.status).toBe(400);
  });

  it('refuses every code call without the CSRF header (403) or without a session (401)', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const noCsrf = await diner.post('/users/verifications', verifyPhone(user.phone), {
      'x-csrf-token': '',
    });
    expect(noCsrf.status).toBe(403);
    const wrongCsrf = await diner.post('/users/otps/resend', {}, { 'x-csrf-token': 'forged' });
    expect(wrongCsrf.status).toBe(403);
    const stranger = await fetch(`${t.url}/users/verifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(verifyPhone(user.phone)),
    });
    expect(stranger.status).toBe(401);
    expect(messagesTo(t, `+65${user.phone}`)).toBe(0);
  });

  it('offers no sign-in on the lite plan (Kuwait)', async () => {
    const diner = await scannedDiner(t, t.seed.kuwait.counterToken);
    const user = await registeredUser(t, {
      companyId: t.seed.kuwait.companyId,
      dialingCode: '965',
    });
    const answer = await diner.post<{ error_id: string }>('/users/verifications', {
      verification: { phone_number: user.phone, dialing_code: '965' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error_id).toBe('sign_in_unavailable');
  });
});
