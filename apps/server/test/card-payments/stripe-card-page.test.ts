import { createHash } from 'node:crypto';
import { pages, payments as paymentCalls, paymentTypeSchema } from '@tabula/api-client';
import { toMinorUnits } from '@tabula/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_CARD_ELEMENT_PATH } from '../../src/card-payments/public-payment-types';
import { scannedDiner, signInDiner } from '../support/accounts';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { cafePayload, orderRow, paymentRow } from '../payments/support/checkout';
import { newReference } from './support';

const ORDERS = '/payments/stripe/v1/orders';
const PAYS = '4242424242424242';
const DECLINED = '4000000000000002';
const THREE_DS = '4000002760003184';

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** The message a result page posts to the app, read from its body, and where it posts it. */
function postedResult(html: string): { target: string; message: Record<string, unknown> } | null {
  const target = /<body data-target="([^"]*)"/.exec(html)?.[1];
  const result = /data-result="([^"]*)"/.exec(html)?.[1];
  if (target === undefined || result === undefined) return null;
  return {
    target: unescape(target),
    message: JSON.parse(unescape(result)) as Record<string, unknown>,
  };
}

async function stripeTypes(diner: Diner) {
  const answer = await diner.get(pages.checkout.path);
  expect(answer.status).toBe(200);
  return (answer.body as { payment_types: unknown[] }).payment_types.map((type) =>
    paymentTypeSchema.parse(type),
  );
}

