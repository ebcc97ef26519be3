import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TURNSTILE_VERIFY_PATH } from '../../src/captcha/turnstile';
import { TURNSTILE_SANDBOX_TOKEN_PATH, TURNSTILE_TOKEN_LIFETIME_MS } from '@tabula/sandbox';
import { loadConfig } from '../../src/config/config';
import { registeredUser, scannedDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, TEST_TURNSTILE_KEYS, type TestServer } from '../support/harness';

/*
 * Issue 31, a real captcha: with the company's captcha_enabled (A§3, A§5) and Turnstile
 * configured, the verification that sends the first code needs a token Turnstile vouches for
 * (siteverify at the configured origin, here the card sandbox's stand-in): single use, 300 s.
 */

interface ErrorBody {
  error: string;
  error_id: string;
}

describe('captcha settings', () => {
  const env = { SESSION_SECRET: 'x'.repeat(32), STAFF_TOKEN: 'y'.repeat(16) };
  const keys = {
    TURNSTILE_SITE_KEY: '0x4AAAAAAAB1cdEfGhIjKlMn',
    TURNSTILE_SECRET_KEY: '0x4AAAAAAAB1cdEfGhIjKlMnOpQrStUvWxYz',
  };

  it('takes the site key and the secret together, at Cloudflare unless told', () => {
    expect(loadConfig(env).captcha).toBeNull();
    expect(loadConfig({ ...env, ...keys }).captcha).toEqual({
      siteKey: keys.TURNSTILE_SITE_KEY,
      secretKey: keys.TURNSTILE_SECRET_KEY,
      url: 'https://challenges.cloudflare.com',
      verifyUrl: 'https://challenges.cloudflare.com',
    });
    expect(
      loadConfig({ ...env, ...keys, TURNSTILE_URL: 'http://127.0.0.1:4100/' }).captcha?.url,
    ).toBe('http://127.0.0.1:4100');
  });

  it('stops the start naming what is missing or malformed', () => {
    expect(() => loadConfig({ ...env, TURNSTILE_SITE_KEY: keys.TURNSTILE_SITE_KEY })).toThrow(
      /TURNSTILE_SECRET_KEY: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY go together/,
    );
    expect(() => loadConfig({ ...env, TURNSTILE_SECRET_KEY: keys.TURNSTILE_SECRET_KEY })).toThrow(
      /TURNSTILE_SITE_KEY: TURNSTILE_SITE_KEY and/,
    );
    expect(() => loadConfig({ ...env, ...keys, TURNSTILE_SITE_KEY: 'abc' })).toThrow(
      /TURNSTILE_SITE_KEY: a Turnstile site key/,
    );
  });
});

