import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createContext, runInContext } from 'node:vm';
import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCardSandbox,
  type CardSandbox,
  STRIPE_JS_PAGE_PATHS,
  STRIPE_JS_PATH,
  STRIPE_JS_RELEASE_PATH,
} from '../../src/index';
import { FakeBrowser, pageParts } from './stripe-js-fake-browser';

const KEYS = {
  secretKey: 'sk_test_standin0123456789',
  publishableKey: 'pk_test_standin0123456789',
  webhookSecret: 'whsec_standin0123456789',
};
/** The diner app's origin, the only one the stand-in's pages answer. */
const APP = 'http://127.0.0.1:5173';
const OTHER = 'http://127.0.0.1:5174';
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';
const THREE_DS = '4000002760003184';
const EXPIRY_YEAR = new Date().getUTCFullYear() + 5;
const EXPIRY = `12/${String(EXPIRY_YEAR).slice(2)}`;
const AUTHENTICATION_FAILURE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** An object the page's script made, as plain data (vm objects belong to another realm). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

interface IntentAnswer {
  id: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  customer?: unknown;
  metadata?: unknown;
  last_payment_error: { code: string; message: string } | null;
  next_action: { type: string; redirect_to_url: { url: string; return_url: string } } | null;
}
interface ErrorAnswer {
  error: {
    type: string;
    code?: string;
    decline_code?: string;
    message: string;
    payment_intent?: IntentAnswer;
  };
}

