import { createHash } from 'node:crypto';
import { mastercard, pages } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedSessionScriptUrl } from '../../src/card-payments/mastercard/hosted-session-script';
import type { ServerConfig } from '../../src/config/config';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, paymentRow } from '../payments/support/checkout';
import { newReference, signedInGuest } from './support';
import {
  answerMastercardChallenge,
  paymentTypesOf,
  typeCardIntoSession,
} from './mastercard-support';
import { settingsOf } from '../support/harness';

const SESSIONS = '/sapaad_payments/mastercard/v1/sessions';
const DIRECT = '/sapaad_payments/mastercard/direct_payments/v1';
const DEVICE = { browser: 'MOZILLA', browserDetails: { language: 'en' } };

/** The directives of a Content-Security-Policy header, each with its sources. */
function directives(header: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

// spec: B§2 "Mastercard hosted page"; B§4 Mastercard (a hosted card session returns session_id).
describe('the Mastercard gateway Hosted Session (session.js) on the card sandbox', () => {
  let t: TestServer;
  let sandbox: string;
  let form: string;
  beforeAll(async () => {
    t = await startTestServer(DATABASE_KINDS[0] ?? 'pglite');
    sandbox = new URL(settingsOf(t.context.config, 'mastercard').apiUrl ?? '').origin;
    form = `${sandbox}/form/version/100/merchant/TESTMERCHANT`;
  });
  afterAll(() => t.close());

  const guest = () => signedInGuest(t);

  async function session(diner: Diner, reference: string) {
    const order_details = await cafePayload(t, diner, { paymentType: 'mastercard' });
    const answer = await diner.post(SESSIONS, { order_details, reference_id: reference });
    expect(answer.status).toBe(200);
    return mastercard.createSession.response.parse(answer.body).data;
  }

  /**
   * A guest's payment whose typed card asks for 3-D Secure, authenticated up to the challenge:
   * the gateway's redirect html (the issuer's form), with the calls' extra headers.
   */
  async function challengeOf(reference: string, headers: Record<string, string> = {}) {
    const diner = await guest();
    const { session_id } = await session(diner, reference);
    await typeCardIntoSession(t, session_id, { number: '5200 0000 0000 1096' });
    await diner.post(`${DIRECT}/authentications/initiate`, { reference_id: reference });
    const completed = await diner.post<{ redirect_html: string }>(
      `${DIRECT}/authentications/complete`,
      { reference_id: reference, device: DEVICE },
      headers,
    );
    return completed.body.redirect_html;
  }

  const field = (name: string, sessionId: string, instance = '0123456789abcdef01234567') =>
    fetch(
      `${form}/hosted-field/${name}?session=${encodeURIComponent(sessionId)}&instance=${instance}&formatCard=EMBOSSED&invalidFieldCharacters=REJECT`,
    );

  it('the Mastercard payment type names the sandbox’s session.js, served as a cacheable script', async () => {
    const diner = await guest();
    const answer = await diner.get(pages.checkout.path);
    const types = paymentTypesOf(answer.body);
    const gateway = types.find((type) => type.payment_type === 'mastercard');
    expect(gateway?.hosted_session_script_url).toBe(`${form}/session.js`);
    for (const other of types.filter((type) => type.payment_type !== 'mastercard')) {
      expect(other.hosted_session_script_url ?? null).toBeNull();
    }

    const script = await fetch(gateway?.hosted_session_script_url ?? '');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const text = await script.text();
    expect(text).toContain('window.PaymentSession = {');
    expect(text).toContain('"TESTMERCHANT"');

    // Another merchant's script, or a path that is no version, is not the sandbox's.
    expect((await fetch(`${sandbox}/form/version/100/merchant/OTHER/session.js`)).status).toBe(404);
    expect((await fetch(`${sandbox}/form/version/x/merchant/TESTMERCHANT/session.js`)).status).toBe(
      404,
    );
  });

  it('a restaurant’s gateway: the script is the gateway’s own, at its origin', () => {
    const config = {
      mastercard: {
        merchantId: 'CAFE01',
        apiUrl: 'https://ap-gateway.mastercard.com',
        apiVersion: 100,
      },
    } as unknown as ServerConfig;
    expect(hostedSessionScriptUrl(config)).toBe(
      'https://ap-gateway.mastercard.com/form/version/100/merchant/CAFE01/session.js',
    );
    const unknown = {
      mastercard: { ...config.mastercard, apiUrl: null },
    } as unknown as ServerConfig;
    expect(hostedSessionScriptUrl(unknown)).toBeNull();
  });

  it('a hosted field: one input, framed by the app origin only, its one script allowed by its hash', async () => {
    const { session_id } = await session(await guest(), newReference());
    const page = await field('number', session_id);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toEqual([t.url]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy.get('script-src')).toEqual([`'sha256-${hash}'`]);
    expect(html).toContain('aria-label="Card number"');
    expect(html).toContain(`data-target="${t.url}"`);
    expect(html).toContain('data-format-card="EMBOSSED"');
    expect(html).toContain(
      `data-update="/form/version/100/merchant/TESTMERCHANT/session/${session_id}"`,
    );

    const code = await (await field('securityCode', session_id)).text();
    expect(code).toContain('autocomplete="cc-csc"');
    expect((await field('pin', session_id)).status).toBe(404);
    expect((await field('number', session_id, 'not-hex')).status).toBe(404);
  });

  it('an unknown session: its fields tell the page so, and nothing updates it', async () => {
    const page = await field('number', 'SESSION000UNKNOWN');
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('data-error="Session not found"');
    expect(directives(page.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      t.url,
    ]);
    const update = await typeCardIntoSession(t, 'SESSION000UNKNOWN', {
      number: '5555 5555 5555 4444',
    });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({
      status: 'system_error',
      session: { id: 'SESSION000UNKNOWN' },
      errors: { message: 'Session not found' },
    });
  });

  it('the fields update the session: the answer is masked, and the gateway pays the card', async () => {
    const diner = await guest();
    const reference = newReference();
    const { session_id } = await session(diner, reference);
    const saved = await typeCardIntoSession(t, session_id, { number: '5555 5555 5555 4444' });
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain('5555555555554444');
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      merchant: 'TESTMERCHANT',
      session: { id: session_id, updateStatus: 'SUCCESS' },
      sourceOfFunds: {
        provided: {
          card: {
            brand: 'MASTERCARD',
            scheme: 'MASTERCARD',
            number: '555555xxxxxx4444',
            expiry: { month: '12', year: '34' },
            securityCode: 'xxx',
          },
        },
      },
      version: '100',
    });
    expect(t.cardSandbox.mastercard.sessions.get(session_id)?.card?.number).toBe(
      '5555555555554444',
    );
    const initiated = await diner.post(`${DIRECT}/authentications/initiate`, {
      reference_id: reference,
    });
    expect(initiated.status).toBe(200);
    const completed = await diner.post(`${DIRECT}/authentications/complete`, {
      reference_id: reference,
      device: DEVICE,
    });
    expect(completed.status).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('fields in error: each wrong field named, missing or invalid, and the session keeps no card', async () => {
    const { session_id } = await session(await guest(), newReference());
    const wrong = await typeCardIntoSession(t, session_id, {
      number: '',
      securityCode: '12',
      expiryMonth: '13',
      expiryYear: '34',
    });
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toEqual({
      status: 'fields_in_error',
      session: { id: session_id },
      errors: { cardNumber: 'missing', securityCode: 'invalid', expiryMonth: 'invalid' },
      version: '100',
    });
    const expired = await typeCardIntoSession(t, session_id, {
      number: '5555 5555 5555 4444',
      expiryMonth: '12',
      expiryYear: '20',
    });
    expect(await expired.json()).toMatchObject({ errors: { expiryYear: 'invalid' } });
    expect(t.cardSandbox.mastercard.sessions.get(session_id)?.card).toBeNull();

    const malformed = await fetch(`${form}/session/${session_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: { number: 5555 } }),
    });
    expect(malformed.status).toBe(400);
  });

  it('the challenge may be framed by the app origin only; Stripe pages by none', async () => {
    const diner = await guest();
    const reference = newReference();
    const { session_id } = await session(diner, reference);
    expect(
      (await typeCardIntoSession(t, session_id, { number: '5200 0000 0000 1096' })).status,
    ).toBe(200);
    expect(
      (await diner.post(`${DIRECT}/authentications/initiate`, { reference_id: reference })).status,
    ).toBe(200);
    const completed = await diner.post<{ redirect_html: string }>(
      `${DIRECT}/authentications/complete`,
      { reference_id: reference, device: DEVICE },
    );
    const challenge = /action="([^"]+)"/.exec(completed.body.redirect_html)?.[1] ?? '';
    const challengePage = await fetch(challenge, { method: 'POST' });
    expect(challengePage.status).toBe(200);
    expect(
      directives(challengePage.headers.get('content-security-policy')).get('frame-ancestors'),
    ).toEqual([t.url]);

    const stripe = await fetch(`${sandbox}/stripe/3ds/pi_unknown`);
    expect(
      directives(stripe.headers.get('content-security-policy')).get('frame-ancestors'),
    ).toEqual(["'none'"]);
  });

  it('the return inside the challenge frame answers a page that moves the top window to the result', async () => {
    const reference = newReference();
    const challenge = await challengeOf(reference);
    // The browser posts the issuer's return form from inside the challenge frame.
    const back = await answerMastercardChallenge(challenge, 'approve', true, {
      'sec-fetch-dest': 'iframe',
    });
    expect(back?.status).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    const policy = directives(back?.headers.get('content-security-policy') ?? null);
    expect(policy.get('frame-ancestors')).toEqual([t.url]);
    expect(back?.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = (await back?.text()) ?? '';
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1] ?? 'none';
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    const result = `/payment-processing?reference=${reference}&type=mastercard`;
    expect(html).toContain(`window.top.location.assign(${JSON.stringify(result)})`);
    expect(html).toContain(`target="_top"`);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Authentication finished.');

    // Outside a frame (the issuer's page opened the whole window) it is the 303 as before.
    const whole = await fetch(`${t.url}/payments/mastercard/authentications/${reference}/return`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'sec-fetch-dest': 'document' },
    });
    expect(whole.status).toBe(303);
    expect(whole.headers.get('location')).toBe(`${t.url}${result}`);
  });

  it("the framed return page reads in the diner's language: the app's, named in the return address", async () => {
    const cases = [
      { app: 'ar', lang: 'ar', dir: 'rtl', line: 'اكتملت المصادقة.', link: 'متابعة' },
      { app: 'zh-CN,zh;q=0.9', lang: 'zh', dir: 'ltr', line: '验证已完成。', link: '继续' },
      { app: 'ms', lang: 'ms', dir: 'ltr', line: 'Pengesahan selesai.', link: 'Teruskan' },
    ];
    for (const { app, lang, dir, line, link } of cases) {
      const reference = newReference();
      const challenge = await challengeOf(reference, { 'accept-language': app });
      // The browser's own language (English here) does not win over the app's.
      const back = await answerMastercardChallenge(challenge, 'approve', true, {
        'sec-fetch-dest': 'iframe',
        'accept-language': 'en-GB,en;q=0.9',
      });
      expect(back?.status).toBe(200);
      const html = (await back?.text()) ?? '';
      expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(html).toContain(`<p>${line} <a href=`);
      expect(html).toContain(`target="_top">${link}</a>`);
      expect(html).not.toContain('Authentication finished');
    }
  });

  it("a return without the app's language reads in the browser's, else English", async () => {
    const diner = await guest();
    const reference = newReference();
    await session(diner, reference);
    const path = `${t.url}/payments/mastercard/authentications/${reference}/return`;
    const framed = (headers: Record<string, string>) =>
      fetch(path, { method: 'POST', headers: { 'sec-fetch-dest': 'iframe', ...headers } });
    const arabic = await (await framed({ 'accept-language': 'ar-KW,ar;q=0.9' })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    const unknown = await (await framed({ 'accept-language': 'de-DE' })).text();
    expect(unknown).toContain('<html lang="en" dir="ltr">');
    // A language the app does not speak in the address is ignored.
    const forged = await fetch(`${path}?lang=xx`, {
      method: 'POST',
      headers: { 'sec-fetch-dest': 'iframe', 'accept-language': 'zh' },
    });
    expect(await forged.text()).toContain('<html lang="zh" dir="ltr">');
  });
});