describe.each(DATABASE_KINDS)('the sign-in captcha on %s', (kind) => {
  let t: TestServer;
  let sandbox: string;
  beforeAll(async () => {
    // The cafe asks for a captcha at sign-in (the demo seed); Turnstile is the sandbox's stand-in.
    t = await startTestServer(kind, { sandboxCaptcha: true });
    sandbox = t.context.config.captcha?.url ?? '';
  });
  afterAll(() => t.close());

  /** A token the stand-in's widget gives a diner who passed it. */
  const passedToken = async (siteKey = TEST_TURNSTILE_KEYS.siteKey): Promise<string> => {
    const answer = await fetch(`${sandbox}${TURNSTILE_SANDBOX_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: siteKey, hostname: '127.0.0.1' }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { token: string }).token;
  };
  const codesTo = (phone: string) => t.messages.filter((message) => message.to === `+65${phone}`);
  const verify = (phone: string) => ({
    verification: { phone_number: phone, dialing_code: '+65' },
  });

  it('names the widget on the sign-in page: Turnstile, its site key and its script', async () => {
    const diner = await scannedDiner(t);
    const page = await diner.get<{ captcha: unknown }>('/pages/sign_in');
    expect(page.body.captcha).toEqual({
      provider: 'turnstile',
      site_key: TEST_TURNSTILE_KEYS.siteKey,
      script_url: `${sandbox}/turnstile/v0/api.js`,
    });
    // A company that asks for none is given none.
    const kuwait = await scannedDiner(t, t.seed.kuwait.counterToken);
    const none = await kuwait.get<{ captcha: unknown }>('/pages/sign_in');
    expect(none.body.captcha).toBeNull();
    // The stand-in serves its script there, and its widget only the app's origin may frame.
    const script = await fetch(`${sandbox}/turnstile/v0/api.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('window.turnstile = {');
    const widget = await fetch(
      `${sandbox}/turnstile/v0/sandbox/widget?sitekey=${TEST_TURNSTILE_KEYS.siteKey}&id=cf-chl-widget-1`,
    );
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${new URL(t.url).origin}`,
    );
    expect(await widget.text()).toContain('Verify you are human');
  });

  it('refuses a verification without a token before anything is looked up or sent', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const refused = await diner.post<ErrorBody>('/users/verifications', verify(user.phone));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Please confirm you are not a robot.',
      error_id: 'captcha_required',
    });
    // Not even whether the account exists is told.
    const unknown = await diner.post<ErrorBody>('/users/verifications', verify('80000001'));
    expect(unknown.body.error_id).toBe('captcha_required');
    expect(codesTo(user.phone)).toEqual([]);
  });

  it('sends the code with a token Turnstile vouches for, once: the same token again is refused', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const token = await passedToken();
    const sent = await diner.post('/users/verifications', verify(user.phone), {
      'x-captcha-token': token,
    });
    expect(sent.status).toBe(204);
    expect(codesTo(user.phone)).toHaveLength(1);

    const again = await (
      await scannedDiner(t)
    ).post<ErrorBody>('/users/verifications', verify(user.phone), { 'x-captcha-token': token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: 'The check that you are not a robot has expired. Please do it again.',
      error_id: 'captcha_invalid',
    });
    expect(codesTo(user.phone)).toHaveLength(1);
  });

  it('refuses a forged token, one for another site key, and one older than 300 s', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const forged = await diner.post<ErrorBody>('/users/verifications', verify(user.phone), {
      'x-captcha-token': 'XXXX.DUMMY.TOKEN.forged',
    });
    expect(forged.body.error_id).toBe('captcha_invalid');
    const otherSite = await fetch(`${sandbox}${TURNSTILE_SANDBOX_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: '1x00000000000000000000BB' }),
    });
    expect(otherSite.status).toBe(400);
    const late = await passedToken();
    t.clock.advance(TURNSTILE_TOKEN_LIFETIME_MS + 1_000);
    const expired = await diner.post<ErrorBody>('/users/verifications', verify(user.phone), {
      'x-captcha-token': late,
    });
    expect(expired.body.error_id).toBe('captcha_invalid');
    expect(codesTo(user.phone)).toEqual([]);
  });

  it('carries the pass of a verification that found no account on to its sign-up, and no further', async () => {
    const diner = await scannedDiner(t);
    const phone = '81234567';
    const missing = await diner.post<ErrorBody>('/users/verifications', verify(phone), {
      'x-captcha-token': await passedToken(),
    });
    expect(missing.status).toBe(404);
    const signUp = {
      user: {
        phone_number: phone,
        dialing_code: '65',
        name: 'New Diner',
        email: 'new@example.com',
      },
    };
    expect((await diner.post('/users', signUp)).status).toBe(204);
    expect(codesTo(phone)).toHaveLength(1);

    // A session that never passed the captcha cannot make the server text anyone.
    const scripted = await (
      await scannedDiner(t)
    ).post<ErrorBody>('/users', {
      user: { ...signUp.user, phone_number: '81234568' },
    });
    expect(scripted.status).toBe(400);
    expect(scripted.body.error_id).toBe('captcha_required');
    // Nor can the pass, 10 minutes on.
    t.clock.advance(10 * 60_000 + 1);
    const stale = await diner.post<ErrorBody>('/users', {
      user: { ...signUp.user, phone_number: '81234569' },
    });
    expect(stale.body.error_id).toBe('captcha_required');
  });

  it("answers as Cloudflare's siteverify: a wrong secret, no token", async () => {
    const check = async (body: Record<string, string>) => {
      const answer = await fetch(`${sandbox}${TURNSTILE_VERIFY_PATH}`, {
        method: 'POST',
        body: new URLSearchParams(body),
      });
      return (await answer.json()) as { success: boolean; 'error-codes': string[] };
    };
    expect(await check({ secret: 'wrong', response: await passedToken() })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await check({ secret: TEST_TURNSTILE_KEYS.secretKey })).toEqual({
      success: false,
      'error-codes': ['missing-input-response'],
    });
    const passed = await check({
      secret: TEST_TURNSTILE_KEYS.secretKey,
      response: await passedToken(),
    });
    expect(passed).toMatchObject({ success: true, hostname: '127.0.0.1', 'error-codes': [] });
  });
});

describe('the sign-in captcha when Turnstile cannot be reached', () => {
  let t: TestServer;
  beforeAll(async () => {
    // Nothing listens on the discard port.
    t = await startTestServer('pglite', {
      captcha: {
        ...TEST_TURNSTILE_KEYS,
        url: 'http://127.0.0.1:9',
        verifyUrl: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 captcha_unavailable and sends nothing', async () => {
    const diner = await scannedDiner(t);
    const user = await registeredUser(t);
    const answer = await diner.post<ErrorBody>(
      '/users/verifications',
      { verification: { phone_number: user.phone, dialing_code: '+65' } },
      { 'x-captcha-token': 'XXXX.DUMMY.TOKEN.any' },
    );
    expect(answer.status).toBe(503);
    expect(answer.body.error_id).toBe('captcha_unavailable');
    expect(t.messages).toEqual([]);
  });
});
