import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { newEmail, newPhone, registeredUser, scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder } from '../support/order-rows';
import { only } from '../support/picks';
import { sessionOf } from '../support/sessions';
import { lastCodeTo, messagesTo, otherCode } from './support/codes';

/*
 * Issue 12, item 1: an identity (mobile number or e-mail address) belongs to an account only after
 * a code sent to it was entered. Each attack is walked through over HTTP as an attacker would.
 */

interface ErrorBody {
  error: string;
  error_id: string;
}
interface UserBody {
  user: { id: number; name: string | null; email: string | null };
}

describe.each(DATABASE_KINDS)('identities on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const phoneOf = (phone: string) => ({ phone_number: phone, dialing_code: '65' });
  const userRow = async (id: number) =>
    only(await t.context.db.select().from(users).where(eq(users.id, id)));

  /** The victim signs in (or up) by SMS code as the app does; returns the signed-in user. */
  async function signInBySms(diner: Diner, phone: string, name: string): Promise<UserBody> {
    const verified = await diner.post('/users/verifications', { verification: phoneOf(phone) });
    if (verified.status === 404) {
      const signUp = await diner.post('/users', {
        user: { ...phoneOf(phone), name, email: newEmail() },
      });
      expect(signUp.status).toBe(204);
    } else {
      expect(verified.status).toBe(204);
    }
    const answer = await diner.post<UserBody>('/users/sign_in', {
      user: { ...phoneOf(phone), otp: lastCodeTo(t, `+65${phone}`) },
    });
    expect(answer.status).toBe(200);
    await diner.refreshCsrf();
    return answer.body;
  }

  it("never lets an account made in someone else's number reach its owner's orders", async () => {
    const victimPhone = newPhone();
    const attackerEmail = newEmail();
    // The attacker signs up with the victim's number and their own e-mail.
    const attacker = await scannedDiner(t);
    const signUp = await attacker.post('/users', {
      user: { ...phoneOf(victimPhone), name: 'Attacker', email: attackerEmail },
    });
    expect(signUp.status).toBe(204);
    // No account exists: the code went to the victim's phone.
    expect(
      await t.context.db.select().from(users).where(eq(users.phoneNumber, victimPhone)),
    ).toEqual([]);
    // The attacker's e-mail finds nothing to sign in to.
    const byEmail = await (
      await scannedDiner(t)
    ).post<ErrorBody>('/users/verifications', { verification: { email: attackerEmail } });
    expect(byEmail.status).toBe(404);
    // A guessed code for the pending sign-up is just a wrong code.
    const guessed = await attacker.post<ErrorBody>('/users/sign_in', {
      user: { email: attackerEmail, otp: otherCode(lastCodeTo(t, `+65${victimPhone}`)) },
    });
    expect(guessed.status).toBe(422);
    expect((await sessionOf(t, attacker)).userId).toBeNull();

    // The attacker switches the pending sign-up's code to their own e-mail and enters it: that
    // makes an account that proves the e-mail only; the victim's number is on it unproven.
    t.clock.advance(30_000);
    expect((await attacker.post('/users/otps', { email: attackerEmail })).status).toBe(204);
    const attackerIn = await attacker.post<UserBody>('/users/sign_in', {
      user: { email: attackerEmail, otp: lastCodeTo(t, attackerEmail) },
    });
    expect(attackerIn.status).toBe(200);
    const attackerAccount = await userRow(attackerIn.body.user.id);
    expect(attackerAccount.emailVerifiedAt).not.toBeNull();
    expect(attackerAccount.phoneVerifiedAt).toBeNull();

    // The victim signs in by SMS: the unproven number finds nothing, so they sign up and land in
    // an account of their own, which takes the number from the attacker's account.
    const victim = await scannedDiner(t);
    const victimUser = await signInBySms(victim, victimPhone, 'Victim');
    expect(victimUser.user.id).not.toBe(attackerAccount.id);
    expect(victimUser.user.email).not.toBe(attackerEmail);
    expect((await userRow(attackerAccount.id)).phoneNumber).toBeNull();
    await insertOrder(t, { userId: victimUser.user.id, totalAmount: '12.00' });

    // Signed in by e-mail later, the attacker sees none of the victim's orders.
    const again = await scannedDiner(t);
    t.clock.advance(30_000);
    expect(
      (await again.post('/users/verifications', { verification: { email: attackerEmail } })).status,
    ).toBe(204);
    const back = await again.post<UserBody>('/users/sign_in', {
      user: { email: attackerEmail, otp: lastCodeTo(t, attackerEmail) },
    });
    expect(back.body.user.id).toBe(attackerAccount.id);
    await again.refreshCsrf();
    const past = await again.get<{ past_orders?: unknown[]; orders?: unknown[] }>(
      '/pages/past_orders',
    );
    expect(past.status).toBe(200);
    expect(JSON.stringify(past.body)).not.toContain('12.00');
  });

  it('signs nobody in with an identity the account carries unproven', async () => {
    const user = await registeredUser(t, { proven: { phone: true, email: false } });
    const diner = await scannedDiner(t);
    const byEmail = await diner.post<ErrorBody>('/users/verifications', {
      verification: { email: user.mail },
    });
    expect(byEmail.status).toBe(404);
    expect(messagesTo(t, user.mail)).toBe(0);
    const signIn = await diner.post<ErrorBody>('/users/sign_in', {
      user: { email: user.mail, otp: '1234' },
    });
    expect(signIn.status).toBe(422);
    expect((await sessionOf(t, diner)).userId).toBeNull();
  });

  it('proves the e-mail when the diner enters a code sent to it, then signs in by e-mail', async () => {
    const user = await registeredUser(t, { proven: { phone: true, email: false } });
    const diner = await scannedDiner(t);
    expect(
      (await diner.post('/users/verifications', { verification: phoneOf(user.phone) })).status,
    ).toBe(204);
    t.clock.advance(30_000);
    expect((await diner.post('/users/otps', { email: user.mail })).status).toBe(204);
    const answer = await diner.post<UserBody>('/users/sign_in', {
      user: { ...phoneOf(user.phone), otp: lastCodeTo(t, user.mail) },
    });
    expect(answer.status).toBe(200);
    expect((await userRow(user.id)).emailVerifiedAt).not.toBeNull();
    t.clock.advance(30_000);
    const byEmail = await (
      await scannedDiner(t)
    ).post('/users/verifications', { verification: { email: user.mail } });
    expect(byEmail.status).toBe(204);
  });

  it('makes a changed profile e-mail unproven, and refuses one another account proved', async () => {
    const other = await registeredUser(t);
    const user = await registeredUser(t);
    const diner = await scannedDiner(t);
    await signInBySms(diner, user.phone, 'Mei');
    const taken = await diner.put<ErrorBody>(`/users/profiles/${String(user.id)}`, {
      user: { name: 'Mei', email: other.mail },
    });
    expect(taken.status).toBe(409);
    const fresh = newEmail();
    const changed = await diner.put(`/users/profiles/${String(user.id)}`, {
      user: { name: 'Mei', email: fresh },
    });
    expect(changed.status).toBe(200);
    expect((await userRow(user.id)).emailVerifiedAt).toBeNull();
    const byEmail = await (
      await scannedDiner(t)
    ).post('/users/verifications', { verification: { email: fresh } });
    expect(byEmail.status).toBe(404);
  });

  it('leaves a converted guest’s number unproven: it signs nobody in until its owner proves it', async () => {
    const guest = await scannedDiner(t);
    const login = await guest.post<UserBody>('/users/guest_login', {
      guest: true,
      company_id: t.seed.cafe.companyId,
      dialing_code: '+65',
      previous_user_id: null,
      marketing_consent: false,
    });
    expect(login.status).toBe(200);
    await guest.refreshCsrf();
    const order = await insertOrder(t, { userId: login.body.user.id, totalAmount: '9.00' });
    const phone = newPhone();
    const converted = await guest.post('/api/v1/users/convert_guest', {
      user_id: login.body.user.id,
      order_id: order.id,
      ...phoneOf(phone),
      location_id: t.seed.cafe.locationId,
    });
    expect(converted.status).toBe(200);
    expect((await userRow(login.body.user.id)).phoneVerifiedAt).toBeNull();
    // Anyone typing that number is told to sign up: it opens nothing.
    const stranger = await scannedDiner(t);
    const verify = await stranger.post('/users/verifications', { verification: phoneOf(phone) });
    expect(verify.status).toBe(404);
    // Whoever holds the number and proves it owns it from then on.
    const owner = await signInBySms(stranger, phone, 'Owner');
    expect(owner.user.id).not.toBe(login.body.user.id);
    expect((await userRow(login.body.user.id)).phoneNumber).toBeNull();
  });

  it('creates one account when the same pending sign-up is confirmed many times at once', async () => {
    const phone = newPhone();
    const diner = await scannedDiner(t);
    expect(
      (
        await diner.post('/users', {
          user: { ...phoneOf(phone), name: 'Race', email: newEmail() },
        })
      ).status,
    ).toBe(204);
    const otp = lastCodeTo(t, `+65${phone}`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        diner.post('/users/sign_in', { user: { ...phoneOf(phone), otp } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others find the code used (422) or the session already renewed by the winner (401).
    expect(answers.map((a) => a.status).filter((s) => ![200, 401, 422].includes(s))).toEqual([]);
    expect(
      await t.context.db.select().from(users).where(eq(users.phoneNumber, phone)),
    ).toHaveLength(1);
  });
});