describe('the stand-in of Stripe.js on the card sandbox', () => {
  let sandbox: CardSandbox;
  let url: string;
  let stripe: Stripe;
  beforeAll(async () => {
    sandbox = buildCardSandbox({
      stripe: KEYS,
      mastercard: { merchantId: 'TESTMERCHANT', apiPassword: 'test-mastercard-password-0123' },
      stripeWebhookUrl: () => null,
      publicUrl: () => url,
      appOrigin: () => APP,
      automaticWebhooks: false,
    });
    await sandbox.server.listen({ port: 0, host: '127.0.0.1' });
    const port = (sandbox.server.server.address() as AddressInfo).port;
    url = `http://127.0.0.1:${String(port)}`;
    // The merchant's server makes the intents with the secret key, through Stripe's SDK.
    stripe = new Stripe(KEYS.secretKey, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => sandbox.close());

  /** Every answer a test saw, to check none carries a card number. */
  const seen: string[] = [];
  const browsers: FakeBrowser[] = [];

  const newIntent = (fields: Partial<Stripe.PaymentIntentCreateParams> = {}) =>
    stripe.paymentIntents.create({
      amount: 450,
      currency: 'sgd',
      metadata: { reference: 'ref-standin-0001' },
      ...fields,
    });

  /** A call to the sandbox's Stripe API as Stripe.js makes it, with the publishable key. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    fields: Record<string, string> = {},
    key = KEYS.publishableKey,
  ): Promise<{ status: number; body: IntentAnswer & ErrorAnswer }> {
    const form = new URLSearchParams(fields).toString();
    const answer = await fetch(`${url}${path}${method === 'GET' ? `?${form}` : ''}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(method === 'POST' ? { body: form } : {}),
    });
    const text = await answer.text();
    seen.push(text);
    return { status: answer.status, body: JSON.parse(text) as IntentAnswer & ErrorAnswer };
  }

  const returnUrl = () =>
    `${url}${STRIPE_JS_PAGE_PATHS.threeDSecureDone}?parent=${encodeURIComponent(APP)}`;

  /** Confirms an intent with a typed card, as the card frame does. */
  const confirmWithCard = (intent: { id: string; client_secret: string | null }, number: string) =>
    call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret ?? '',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(EXPIRY_YEAR),
      'payment_method_data[card][cvc]': '123',
      return_url: returnUrl(),
    });

  /** The diner's answer on the bank's challenge of an intent. */
  const answerChallenge = (
    intent: { client_secret: string | null },
    outcome: 'complete' | 'fail',
  ) =>
    fetch(`${url}${STRIPE_JS_PAGE_PATHS.threeDSecure}/${outcome}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: KEYS.publishableKey,
        client_secret: intent.client_secret ?? '',
        parent: APP,
      }).toString(),
    });

  const get = async (path: string, query: Record<string, string>) => {
    const answer = await fetch(`${url}${path}?${new URLSearchParams(query).toString()}`);
    const html = await answer.text();
    seen.push(html);
    return { answer, html };
  };

  describe('its API with the publishable key', () => {
    it('confirms an intent whose client secret it carries: 4242… succeeds, shown as a publishable key sees it', async () => {
      const intent = await newIntent();
      const confirmed = await confirmWithCard(intent, PAYS);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({
        id: intent.id,
        object: 'payment_intent',
        amount: 450,
        currency: 'sgd',
        status: 'succeeded',
        client_secret: intent.client_secret,
        last_payment_error: null,
        next_action: null,
      });
      expect(confirmed.body.payment_method).toMatch(/^pm_/);
      // No customer, no metadata: the publishable key's view of an intent.
      expect(confirmed.body.customer).toBeUndefined();
      expect(confirmed.body.metadata).toBeUndefined();
      const read = await call('GET', `/v1/payment_intents/${intent.id}`, {
        client_secret: intent.client_secret ?? '',
      });
      expect(read.body).toMatchObject({ id: intent.id, status: 'succeeded' });
      // The merchant's server reads the same intent with the secret key.
      const server = await stripe.paymentIntents.retrieve(intent.id);
      expect(server).toMatchObject({
        status: 'succeeded',
        amount_received: 450,
        metadata: { reference: 'ref-standin-0001' },
        payment_method: confirmed.body.payment_method,
      });
    });

    it('a declined card answers 402 card_error with the intent; another card then confirms the same intent', async () => {
      const intent = await newIntent();
      const declined = await confirmWithCard(intent, DECLINED);
      expect(declined.status).toBe(402);
      expect(declined.body.error).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'card_declined',
        message: 'Your card was declined.',
        payment_intent: { id: intent.id, status: 'requires_payment_method' },
      });
      const paid = await confirmWithCard(intent, PAYS);
      expect(paid.status).toBe(200);
      expect(paid.body.status).toBe('succeeded');
    });

    it('a card asking for 3-D Secure leaves the intent requires_action; the challenge completed, it succeeds', async () => {
      const intent = await newIntent();
      const waiting = await confirmWithCard(intent, THREE_DS);
      expect(waiting.status).toBe(200);
      expect(waiting.body.status).toBe('requires_action');
      expect(waiting.body.next_action?.type).toBe('redirect_to_url');
      expect(waiting.body.next_action?.redirect_to_url.return_url).toBe(returnUrl());

      const challenge = await get(STRIPE_JS_PAGE_PATHS.threeDSecure, {
        key: KEYS.publishableKey,
        client_secret: intent.client_secret ?? '',
        parent: APP,
      });
      expect(challenge.answer.status).toBe(200);
      expect(challenge.html).toContain('Complete authentication');
      expect(challenge.html).toContain('Fail authentication');
      expect(challenge.html).toContain(`action="${STRIPE_JS_PAGE_PATHS.threeDSecure}/complete"`);
      expect(challenge.html).toMatch(/SGD\s4\.50/);

      const done = await answerChallenge(intent, 'complete');
      expect(done.status).toBe(200);
      const html = await done.text();
      expect(html).toContain('Authentication complete');
      const { body, script } = pageParts(html);
      expect(body['data-parent']).toBe(APP);
      // The done page tells the page that framed it, at the app's origin only.
      const posted: { message: unknown; target: string }[] = [];
      runInContext(
        script ?? '',
        createContext({
          window: {
            parent: {
              postMessage: (message: unknown, target: string) => posted.push({ message, target }),
            },
          },
          document: { body: { getAttribute: (name: string) => body[name] ?? null } },
        }),
      );
      expect(plain(posted)).toEqual([
        { message: { source: 'tabula-stripe-js', type: 'three_d_secure_done' }, target: APP },
      ]);
      const hash = createHash('sha256')
        .update(script ?? '')
        .digest('base64');
      expect(done.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);

      const read = await call('GET', `/v1/payment_intents/${intent.id}`, {
        client_secret: intent.client_secret ?? '',
      });
      expect(read.body.status).toBe('succeeded');
    });

    it('3-D Secure failed: requires_payment_method with the authentication failure; another card then pays', async () => {
      const intent = await newIntent();
      await confirmWithCard(intent, THREE_DS);
      const done = await answerChallenge(intent, 'fail');
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Authentication failed');
      const read = await call('GET', `/v1/payment_intents/${intent.id}`, {
        client_secret: intent.client_secret ?? '',
      });
      expect(read.body).toMatchObject({
        status: 'requires_payment_method',
        last_payment_error: { code: 'payment_intent_authentication_failure' },
      });
      const paid = await confirmWithCard(intent, PAYS);
      expect(paid.body.status).toBe('succeeded');
    });

    it('another intent’s client secret is 404 resource_missing, none a 400; a wrong key is 401; the publishable key reaches nothing else', async () => {
      const intent = await newIntent();
      const other = await newIntent();
      const wrong = await call('POST', `/v1/payment_intents/${intent.id}/confirm`, {
        client_secret: other.client_secret ?? '',
        payment_method: 'pm_x',
      });
      expect(wrong.status).toBe(404);
      expect(wrong.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
      });
      const made = `${intent.id}_secret_madeup`;
      expect(
        (await call('GET', `/v1/payment_intents/${intent.id}`, { client_secret: made })).status,
      ).toBe(404);
      expect((await call('GET', `/v1/payment_intents/${intent.id}`)).status).toBe(400);
      expect((await call('POST', `/v1/payment_intents/${intent.id}/confirm`)).status).toBe(400);

      const wrongKey = await call(
        'GET',
        `/v1/payment_intents/${intent.id}`,
        { client_secret: intent.client_secret ?? '' },
        'pk_test_wrong',
      );
      expect(wrongKey.status).toBe(401);
      expect(wrongKey.body.error.type).toBe('authentication_error');
      expect(
        (await call('POST', '/v1/payment_intents', { amount: '100', currency: 'sgd' })).status,
      ).toBe(401);
      expect((await call('POST', `/v1/payment_intents/${intent.id}/cancel`)).status).toBe(401);
      expect((await call('POST', '/v1/refunds', { payment_intent: intent.id })).status).toBe(401);
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe(
        'requires_payment_method',
      );
    });

    it('keeps the card for the customer when the server’s intent says so', async () => {
      const customer = await stripe.customers.create({ name: 'Ada' });
      const intent = await newIntent({ customer: customer.id, setup_future_usage: 'off_session' });
      const paid = await confirmWithCard(intent, PAYS);
      expect(paid.body.status).toBe('succeeded');
      const cards = await stripe.customers.listPaymentMethods(customer.id);
      expect(cards.data.map((card) => card.id)).toEqual([paid.body.payment_method]);
      expect(cards.data[0]?.card).toMatchObject({ brand: 'visa', last4: '4242' });

      const once = await newIntent({ customer: customer.id });
      const paidOnce = await confirmWithCard(once, PAYS);
      expect(paidOnce.body.status).toBe('succeeded');
      expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1);
    });
  });

  describe('its script and pages', () => {
    it('serves the script at Stripe’s paths as JavaScript; it defines window.Stripe', async () => {
      for (const path of [STRIPE_JS_PATH, STRIPE_JS_RELEASE_PATH]) {
        const answer = await fetch(`${url}${path}?advancedFraudSignals=false`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toMatch(/^application\/javascript/);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        const browser = new FakeBrowser(APP, url, await answer.text(), path);
        expect(browser.run('typeof window.Stripe')).toBe('function');
        expect(browser.run('window.Stripe.version')).toBe('endive');
        expect(browser.run(`typeof Stripe('${KEYS.publishableKey}').confirmCardPayment`)).toBe(
          'function',
        );
        expect(() => browser.run(`Stripe('${KEYS.secretKey}')`)).toThrow(/secret key/);
        expect(() => browser.run(`Stripe('')`)).toThrow(/publishable key/);
        expect(() =>
          browser.run(`Stripe('${KEYS.publishableKey}').elements().create('payment')`),
        ).toThrow(
          'A valid Element name must be provided. Valid Elements are: card; you passed: payment.',
        );
      }
    });

    it('the card frame: labelled fields, an alert, no button; framed by the app only, its script allowed by its hash', async () => {
      const { answer, html } = await get(STRIPE_JS_PAGE_PATHS.card, {
        key: KEYS.publishableKey,
        locale: 'ar',
        parent: APP,
      });
      expect(answer.status).toBe(200);
      expect(html).toContain('<label for="number">Card number</label>');
      expect(html).toContain('<label for="expiry">Expiry (MM/YY)</label>');
      expect(html).toContain('<label for="cvc">CVC</label>');
      expect(html).toContain('role="alert"');
      expect(html).not.toContain('<button');
      expect(html).not.toContain('<form');
      expect(html).toContain('lang="ar" dir="rtl"');
      const { body, script } = pageParts(html);
      expect(body).toEqual({ 'data-parent': APP, 'data-key': KEYS.publishableKey });
      const csp = answer.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256')
        .update(script ?? '')
        .digest('base64');
      expect(csp).toContain(`script-src 'sha256-${hash}'`);
      expect(csp).toContain(`frame-ancestors ${APP};`);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("form-action 'none'");
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('the card and controller frames refuse another parent, or none (400), still framed by the app only', async () => {
      for (const path of [STRIPE_JS_PAGE_PATHS.card, STRIPE_JS_PAGE_PATHS.controller]) {
        const fine = await get(path, { key: KEYS.publishableKey, parent: APP });
        expect(fine.answer.status).toBe(200);
        const refusedQueries: Record<string, string>[] = [
          { key: KEYS.publishableKey, parent: OTHER },
          { key: KEYS.publishableKey },
          { key: 'not a key', parent: APP },
          { key: KEYS.publishableKey, parent: APP, locale: '<script>' },
        ];
        for (const query of refusedQueries) {
          const refused = await get(path, query);
          expect(refused.answer.status).toBe(400);
          expect(refused.html).not.toContain('<script>');
          expect(refused.answer.headers.get('content-security-policy')).toContain(
            `frame-ancestors ${APP};`,
          );
        }
      }
    });

    it('the 3-D Secure challenge and its done page refuse another parent (400), a wrong key (401), a wrong secret (404)', async () => {
      const intent = await newIntent();
      await confirmWithCard(intent, THREE_DS);
      const secret = intent.client_secret ?? '';
      const challenge = (query: Record<string, string>) =>
        get(STRIPE_JS_PAGE_PATHS.threeDSecure, query);
      const fine = await challenge({
        key: KEYS.publishableKey,
        client_secret: secret,
        parent: APP,
      });
      expect(fine.answer.status).toBe(200);
      expect(fine.answer.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${APP};`,
      );
      const cases: [Record<string, string>, number][] = [
        [{ key: KEYS.publishableKey, client_secret: secret, parent: OTHER }, 400],
        [{ key: KEYS.publishableKey, client_secret: secret }, 400],
        [{ key: 'pk_test_wrong', client_secret: secret, parent: APP }, 401],
        [{ key: KEYS.publishableKey, client_secret: `${intent.id}_secret_x`, parent: APP }, 404],
      ];
      for (const [query, status] of cases) {
        const refused = await challenge(query);
        expect(refused.answer.status).toBe(status);
        expect(refused.answer.headers.get('content-security-policy')).toContain(
          `frame-ancestors ${APP};`,
        );
      }
      const post = (outcome: string, fields: Record<string, string>) =>
        fetch(`${url}${STRIPE_JS_PAGE_PATHS.threeDSecure}/${outcome}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      expect(
        (await post('complete', { key: KEYS.publishableKey, client_secret: secret, parent: OTHER }))
          .status,
      ).toBe(400);
      expect(
        (await post('complete', { key: 'pk_test_wrong', client_secret: secret, parent: APP }))
          .status,
      ).toBe(401);
      expect(
        (await post('maybe', { key: KEYS.publishableKey, client_secret: secret, parent: APP }))
          .status,
      ).toBe(404);
      // Refused answers changed nothing.
      expect(sandbox.stripe.intent(intent.id).status).toBe('requires_action');

      const done = await get(STRIPE_JS_PAGE_PATHS.threeDSecureDone, {
        parent: APP,
        payment_intent: intent.id,
      });
      expect(done.answer.status).toBe(200);
      expect(pageParts(done.html).body['data-parent']).toBe(APP);
      const elsewhere = await get(STRIPE_JS_PAGE_PATHS.threeDSecureDone, { parent: OTHER });
      expect(elsewhere.answer.status).toBe(400);
      expect(pageParts(elsewhere.html).script).toBeNull();
      expect(elsewhere.answer.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${APP};`,
      );
    });
  });

  describe('a merchant page running it', () => {
    let script: string;
    beforeAll(async () => {
      script = await (await fetch(`${url}${STRIPE_JS_RELEASE_PATH}`)).text();
    });

    /** A page with Stripe made and a card Element mounted in `#card`, its events recorded. */
    async function pageWithCard() {
      const browser = new FakeBrowser(APP, url, script, STRIPE_JS_RELEASE_PATH);
      browsers.push(browser);
      const container = browser.container('#card');
      browser.run(`
        var stripe = Stripe('${KEYS.publishableKey}', { locale: 'en' });
        var card = stripe.elements().create('card');
        var events = [];
        ['ready', 'change', 'focus', 'blur'].forEach(function (type) {
          card.on(type, function (event) { events.push([type, event]); });
        });
        card.mount('#card');
      `);
      const frame = await browser.frame(STRIPE_JS_PAGE_PATHS.card);
      await browser.until(() =>
        browser.run<unknown[][]>('events').some((event) => event[0] === 'ready'),
      );
      const events = () => plain(browser.run<[string, Record<string, unknown>][]>('events'));
      const fill = (number: string, expiry = EXPIRY, cvc = '123') => {
        frame.type('number', number);
        frame.type('expiry', expiry);
        frame.type('cvc', cvc);
      };
      const confirm = async (secret: string) =>
        plain(
          await browser.run<Promise<unknown>>(
            `stripe.confirmCardPayment('${secret}', { payment_method: { card: card, billing_details: { name: 'Ada' } } })`,
          ),
        ) as { paymentIntent?: IntentAnswer } & Partial<ErrorAnswer>;
      return { browser, container, frame, events, fill, confirm };
    }

    it('mount frames the card page with the key, locale and parent; ready, focus, change and blur as the diner types', async () => {
      const { browser, container, frame, events } = await pageWithCard();
      const iframe = container.children[0];
      expect(iframe?.tagName).toBe('iframe');
      expect(iframe?.title).toBe('Secure card payment input frame');
      expect(iframe?.name).toMatch(/^__privateStripeFrame\d+$/);
      expect(iframe?.style).toMatchObject({ border: 'none', width: '100%', height: '140px' });
      expect(frame.status).toBe(200);
      expect(Object.fromEntries(frame.url.searchParams)).toEqual({
        key: KEYS.publishableKey,
        locale: 'en',
        parent: APP,
      });
      expect(container.classes.has('StripeElement')).toBe(true);
      expect(events()).toEqual([['ready', { elementType: 'card' }]]);

      frame.moveFocus('number');
      frame.type('number', '4242');
      expect(frame.fields.get('number')?.value).toBe('4242');
      await browser.until(() => events().length >= 3);
      expect(events().slice(1)).toEqual([
        ['focus', { elementType: 'card' }],
        ['change', { elementType: 'card', empty: false, complete: false, brand: 'visa' }],
      ]);
      expect(container.classes.has('StripeElement--focus')).toBe(true);
      frame.moveFocus(null);
      await browser.until(() => events().length >= 5);
      expect(events().slice(3)).toEqual([
        ['blur', { elementType: 'card' }],
        [
          'change',
          {
            elementType: 'card',
            empty: false,
            complete: false,
            brand: 'visa',
            error: {
              type: 'validation_error',
              code: 'incomplete_number',
              message: 'Your card number is incomplete.',
            },
          },
        ],
      ]);
      expect(frame.fields.get('error')?.textContent).toBe('Your card number is incomplete.');
      expect(container.classes.has('StripeElement--invalid')).toBe(true);

      frame.type('number', '4242424242424241');
      await browser.until(() => events().length >= 6);
      expect(events()[5]?.[1]).toMatchObject({ error: { code: 'invalid_number' } });
      frame.type('number', '4242 4242 4242 4242');
      // Typed without its slash, the expiry is shown as MM/YY.
      frame.type('expiry', EXPIRY.replace('/', ''));
      frame.type('cvc', '123');
      await browser.until(() => events().length >= 9);
      expect(frame.fields.get('expiry')?.value).toBe(EXPIRY);
      expect(events()[8]).toEqual([
        'change',
        { elementType: 'card', empty: false, complete: true, brand: 'visa' },
      ]);
      expect(container.classes.has('StripeElement--complete')).toBe(true);
      expect(frame.fields.get('error')?.textContent).toBe('');

      browser.run('card.clear()');
      await browser.until(() => events().length >= 10);
      expect(events()[9]?.[1]).toMatchObject({ empty: true, complete: false });
      browser.run('card.unmount()');
      expect(container.children).toHaveLength(0);
      expect(container.classes.size).toBe(0);
      expect(browser.misdirected).toEqual([]);
    });

    it('confirmCardPayment: an incomplete card is a validation_error, asked of no one; 4242… resolves the succeeded paymentIntent', async () => {
      const { frame, fill, confirm } = await pageWithCard();
      const intent = await newIntent();
      const secret = intent.client_secret ?? '';
      frame.type('number', '4242');
      expect(await confirm(secret)).toEqual({
        error: {
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        },
      });
      expect(sandbox.stripe.intent(intent.id).payment_method).toBeNull();
      fill(PAYS);
      const paid = await confirm(secret);
      expect(paid.error).toBeUndefined();
      expect(paid.paymentIntent).toMatchObject({
        id: intent.id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: 450,
        currency: 'sgd',
        client_secret: secret,
      });
      expect(paid.paymentIntent?.payment_method).toMatch(/^pm_/);
      expect(paid.paymentIntent?.metadata).toBeUndefined();
    });

    it('a declined card resolves its card_error with the intent; another card then pays the same intent', async () => {
      const { fill, confirm } = await pageWithCard();
      const intent = await newIntent();
      fill(DECLINED);
      const declined = await confirm(intent.client_secret ?? '');
      expect(declined.paymentIntent).toBeUndefined();
      expect(declined.error).toMatchObject({
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'card_declined',
        message: 'Your card was declined.',
        payment_intent: { id: intent.id, status: 'requires_payment_method' },
      });
      fill(PAYS);
      expect((await confirm(intent.client_secret ?? '')).paymentIntent?.status).toBe('succeeded');
    });

    it('3-D Secure: the bank’s challenge opens in a modal over the page; completed, the payment resolves succeeded', async () => {
      const { browser, fill, confirm } = await pageWithCard();
      const intent = await newIntent();
      fill(THREE_DS);
      const result = confirm(intent.client_secret ?? '');
      const challenge = await browser.frame(STRIPE_JS_PAGE_PATHS.threeDSecure);
      expect(challenge.status).toBe(200);
      expect(challenge.element.title).toBe('3D Secure authentication frame');
      expect(Object.fromEntries(challenge.url.searchParams)).toEqual({
        key: KEYS.publishableKey,
        client_secret: intent.client_secret,
        parent: APP,
      });
      const overlay = challenge.element.parentNode;
      expect(overlay?.parentNode).toBe(browser.body);
      expect(Object.fromEntries(overlay?.attributes ?? [])).toEqual({
        role: 'dialog',
        'aria-modal': 'true',
        'aria-label': '3D Secure',
      });
      expect(overlay?.style).toMatchObject({ position: 'fixed', zIndex: '2147483647' });
      expect(sandbox.stripe.intent(intent.id).status).toBe('requires_action');

      const done = await browser.answerChallenge('complete');
      expect(done.status).toBe(200);
      const paid = await result;
      expect(paid.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
      expect(browser.body.children).not.toContain(overlay);
      expect(browser.misdirected).toEqual([]);
    });

    it('3-D Secure failed: the authentication failure, in Stripe’s words; another card then pays the same intent', async () => {
      const { browser, fill, confirm } = await pageWithCard();
      const intent = await newIntent();
      fill(THREE_DS);
      const result = confirm(intent.client_secret ?? '');
      await browser.answerChallenge('fail');
      const failed = await result;
      expect(failed.paymentIntent).toBeUndefined();
      expect(failed.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: AUTHENTICATION_FAILURE,
        payment_intent: { id: intent.id, status: 'requires_payment_method' },
      });
      expect(browser.frames.filter((frame) => !frame.closed)).toHaveLength(1);
      fill(PAYS);
      expect((await confirm(intent.client_secret ?? '')).paymentIntent?.status).toBe('succeeded');
    });

    it('with no card mounted, a saved card’s id and retrievePaymentIntent go through the hidden controller frame', async () => {
      const customer = await stripe.customers.create({ name: 'Ada' });
      const first = await newIntent({ customer: customer.id, setup_future_usage: 'off_session' });
      const saved = await confirmWithCard(first, PAYS);
      const intent = await newIntent({ customer: customer.id });
      const browser = new FakeBrowser(APP, url, script, STRIPE_JS_PATH);
      browsers.push(browser);
      browser.run(`var stripe = Stripe('${KEYS.publishableKey}');`);
      const paid = plain(
        await browser.run<Promise<{ paymentIntent?: IntentAnswer }>>(
          `stripe.confirmCardPayment('${intent.client_secret ?? ''}', { payment_method: '${saved.body.payment_method ?? ''}' })`,
        ),
      );
      expect(paid.paymentIntent).toMatchObject({
        status: 'succeeded',
        payment_method: saved.body.payment_method,
      });
      const controller = await browser.frame(STRIPE_JS_PAGE_PATHS.controller);
      expect(controller.status).toBe(200);
      expect(controller.element.style.display).toBe('none');
      const read = plain(
        await browser.run<Promise<{ paymentIntent?: IntentAnswer }>>(
          `stripe.retrievePaymentIntent('${intent.client_secret ?? ''}')`,
        ),
      );
      expect(read.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
      const missing = plain(
        await browser.run<Promise<Partial<ErrorAnswer>>>(
          `stripe.retrievePaymentIntent('${intent.id}_secret_wrong')`,
        ),
      );
      expect(missing.error).toMatchObject({ code: 'resource_missing' });
      await expect(
        browser.run<Promise<unknown>>(`stripe.confirmCardPayment('nonsense')`),
      ).rejects.toThrow(/clientSecret/);
      await expect(
        browser.run<Promise<unknown>>(
          `stripe.confirmCardPayment('${intent.client_secret ?? ''}', { payment_method: { card: stripe.elements().create('card') } })`,
        ),
      ).rejects.toThrow(/still mounted/);
    });
  });

  it('no answer or address ever carries a card number beyond its last four digits', () => {
    const everything = [...seen, ...browsers.flatMap((browser) => browser.seen)].join('\n');
    expect(browsers.length).toBeGreaterThan(5);
    expect(everything.length).toBeGreaterThan(10_000);
    for (const number of [PAYS, DECLINED, THREE_DS, '4242424242424241']) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.slice(0, 12));
    }
  });
});