describe('Stripe direct’s card page on the card sandbox', () => {
  let t: TestServer;
  let sandbox: string;
  let key: string;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    sandbox = t.context.config.stripe.sandboxPagesUrl ?? '';
    key = t.context.config.stripe.publishableKey;
  });
  afterAll(() => t.close());

  async function guest(): Promise<Diner> {
    const diner = await scannedDiner(t);
    await signInDiner(t, diner, { guest: true });
    return diner;
  }

  /** The cafe's flat white paid with Stripe, and its total in minor units. */
  async function stripePayload(diner: Diner) {
    const payload = await cafePayload(t, diner, { paymentType: 'stripe' });
    if (!payload.payment) throw new Error('no payment in the payload');
    return { payload, payment: payload.payment, minor: toMinorUnits(payload.total_amount, 2) };
  }

  const fields = (reference: string, amount: number, extra: Record<string, string> = {}) => ({
    key,
    amount: String(amount),
    currency: 'sgd',
    reference,
    ...extra,
  });

  const open = (query: Record<string, string>) =>
    fetch(`${sandbox}${STRIPE_CARD_ELEMENT_PATH}?${new URLSearchParams(query).toString()}`, {
      redirect: 'manual',
    });

  const post = (path: string, body: Record<string, string>) =>
    fetch(`${sandbox}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });

  /** Pay pressed on the card page with a card. */
  const pay = (reference: string, amount: number, number: string) =>
    post(STRIPE_CARD_ELEMENT_PATH, {
      ...fields(reference, amount),
      number,
      expiry: '12/34',
      cvc: '123',
    });

  /** Every page a test saw, to check the card never comes back beyond its last four digits. */
  const seen: string[] = [];
  async function read(answer: Response): Promise<string> {
    const html = await answer.text();
    seen.push(html, answer.headers.get('location') ?? '');
    return html;
  }

  it('the Stripe type names the card page and the publishable key it takes; no other type names it', async () => {
    const types = await stripeTypes(await guest());
    const stripe = types.find((type) => type.payment_type === 'stripe');
    expect(stripe?.stripe_card_page_url).toBe(`${sandbox}${STRIPE_CARD_ELEMENT_PATH}`);
    expect(stripe?.public_key).toBe(key);
    for (const other of types.filter((type) => type.payment_type !== 'stripe')) {
      expect(other.stripe_card_page_url ?? null).toBeNull();
    }
  });

  it('shows the form, framed by the app only; a wrong key is a 401, bad parameters a 400', async () => {
    const reference = newReference();
    const form = await open(fields(reference, 450));
    expect(form.status).toBe(200);
    const html = await read(form);
    expect(html).toMatch(/SGD\s4\.50/);
    expect(html).toContain(`action="${STRIPE_CARD_ELEMENT_PATH}"`);
    expect(html).toContain(`name="reference" value="${reference}"`);
    const csp = form.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${t.url};`);
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(form.headers.get('cache-control')).toBe('no-store');

    expect((await open(fields(reference, 450, { key: 'pk_test_wrong' }))).status).toBe(401);
    const keyless = new URLSearchParams(fields(reference, 450));
    keyless.delete('key');
    expect((await open(Object.fromEntries(keyless))).status).toBe(401);
    expect((await open(fields(reference, 450, { amount: '4.50' }))).status).toBe(400);
    expect((await open(fields(reference, 450, { amount: '0' }))).status).toBe(400);
    expect((await open(fields(reference, 450, { currency: 'SGD' }))).status).toBe(400);
    expect((await open(fields('short', 450))).status).toBe(400);
    const refused = await open(fields(reference, 450, { amount: 'x' }));
    expect(refused.headers.get('content-security-policy')).toContain(`frame-ancestors ${t.url};`);
  });

  it('4242… pays: the page posts the succeeded intent to the app, whose order is then placed and paid', async () => {
    const diner = await guest();
    const prepared = await stripePayload(diner);
    const reference = newReference();
    const answer = await pay(reference, prepared.minor, PAYS);
    expect(answer.status).toBe(200);
    const html = await read(answer);
    expect(html).toContain('Payment complete');
    const posted = postedResult(html);
    expect(posted?.target).toBe(t.url);
    expect(posted?.message).toMatchObject({ reference, status: 'succeeded' });
    const intentId = String(posted?.message.payment_intent);
    expect(intentId).toMatch(/^pi_/);
    const intent = t.cardSandbox.stripe.intent(intentId);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: prepared.minor,
      currency: 'sgd',
      metadata: { reference },
    });
    // The inline script is the one the page's policy allows by its hash.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('window.parent.postMessage');
    expect(script).toContain("'tabula-card-sandbox'");
    expect(script).toContain("'stripe_payment_result'");
    const hash = createHash('sha256').update(script).digest('base64');
    expect(answer.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);

    // Paying again for the reference is the same result, never a second intent.
    const again = await read(await pay(reference, prepared.minor, PAYS));
    expect(postedResult(again)?.message.payment_intent).toBe(intentId);
    const reopened = await read(await open(fields(reference, prepared.minor)));
    expect(postedResult(reopened)?.message).toMatchObject({
      payment_intent: intentId,
      status: 'succeeded',
    });

    const order = await diner.post(
      ORDERS,
      {
        order_details: {
          ...prepared.payload,
          payment: {
            ...prepared.payment,
            save_card: false,
            transaction_id: intentId,
            reference_code: reference,
            total_amount: prepared.payload.total_amount,
          },
        },
      },
      Diner.idempotent(),
    );
    expect(order.status).toBe(200);
    expect(
      paymentCalls.stripeOrder.response.parse(order.body).order_details?.payment,
    ).toMatchObject({ reference_code: reference, transaction_id: intentId });
    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: intentId });
    expect((await orderRow(t, payment.orderId)).paymentStatus).toBe('paid');
  });

  it('a declined card shows the form again with why; the next card confirms the same intent', async () => {
    const reference = newReference();
    const declined = await pay(reference, 450, DECLINED);
    expect(declined.status).toBe(402);
    const html = await read(declined);
    expect(html).toContain('Your card was declined.');
    expect(html).toContain(`name="reference" value="${reference}"`);
    expect(postedResult(html)).toBeNull();
    const first = t.cardSandbox.stripe.pageIntent(key, reference);
    expect(first?.status).toBe('requires_payment_method');

    const paid = await read(await pay(reference, 450, PAYS));
    expect(postedResult(paid)?.message).toMatchObject({
      reference,
      payment_intent: first?.id,
      status: 'succeeded',
    });
    const intents = [...t.cardSandbox.stripe.intents.values()].filter(
      (intent) => intent.metadata.reference === reference,
    );
    expect(intents).toHaveLength(1);
  });

  it('a mistyped card is shown again (402) and makes no intent', async () => {
    const reference = newReference();
    const wrong = await pay(reference, 450, '4242424242424241');
    expect(wrong.status).toBe(402);
    expect(await read(wrong)).toContain('Your card number is incorrect.');
    const expired = await post(STRIPE_CARD_ELEMENT_PATH, {
      ...fields(reference, 450),
      number: PAYS,
      expiry: '01/20',
      cvc: '123',
    });
    expect(expired.status).toBe(402);
    expect(unescape(await read(expired))).toContain("Your card's expiration date is invalid.");
    expect(t.cardSandbox.stripe.pageIntent(key, reference)).toBeNull();
    const wrongKey = await post(STRIPE_CARD_ELEMENT_PATH, {
      ...fields(reference, 450, { key: 'pk_test_wrong' }),
      number: PAYS,
      expiry: '12/34',
      cvc: '123',
    });
    expect(wrongKey.status).toBe(401);
  });

  async function challenge(reference: string) {
    const answer = await pay(reference, 450, THREE_DS);
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location).toMatch(/^\/stripe\/card-element\/3ds\?client_secret=pi_/);
    const page = await fetch(`${sandbox}${location}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${t.url};`);
    const html = await read(page);
    expect(html).toContain('3-D Secure authentication');
    const intent = t.cardSandbox.stripe.pageIntent(key, reference);
    if (!intent) throw new Error('no intent');
    return intent;
  }

  async function answer(intentId: string, secret: string, outcome: 'complete' | 'fail') {
    const back = await post(`/stripe/3ds/${intentId}/${outcome}`, { client_secret: secret });
    expect(back.status).toBe(303);
    const done = new URL(back.headers.get('location') ?? '');
    expect(done.origin + done.pathname).toBe(`${sandbox}${STRIPE_CARD_ELEMENT_PATH}/done`);
    return fetch(done, { redirect: 'manual' });
  }

  it('3-D Secure completed: the challenge returns to the done page, which posts succeeded', async () => {
    const reference = newReference();
    const intent = await challenge(reference);
    const done = await answer(intent.id, intent.client_secret, 'complete');
    expect(done.status).toBe(200);
    expect(done.headers.get('content-security-policy')).toContain(`frame-ancestors ${t.url};`);
    const html = await read(done);
    expect(html).toContain('Payment complete');
    expect(postedResult(html)?.message).toMatchObject({
      reference,
      payment_intent: intent.id,
      status: 'succeeded',
    });
  });

  it('3-D Secure failed: the done page posts failed, whatever its address says, and offers the form', async () => {
    const reference = newReference();
    const intent = await challenge(reference);
    const done = await answer(intent.id, intent.client_secret, 'fail');
    const html = await read(done);
    expect(html).not.toContain('Payment complete');
    expect(html).toContain('The provided payment method has failed authentication.');
    expect(html).toContain(`name="reference" value="${reference}"`);
    expect(postedResult(html)?.message).toMatchObject({
      reference,
      payment_intent: intent.id,
      status: 'failed',
    });
    const lying = await read(
      await fetch(
        `${sandbox}${STRIPE_CARD_ELEMENT_PATH}/done?payment_intent=${intent.id}&redirect_status=succeeded`,
      ),
    );
    expect(postedResult(lying)?.message.status).toBe('failed');

    // Another card for the same payment: the same intent, now paid.
    const paid = await read(await pay(reference, 450, PAYS));
    expect(postedResult(paid)?.message).toMatchObject({
      payment_intent: intent.id,
      status: 'succeeded',
    });
  });

  it('Cancel posts canceled to the app, with the intent when one was made', async () => {
    const fresh = newReference();
    const cancelled = await post(`${STRIPE_CARD_ELEMENT_PATH}/cancel`, fields(fresh, 450));
    expect(cancelled.status).toBe(200);
    expect(cancelled.headers.get('content-security-policy')).toContain(`frame-ancestors ${t.url};`);
    const posted = postedResult(await read(cancelled));
    expect(posted?.target).toBe(t.url);
    expect(posted?.message).toEqual({
      reference: fresh,
      payment_intent: null,
      status: 'canceled',
    });

    const declined = newReference();
    await read(await pay(declined, 450, DECLINED));
    const intent = t.cardSandbox.stripe.pageIntent(key, declined);
    const after = postedResult(
      await read(await post(`${STRIPE_CARD_ELEMENT_PATH}/cancel`, fields(declined, 450))),
    );
    expect(after?.message).toEqual({
      reference: declined,
      payment_intent: intent?.id,
      status: 'canceled',
    });
    expect(
      (await post(`${STRIPE_CARD_ELEMENT_PATH}/cancel`, fields(declined, 450, { key: 'pk_x' })))
        .status,
    ).toBe(401);
  });

  it('no page ever shows a card number beyond its last four digits', () => {
    expect(seen.length).toBeGreaterThan(10);
    const everything = seen.join('\n');
    for (const number of [PAYS, DECLINED, THREE_DS, '4242424242424241']) {
      expect(everything).not.toContain(number);
      expect(everything).not.toContain(number.slice(0, 12));
    }
  });
});

describe('Stripe direct with real keys: no card page yet', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    // A restaurant's keys: no sandbox pages (as config.ts leaves them with real keys).
    t.context.config.stripe.sandboxPagesUrl = null;
  });
  afterAll(() => t.close());

  it('the Stripe type names no card page, so the app does not offer it', async () => {
    const diner = await scannedDiner(t);
    await signInDiner(t, diner, { guest: true });
    const stripe = (await stripeTypes(diner)).find((type) => type.payment_type === 'stripe');
    expect(stripe).toBeDefined();
    expect(stripe?.stripe_card_page_url ?? null).toBeNull();
  });
});
