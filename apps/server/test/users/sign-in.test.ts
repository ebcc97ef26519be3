import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { newEmail, newPhone, registeredUser, scannedDiner } from '../support/accounts';
import { only } from '../support/picks';
import { sessionIdOf, sessionOf } from '../support/sessions';
import { lastCodeTo, otherCode, signInByPhone } from './support/codes';

interface ErrorBody {
  error: string;
  error_id: string;
  details?: Record<string, unknown>;
}

describe.each(DATABASE_KINDS)('sign-in on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** Verifies a registered number and returns the code that was sent. */
  async function codeFor(phone: string, diner: Awaited<ReturnType<typeof scannedDiner>>) {
    const verified = await diner.post('/users/verifications', {
      verification: { phone_number: phone, dialing_code: '65' },
    });
    expect(verified.status).toBe(204);
    return lastCodeTo(t, `+65${phone}`);
  }
  const signIn = (diner: Awaited<ReturnType<typeof scannedDiner>>, phone: string, otp: string) =>
    diner.post<ErrorBody & { user: { id: number; is_guest: boolean } }>('/users/sign_in', {
      user: { phone_number: phone, dialing_code: '+65', otp },
    });

  it('signs in with the code from the SMS, on a new session id with a new CSRF token', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const before = sessionIdOf(t, diner);
    const oldCookie = diner.cookieHeader();
    const oldCsrf = diner.csrfToken;
    const answer = await signInByPhone(t, diner, user.phone);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: user.id, is_guest: false, has_loyalty: false });
    const after = sessionIdOf(t, diner);
    expect(after).not.toBe(before);
    expect(diner.csrfToken).not.toBe(oldCsrf);
    const session = await sessionOf(t, diner);
    // The answer hands the app the new token, so it needs no reload before its next call.
    expect(answer.headers.get('x-csrf-token')).toBe(session.csrfToken);
    expect(session.userId).toBe(user.id);
    expect(session.outletId).toBe(t.seed.cafe.outletId);
    // The old session id is gone: its cookie no longer carries anyone.
    expect(await t.context.db.select().from(sessions).where(eq(sessions.id, before))).toHaveLength(
      0,
    );
    const withOld = await fetch(`${t.url}/users/stripe_cards`, {
      headers: { cookie: oldCookie, accept: 'application/json' },
    });
    expect(withOld.status).toBe(401);
    const withNew = await diner.get('/users/stripe_cards');
    expect(withNew.status).toBe(200);
  });

  it("answers 'Incorrect OTP' (422, incorrect_otp) for a wrong code and stays signed out", async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const code = await codeFor(user.phone, diner);
    const answer = await signIn(diner, user.phone, otherCode(code));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('Incorrect OTP');
    expect(answer.body.error_id).toBe('incorrect_otp');
    expect(answer.body.details).toEqual({ reason: 'incorrect', attempts_left: 4 });
    expect((await sessionOf(t, diner)).userId).toBeNull();
    // the right code still works after one wrong try
    expect((await signIn(diner, user.phone, code)).status).toBe(200);
  });

  it('kills the code after 5 wrong tries, and says so', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const code = await codeFor(user.phone, diner);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await signIn(diner, user.phone, otherCode(code));
      expect(wrong.body.error).toBe('Incorrect OTP');
      expect(wrong.body.details).toEqual({ reason: 'incorrect', attempts_left: 5 - attempt });
    }
    const dead = await signIn(diner, user.phone, code);
    expect(dead.status).toBe(422);
    expect(dead.body.error).toMatch(/Too many incorrect codes/);
    // The app is told the code is used up, not that the right code is wrong (issue 14 item 4).
    expect(dead.body.details).toEqual({ reason: 'used_up', attempts_left: 0 });
    expect((await sessionOf(t, diner)).userId).toBeNull();
  });

  it('refuses a code after 10 minutes', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const code = await codeFor(user.phone, diner);
    t.clock.advance(10 * 60 * 1000 + 1000);
    const answer = await signIn(diner, user.phone, code);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/expired/);
    expect(answer.body.details).toEqual({ reason: 'expired', attempts_left: 0 });
  });

  it('accepts a code just before 10 minutes', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const code = await codeFor(user.phone, diner);
    t.clock.advance(9 * 60 * 1000);
    expect((await signIn(diner, user.phone, code)).status).toBe(200);
  });

  it('refuses a code used once already', async () => {
    const first = await scannedDiner(t);
    const user = await registeredUser(t);
    const code = await codeFor(user.phone, first);
    expect((await signIn(first, user.phone, code)).status).toBe(200);
    const second = await scannedDiner(t);
    const reuse = await signIn(second, user.phone, code);
    expect(reuse.status).toBe(422);
    expect(reuse.body.error_id).toBe('incorrect_otp');
    expect((await sessionOf(t, second)).userId).toBeNull();
  });

  it('kills the earlier code when a new one is sent', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const first = await codeFor(user.phone, diner);
    t.clock.advance(31_000);
    expect((await diner.post('/users/otps/resend', {})).status).toBe(204);
    const second = lastCodeTo(t, `+65${user.phone}`);
    if (first !== second) {
      expect((await signIn(diner, user.phone, first)).status).toBe(422);
    }
    expect((await signIn(diner, user.phone, second)).status).toBe(200);
  });

  it('signs in with the e-mail code by e-mail identity', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    await diner.post('/users/verifications', { verification: { email: user.email } });
    const code = lastCodeTo(t, user.mail);
    const answer = await diner.post<{ user: { id: number } }>('/users/sign_in', {
      user: { email: user.email, otp: code },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.id).toBe(user.id);
  });

  it('refuses a code of another diner', async () => {
    const diner = await scannedDiner(t);
    const mine = await registeredUser(t);
    const theirs = await registeredUser(t);
    const code = await codeFor(mine.phone, diner);
    const answer = await signIn(diner, theirs.phone, code);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('This code is no longer valid. Please ask for a new code');
  });

  it('signs up after a 404 verification, then signs in with the code sent to the number', async () => {
    const diner = await scannedDiner(t);
    const phone = newPhone();
    const email = newEmail();
    const missing = await diner.post<ErrorBody>('/users/verifications', {
      verification: { phone_number: phone, dialing_code: '65' },
    });
    expect(missing.status).toBe(404);
    const signUp = await diner.post('/users', {
      user: {
        name: ' Ahmad ',
        email,
        phone_number: phone,
        dialing_code: '65',
        marketing_consent: true,
      },
    });
    expect(signUp.status).toBe(204);
    // No account and no sign-in until the code is given.
    expect((await sessionOf(t, diner)).userId).toBeNull();
    expect(await t.context.db.select().from(users).where(eq(users.phoneNumber, phone))).toEqual([]);
    const code = lastCodeTo(t, `+65${phone}`);
    const answer = await diner.post<{
      user: { id: number; marketing_consent: boolean; name: string; is_guest: boolean };
    }>('/users/sign_in', { user: { phone_number: phone, dialing_code: '65', otp: code } });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      name: 'Ahmad',
      marketing_consent: true,
      is_guest: false,
    });
    const created = only(
      await t.context.db.select().from(users).where(eq(users.id, answer.body.user.id)),
    );
    // The code went to the number: the number is proven, the e-mail not yet.
    expect(created.phoneVerifiedAt).not.toBeNull();
    expect(created.emailVerifiedAt).toBeNull();
    expect((await sessionOf(t, diner)).userId).toBe(created.id);

    const again = await (
      await scannedDiner(t)
    ).post<ErrorBody>('/users', {
      user: { name: 'Other', email: newEmail(), phone_number: phone, dialing_code: '+65' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error_id).toBe('account_exists');
    // The e-mail is not proven, so it belongs to nobody yet: another sign-up may name it.
    const sameEmail = await (
      await scannedDiner(t)
    ).post<ErrorBody>('/users', {
      user: {
        name: 'Other',
        email: email.toUpperCase(),
        phone_number: newPhone(),
        dialing_code: '65',
      },
    });
    expect(sameEmail.status).toBe(204);
  });

  it('rejects a sign-up without a name or with a bad e-mail (400)', async () => {
    const diner = await scannedDiner(t);
    for (const user of [
      { name: '  ', email: newEmail(), phone_number: newPhone(), dialing_code: '65' },
      { name: 'A', email: 'bad', phone_number: newPhone(), dialing_code: '65' },
      { name: 'A', email: newEmail(), phone_number: 'abc', dialing_code: '65' },
    ]) {
      expect((await diner.post('/users', { user })).status).toBe(400);
    }
  });

  it('signs out to a new session without the diner and answers redirect_url /', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    await signInByPhone(t, diner, user.phone);
    const before = sessionIdOf(t, diner);
    const answer = await diner.delete<{ redirect_url: string }>('/users/sign_out');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ redirect_url: '/' });
    expect(sessionIdOf(t, diner)).not.toBe(before);
    const session = await sessionOf(t, diner);
    expect(session.userId).toBeNull();
    expect(session.outletId).toBe(t.seed.cafe.outletId);
    expect(answer.headers.get('x-csrf-token')).toBe(session.csrfToken);
    await diner.refreshCsrf();
    expect((await diner.get('/users/stripe_cards')).status).toBe(401);
  });

  it('clears the checkout state of the session and keeps the sign-in', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    await signInByPhone(t, diner, user.phone);
    const id = sessionIdOf(t, diner);
    await t.context.db
      .update(sessions)
      .set({ state: { coupon_id: 3, redeemed_points: '10.00' } })
      .where(eq(sessions.id, id));
    const answer = await diner.delete('/users/clear-session');
    expect(answer.status).toBe(204);
    const session = await sessionOf(t, diner);
    expect(session.state).toEqual({});
    expect(session.userId).toBe(user.id);
    expect(
      (await diner.delete('/users/clear-session', undefined, { 'x-csrf-token': 'x' })).status,
    ).toBe(403);
  });

  it('normalises the dialing code: +65 and 65 are the same number', async () => {
    const diner = await scannedDiner(t);
    const user = only(
      await t.context.db
        .insert(users)
        .values({
          companyId: t.seed.cafe.companyId,
          name: 'Plus',
          email: newEmail(),
          phoneNumber: newPhone(),
          dialingCode: '+65',
          phoneVerifiedAt: new Date(),
        })
        .returning(),
    );
    const answer = await signInByPhone(t, diner, user.phoneNumber ?? '', '65');
    expect(answer.status).toBe(200);
  });
});
