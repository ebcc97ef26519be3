import { mastercard } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedDiner, signInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import type { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, paymentRow } from '../payments/support/checkout';
import { newReference } from './support';
import { answerMastercardChallenge, typeCardIntoSession } from './mastercard-support';

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
describe('the Mastercard gateway hosted card form, framed by the diner app', () => {
  let t: TestServer;
  let sandbox: string;
  beforeAll(async () => {
    t = await startTestServer(DATABASE_KINDS[0] ?? 'pglite');
    sandbox = new URL(t.context.config.mastercard.apiUrl ?? '').origin;
  });
  afterAll(() => t.close());

  async function guest(): Promise<Diner> {
    const diner = await scannedDiner(t);
    await signInDiner(t, diner, { guest: true });
    return diner;
  }

  async function session(diner: Diner, reference: string) {
    const order_details = await cafePayload(t, diner, { paymentType: 'mastercard' });
    const answer = await diner.post(SESSIONS, { order_details, reference_id: reference });
    expect(answer.status).toBe(200);
    return mastercard.createSession.response.parse(answer.body).data;
  }

  it('the session names its hosted card form on the sandbox, the same for the same reference', async () => {
    const diner = await guest();
    const reference = newReference();
    const first = await session(diner, reference);
    expect(first.card_form_url).toBe(
      `${sandbox}/mastercard/session/${encodeURIComponent(first.session_id)}/card`,
    );
    const again = await session(diner, reference);
    expect(again).toEqual(first);
  });

  it('a restaurant gateway names no card form (its session.js draws it)', async () => {
    const pages = t.context.config.mastercard.sandboxPagesUrl;
    t.context.config.mastercard.sandboxPagesUrl = null;
    try {
      const data = await session(await guest(), newReference());
      expect(data.card_form_url).toBeNull();
    } finally {
      t.context.config.mastercard.sandboxPagesUrl = pages;
    }
  });

  it('the card form and the challenge may be framed by the app origin only; Stripe pages by none', async () => {
    const diner = await guest();
    const reference = newReference();
    const { card_form_url } = await session(diner, reference);
    const form = await fetch(card_form_url ?? '');
    expect(form.status).toBe(200);
    const formPolicy = directives(form.headers.get('content-security-policy'));
    expect(formPolicy.get('frame-ancestors')).toEqual([t.url]);
    expect(formPolicy.get('frame-ancestors')).not.toContain('*');
    // The form itself runs no script.
    expect(formPolicy.has('script-src')).toBe(false);

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

  it('the saved card tells the framing app, at its origin only, with the session id and nothing of the card', async () => {
    const diner = await guest();
    const { session_id } = await session(diner, newReference());
    const saved = await typeCardIntoSession(t, session_id, { number: '5555 5555 5555 4444' });
    expect(saved.status).toBe(200);
    const html = await saved.text();
    const policy = directives(saved.headers.get('content-security-policy'));
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(policy.get('script-src')).toEqual([`'nonce-${nonce ?? ''}'`]);
    expect(policy.get('frame-ancestors')).toEqual([t.url]);
    const call = /window\.parent\.postMessage\((.+), ("[^"]+")\);<\/script>/.exec(html);
    expect(call).not.toBeNull();
    expect(JSON.parse(call?.[1] ?? 'null')).toEqual({
      source: 'mastercard-hosted-session',
      status: 'ok',
      session_id,
    });
    expect(JSON.parse(call?.[2] ?? 'null')).toBe(t.url);
    expect(html).not.toContain('4444');

    // A card refused on the form says so there and tells the app nothing.
    const refused = await typeCardIntoSession(t, session_id, { number: '5555 5555 5555 4440' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).not.toContain('postMessage');
  });

  it('the return inside the challenge frame answers a page that moves the top window to the result', async () => {
    const diner = await guest();
    const reference = newReference();
    const { session_id } = await session(diner, reference);
    await typeCardIntoSession(t, session_id, { number: '5200 0000 0000 1096' });
    await diner.post(`${DIRECT}/authentications/initiate`, { reference_id: reference });
    const completed = await diner.post<{ redirect_html: string }>(
      `${DIRECT}/authentications/complete`,
      { reference_id: reference, device: DEVICE },
    );
    // The browser posts the issuer's return form from inside the challenge frame.
    const back = await answerMastercardChallenge(completed.body.redirect_html, 'approve', true, {
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
      const diner = await guest();
      const reference = newReference();
      const { session_id } = await session(diner, reference);
      await typeCardIntoSession(t, session_id, { number: '5200 0000 0000 1096' });
      await diner.post(`${DIRECT}/authentications/initiate`, { reference_id: reference });
      const completed = await diner.post<{ redirect_html: string }>(
        `${DIRECT}/authentications/complete`,
        { reference_id: reference, device: DEVICE },
        { 'accept-language': app },
      );
      // The browser's own language (English here) does not win over the app's.
      const back = await answerMastercardChallenge(completed.body.redirect_html, 'approve', true, {
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
