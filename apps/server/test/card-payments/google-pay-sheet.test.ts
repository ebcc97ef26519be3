import { createHash } from 'node:crypto';
import { pages } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_PAY_SCRIPT_PATH, GOOGLE_PAY_SHEET_PATH } from '@tabula/sandbox';
import { GOOGLE_PAY_SCRIPT_URL } from '../../src/config/config';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, paymentRow } from '../payments/support/checkout';
import { GOOGLE_PAY_REQUEST as REQUEST, paymentTypesOf } from './mastercard-support';
import { newReference, signedInGuest } from './support';
import { settingsOf } from '../support/harness';

const CARDS = `/sapaad_payments/mastercard/direct_payments/v1/cards`;

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The PaymentData each card button of the sheet posts, by the card's label. */
function sheetCards(html: string): Map<string, unknown> {
  const cards = new Map<string, unknown>();
  for (const match of html.matchAll(
    /<button class="pay" type="button" data-payment="([^"]+)">([^<]+)</g,
  )) {
    cards.set(unescape(match[2] ?? ''), JSON.parse(unescape(match[1] ?? '')));
  }
  return cards;
}

describe('the card sandbox Google Pay sheet', () => {
  let t: TestServer;
  let sandbox: string;
  beforeAll(async () => {
    // The test servers' sandbox plays the gateway at its address, as main.ts names it.
    t = await startTestServer('pglite');
    sandbox = new URL(settingsOf(t.context.config, 'mastercard').apiUrl ?? '').origin;
  });
  afterAll(() => t.close());

  const sheet = (request: unknown) =>
    fetch(
      `${sandbox}${GOOGLE_PAY_SHEET_PATH}?request=${encodeURIComponent(JSON.stringify(request))}`,
    );

  const guest = () => signedInGuest(t);

  it('shows the amount and the test cards; only the app may frame it; it posts to the app origin only', async () => {
    const answer = await sheet(REQUEST);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${t.url};`);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp).toContain("form-action 'none'");
    // The one inline script is allowed by its hash, nothing else runs.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}';`);
    expect(script).toContain('window.parent.postMessage(message,target)');
    expect(html).toContain(`data-target="${t.url}"`);
    expect(html).toContain('SGD 12.50');
    expect([...sheetCards(html).keys()]).toEqual([
      'Mastercard •••• 4444',
      'Mastercard •••• 1096',
      'Visa •••• 0002',
    ]);
  });

  it('offers only the networks the request allows, and refuses a request Google Pay would not take', async () => {
    const [method] = REQUEST.allowedPaymentMethods;
    const mastercardOnly = {
      ...REQUEST,
      allowedPaymentMethods: [
        { ...method, parameters: { ...method?.parameters, allowedCardNetworks: ['MASTERCARD'] } },
      ],
    };
    const html = await (await sheet(mastercardOnly)).text();
    expect([...sheetCards(html).keys()]).toEqual(['Mastercard •••• 4444', 'Mastercard •••• 1096']);
    for (const wrong of [
      { ...REQUEST, apiVersion: 1 },
      { ...REQUEST, transactionInfo: { ...REQUEST.transactionInfo, totalPrice: 12.5 } },
      {
        ...REQUEST,
        transactionInfo: { ...REQUEST.transactionInfo, totalPriceStatus: 'ESTIMATED' },
      },
      'not json',
    ]) {
      const refused = await fetch(
        `${sandbox}${GOOGLE_PAY_SHEET_PATH}?request=${encodeURIComponent(typeof wrong === 'string' ? wrong : JSON.stringify(wrong))}`,
      );
      expect(refused.status).toBe(400);
      const policy = refused.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`frame-ancestors ${t.url};`);
      // The refusal is posted to the app's origin at once, so its pay.js rejects with
      // DEVELOPER_ERROR; the same script, allowed by the same hash.
      const html = await refused.text();
      expect(html).toContain(`data-target="${t.url}"`);
      expect(html).toMatch(
        /data-refused="This payment request is not one Google Pay takes\. [^"]+"/,
      );
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(script).toContain("send({result:'refused',message:refused})");
      expect(sheetCards(html).size).toBe(0);
    }
  });

  it("the token of the sheet's PaymentData is one the gateway verifies; the declined card's is refused", async () => {
    const cards = sheetCards(await (await sheet(REQUEST)).text());
    const tokenOf = (label: string) => {
      const data = cards.get(label) as {
        apiVersion: number;
        paymentMethodData: { type: string; tokenizationData: { type: string; token: string } };
      };
      expect(data.apiVersion).toBe(2);
      expect(data.paymentMethodData.type).toBe('CARD');
      expect(data.paymentMethodData.tokenizationData.type).toBe('PAYMENT_GATEWAY');
      return data.paymentMethodData.tokenizationData.token;
    };
    const diner = await guest();
    const approved = newReference();
    const verified = await diner.post(CARDS, {
      order_details: await cafePayload(t, diner, { paymentType: 'mastercard' }),
      reference_id: approved,
      token_data: tokenOf('Mastercard •••• 4444'),
    });
    expect(verified.status).toBe(204);
    expect((await paymentRow(t, approved)).status).toBe('in_progress');

    const declined = newReference();
    const refused = await diner.post<{ error_id: string }>(CARDS, {
      order_details: await cafePayload(t, diner, { paymentType: 'mastercard' }),
      reference_id: declined,
      token_data: tokenOf('Visa •••• 0002'),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error_id).toBe('card_verification_failed');
  });

  it("the checkout's Mastercard payment type names the sandbox's pay.js in TEST; no other type does", async () => {
    const diner = await guest();
    const answer = await diner.get(pages.checkout.path);
    expect(answer.status).toBe(200);
    const types = paymentTypesOf(answer.body);
    const gateway = types.find((type) => type.payment_type === 'mastercard');
    expect(gateway?.google_pay_script_url).toBe(`${sandbox}${GOOGLE_PAY_SCRIPT_PATH}`);
    expect(gateway?.google_pay_environment).toBe('TEST');
    // Google Pay's gatewayMerchantId is the merchant at the gateway, not Apple's merchant_id.
    expect(gateway?.gateway_merchant_id).toBe(
      settingsOf(t.context.config, 'mastercard').merchantId,
    );
    expect(gateway?.gateway_merchant_id).not.toBe(gateway?.merchant_id);
    for (const other of types.filter((type) => type.payment_type !== 'mastercard')) {
      expect(other.google_pay_script_url ?? null).toBeNull();
      expect(other.google_pay_environment ?? null).toBeNull();
      expect(other.gateway_merchant_id ?? null).toBeNull();
    }
  });
});

describe("a restaurant's Mastercard merchant: Google's own pay.js", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    // A restaurant's gateway: Google's pay.js (config.ts's default without
    // GOOGLE_PAY_SCRIPT_URL), and the environment GOOGLE_PAY_ENVIRONMENT gave.
    t.context.config.googlePayScriptUrl = GOOGLE_PAY_SCRIPT_URL;
    t.context.config.googlePayEnvironment = 'PRODUCTION';
  });
  afterAll(() => t.close());

  it("answers Google's pay.js and the configured environment", async () => {
    const diner = await signedInGuest(t);
    const answer = await diner.get(pages.checkout.path);
    const types = paymentTypesOf(answer.body);
    const gateway = types.find((type) => type.payment_type === 'mastercard');
    expect(gateway?.google_pay_script_url).toBe('https://pay.google.com/gp/p/js/pay.js');
    expect(gateway?.google_pay_environment).toBe('PRODUCTION');
  });
});
