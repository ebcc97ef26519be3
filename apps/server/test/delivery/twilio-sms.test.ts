import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import { registeredUser, scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { TwilioStandIn } from '@tabula/sandbox';

const ACCOUNT = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fedcba9876543210'.repeat(2),
};
const FROM = '+6580001234';

describe('SMS settings', () => {
  it('takes the account, its token and the sender together, and names what is missing', () => {
    const env = { SESSION_SECRET: 'x'.repeat(32), STAFF_TOKEN: 'y'.repeat(16) };
    const twilio = {
      TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
      TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
      TWILIO_FROM: FROM,
    };
    expect(loadConfig(env).sms).toBeNull();
    expect(loadConfig({ ...env, ...twilio }).sms).toEqual({ ...ACCOUNT, from: FROM, apiUrl: null });
    expect(() => loadConfig({ ...env, ...twilio, TWILIO_FROM: undefined })).toThrow(
      /TWILIO_FROM: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together/,
    );
    expect(() => loadConfig({ ...env, TWILIO_AUTH_TOKEN: ACCOUNT.authToken })).toThrow(
      /TWILIO_ACCOUNT_SID, TWILIO_FROM: /,
    );
    expect(() => loadConfig({ ...env, ...twilio, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_ACCOUNT_SID: a Twilio account SID/,
    );
  });
});

describe.each(DATABASE_KINDS)('SMS through Twilio’s SDK on %s', (kind) => {
  let t: TestServer;
  const twilio = new TwilioStandIn(ACCOUNT);
  beforeAll(async () => {
    const apiUrl = await twilio.listen();
    t = await startTestServer(kind, { sms: { ...ACCOUNT, from: FROM, apiUrl } });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });
  beforeEach(() => {
    twilio.refusing = false;
  });

  const smsTo = (address: string) => twilio.taken.filter((sms) => sms.to === address).at(-1);

  it('sends the sign-in code in the diner’s language, and the code signs in', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const asked = await diner.post(
      '/users/verifications',
      { verification: { phone_number: user.phone, dialing_code: '+65' } },
      { 'accept-language': 'ms-MY,ms;q=0.9' },
    );
    expect(asked.status).toBe(204);
    const sms = smsTo(`+65${user.phone}`);
    expect(sms).toMatchObject({ accountSid: ACCOUNT.accountSid, from: FROM });
    const code = /^(\d{4}) ialah kod log masuk Kopi & Kaya Cafe anda\./.exec(sms?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    // Nothing kept in the outbox when SMS leaves through the carrier.
    expect(t.messages).toHaveLength(0);

    const signedIn = await diner.post<{ user: { id: number } }>('/users/sign_in', {
      user: { phone_number: user.phone, dialing_code: '+65', otp: code },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(user.id);
  });

  it('answers 503 message_not_sent when Twilio refuses for good (21610), and the diner may ask again at once', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const ask = () =>
      diner.post<{ error_id: string }>('/users/verifications', {
        verification: { phone_number: user.phone, dialing_code: '+65' },
      });
    twilio.refusing = 'refused';
    const refused = await ask();
    expect(refused.status).toBe(503);
    expect(refused.body.error_id).toBe('message_not_sent');
    expect(smsTo(`+65${user.phone}`)).toBeUndefined();

    twilio.refusing = false;
    expect((await ask()).status).toBe(204);
    expect(smsTo(`+65${user.phone}`)?.body).toMatch(
      /^\d{4} is your Kopi & Kaya Cafe sign-in code\./,
    );
  });

  it('tries Twilio again 5 s after a 503, and the code that arrives then signs in', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    twilio.refusing = 'busy';
    const asked = await diner.post('/users/verifications', {
      verification: { phone_number: user.phone, dialing_code: '+65' },
    });
    expect(asked.status).toBe(204);
    expect(smsTo(`+65${user.phone}`)).toBeUndefined();
    twilio.refusing = false;
    t.clock.advance(5_000);
    expect(await t.messageSchedule.runOnce()).toBe(1);
    const code = /^(\d{4}) is your/.exec(smsTo(`+65${user.phone}`)?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const signedIn = await diner.post('/users/sign_in', {
      user: { phone_number: user.phone, dialing_code: '+65', otp: code },
    });
    expect(signedIn.status).toBe(200);
  });
});
