import { randomUUID } from 'node:crypto';
import { payments as paymentCalls } from '@tabula/api-client';
import { subtract, toMinorUnits } from '@tabula/engine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, providerEvents } from '../../src/db/schema';
import { PAYMENT_TIMEOUT_MS } from '../../src/payments/payment-timeout';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { settingsOf, startTestServer, TEST_ADYEN_KEYS, type TestServer } from '../support/harness';
import { cafePayload, orderRow, paymentRow } from '../payments/support/checkout';
import { staff } from '../pos/support/staff';
import { cardProvider } from '../../src/card-payments/card-provider';

const TRANSACTIONS = '/payments/adyen/v1/transactions';

describe.each(DATABASE_KINDS)('Adyen through its SDK, against the card sandbox, on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const adyen = () => {
    if (t.cardSandbox.adyen === null) throw new Error('the sandbox has no Adyen');
    return t.cardSandbox.adyen;
  };

  /** Starts an Adyen payment of the cafe's order; the answer, the payload and our reference. */
  async function start(type = 'scheme', key = Diner.idempotent(), language?: string) {
    const { diner } = await signedInDiner(t);
    const order_details = await cafePayload(t, diner, { paymentType: 'adyen' });
    const headers = language === undefined ? key : { ...key, 'accept-language': language };
    const answer = await diner.post(
      TRANSACTIONS,
      { payment_method: { type }, order_details },
      headers,
    );
    return { diner, order_details, answer };
  }

  function parsed(answer: { body: unknown }) {
    const result = paymentCalls.adyenTransaction.response.parse(answer.body);
    const reference = result.order_details?.payment.reference_code;
    if (typeof reference !== 'string') throw new Error('no payment reference');
    return { result, reference };
  }

  /** The sandbox's payment of our reference. */
  function sandboxPayment(reference: string) {
    const found = [...adyen().payments.values()].filter((p) => p.merchantReference === reference);
    expect(found).toHaveLength(1);
    const [payment] = found;
    if (!payment) throw new Error('no sandbox payment');
    return payment;
  }

  /** The shopper on the sandbox's Adyen page: types a card (or cancels); where it sends them. */
  async function shopper(pageUrl: string, form: Record<string, string>): Promise<string> {
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const answer = await fetch(pageUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    expect(answer.status).toBe(303);
    return answer.headers.get('location') ?? '';
  }

  /** The browser back on our server's return address; where it is sent on. */
  async function comeBack(returnTo: string) {
    const answer = await fetch(returnTo, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location'), answer };
  }

  /** Adyen's notifications, in the order the sandbox queued them. */
  const queued = () => t.cardSandbox.adyenWebhooks.queue;

  it('lists Adyen paymentMethods for the amount', async () => {
    const { diner } = await signedInDiner(t);
    const modes = await diner.get('/payments/adyen/v1/payment_modes?amount=6.00');
    expect(modes.status).toBe(200);
    const methods = paymentCalls.adyenPaymentModes.response.parse(modes.body).paymentMethods;
    expect(methods.map((m) => m.type)).toEqual(['scheme', 'applepay', 'googlepay']);
    expect(methods[0]).toMatchObject({ name: 'Cards', brands: ['visa', 'mc', 'amex'] });

    const tooPrecise = await diner.get<{ error_id: string }>(
      '/payments/adyen/v1/payment_modes?amount=6.001',
    );
    expect(tooPrecise.status).toBe(400);
    expect((await diner.get('/payments/adyen/v1/payment_modes')).status).toBe(400);
  });

  it("sends Adyen the diner's language as shopperLocale: payment methods and the payment's page", async () => {
    const { diner } = await signedInDiner(t);
    const cases: [string | undefined, string][] = [
      ['ar', 'ar'],
      ['zh-CN,zh;q=0.9', 'zh-CN'],
      ['ms', 'ms-MY'],
      ['fr-FR,ar;q=0.5', 'ar'],
      ['de', 'en-US'],
      [undefined, 'en-US'],
    ];
    for (const [language, locale] of cases) {
      const headers: Record<string, string> =
        language === undefined ? {} : { 'accept-language': language };
      const modes = await diner.request(
        'GET',
        '/payments/adyen/v1/payment_modes?amount=6.00',
        undefined,
        headers,
      );
      expect(modes.status).toBe(200);
      expect(adyen().paymentMethodsLocales.at(-1)).toBe(locale);
    }
    const { answer } = await start('scheme', Diner.idempotent(), 'zh-CN');
    expect(answer.status).toBe(200);
    expect(adyen().paymentMethodsLocales.at(-1)).toBe('zh-CN');
    expect(sandboxPayment(parsed(answer).reference).shopperLocale).toBe('zh-CN');
  });

  it('happy path: redirect action from Adyen, card typed on the sandbox, details submitted by our server, paid', async () => {
    const { answer, order_details } = await start();
    expect(answer.status).toBe(200);
    const { result, reference } = parsed(answer);
    const action = result.data.action as { type: string; method: string; url: string };
    expect(action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'scheme' });
    expect(new URL(action.url).origin).not.toBe(new URL(t.url).origin);
    expect(result.payment_page_url).toBe(action.url);

    const atAdyen = sandboxPayment(reference);
    // B§9: minor units from the engine, the currency uppercase, our reference as merchant's.
    expect(atAdyen.amount).toEqual({
      value: toMinorUnits(order_details.total_amount, 2),
      currency: atAdyen.amount.currency.toUpperCase(),
    });
    expect(atAdyen.merchantAccount).toBe(TEST_ADYEN_KEYS.merchantAccount);
    expect(atAdyen.returnUrl).toBe(`${t.url}/payments/adyen/v1/return?reference=${reference}`);
    expect(await paymentRow(t, reference)).toMatchObject({
      provider: 'adyen',
      status: 'in_progress',
      providerPaymentId: null,
    });

    const returnTo = await shopper(action.url, { action: 'pay', number: '4242 4242 4242 4242' });
    expect(new URL(returnTo).searchParams.get('redirectResult')).toMatch(/^[\w-]{20,}$/);
    const back = await comeBack(returnTo);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`/payment-processing?reference=${reference}&type=adyen`);

    const paid = await paymentRow(t, reference);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: atAdyen.pspReference });
    expect((await orderRow(t, paid.orderId)).paymentStatus).toBe('paid');

    // The AUTHORISATION notification arrives after: accepted, nothing changes.
    const statuses = await t.cardSandbox.adyenWebhooks.deliverPending();
    expect(statuses).toEqual([200]);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    // Our server kept no card number: only what Adyen's answer holds.
    expect(JSON.stringify(paid)).not.toContain('4242424242424242');
  });

  it('refused card: the details say Refused, the payment is declined and its order rejected', async () => {
    const { answer } = await start();
    const { result, reference } = parsed(answer);
    const url = String(result.data.action?.url);
    const returnTo = await shopper(url, { action: 'pay', number: '4000000000000002' });
    expect((await comeBack(returnTo)).status).toBe(303);
    const declined = await paymentRow(t, reference);
    expect(declined.status).toBe('declined');
    expect((await orderRow(t, declined.orderId)).status).toBe('rejected');
    expect(await t.cardSandbox.adyenWebhooks.deliverPending()).toEqual([200]);
    expect((await paymentRow(t, reference)).status).toBe('declined');
  });

  it('a wallet the shopper cancels is declined by the notification when the browser never comes back', async () => {
    const { answer } = await start('googlepay');
    const { result, reference } = parsed(answer);
    await shopper(String(result.data.action?.url), { action: 'refuse' });
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
    expect(await t.cardSandbox.adyenWebhooks.deliverPending()).toEqual([200]);
    expect((await paymentRow(t, reference)).status).toBe('declined');
  });

  it('browser lost: the AUTHORISATION notification alone settles paid; repeated, it changes nothing', async () => {
    const { answer } = await start();
    const { result, reference } = parsed(answer);
    await shopper(String(result.data.action?.url), { action: 'pay', number: '4242424242424242' });
    const [notification] = queued().slice(-1);
    if (!notification) throw new Error('no notification');
    expect(await t.cardSandbox.adyenWebhooks.deliver(notification.id)).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    expect(await t.cardSandbox.adyenWebhooks.deliver(notification.id)).toBe(200);
    const psp = sandboxPayment(reference).pspReference;
    const events = await t.context.db
      .select()
      .from(providerEvents)
      .where(
        and(
          eq(providerEvents.provider, 'adyen'),
          eq(providerEvents.eventId, `${psp}:AUTHORISATION`),
        ),
      );
    expect(events).toHaveLength(1);
    // The browser coming back late finds it settled and is sent on.
    expect(
      (
        await comeBack(
          `${t.url}/payments/adyen/v1/return?reference=${reference}&redirectResult=${String(sandboxPayment(reference).redirectResult)}`,
        )
      ).status,
    ).toBe(303);
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('reordered: a payment ended by its timeout, then authorised, is refunded once however often Adyen says so', async () => {
    const { answer, diner } = await start();
    const { result, reference } = parsed(answer);
    const started = await paymentRow(t, reference);
    t.clock.advance(PAYMENT_TIMEOUT_MS + 1000);
    // The app's poll finds the payment past its timeout: abandoned.
    const poll = await diner.post('/payments/verifications', { tmp_order_id: started.orderId });
    expect(poll.status).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('abandoned');

    await shopper(String(result.data.action?.url), { action: 'pay', number: '4242424242424242' });
    const authorisation = queued().at(-1);
    if (!authorisation) throw new Error('no notification');
    expect(await t.cardSandbox.adyenWebhooks.deliver(authorisation.id)).toBe(200);
    const atAdyen = sandboxPayment(reference);
    expect(atAdyen.refunds).toHaveLength(1);
    expect(atAdyen.refunds[0]?.amount).toEqual(atAdyen.amount);
    // Adyen sends it again (its own retry): still one refund, still abandoned.
    expect(await t.cardSandbox.adyenWebhooks.deliver(authorisation.id)).toBe(200);
    expect(sandboxPayment(reference).refunds).toHaveLength(1);
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    t.clock.set(new Date());
  });

  it('a late authorisation whose refund Adyen does not take now is answered 422 and acted on when Adyen sends it again', async () => {
    const { answer, diner } = await start();
    const { result, reference } = parsed(answer);
    t.clock.advance(PAYMENT_TIMEOUT_MS + 1000);
    const started = await paymentRow(t, reference);
    await diner.post('/payments/verifications', { tmp_order_id: started.orderId });
    expect((await paymentRow(t, reference)).status).toBe('abandoned');
    await shopper(String(result.data.action?.url), { action: 'pay', number: '4242424242424242' });
    const authorisation = queued().at(-1);
    if (!authorisation) throw new Error('no notification');

    const { AdyenGateway } = await import('../../src/card-payments/adyen/adyen-gateway');
    const real = cardProvider(t.context, 'adyen');
    t.context.cardProviders.adyen = new AdyenGateway({
      ...settingsOf(t.context.config, 'adyen'),
      apiKey: 'AQE_revoked_key_0000',
    });
    try {
      expect(await t.cardSandbox.adyenWebhooks.deliver(authorisation.id)).toBe(422);
    } finally {
      t.context.cardProviders.adyen = real;
    }
    expect(sandboxPayment(reference).refunds).toHaveLength(0);
    expect(await t.cardSandbox.adyenWebhooks.deliver(authorisation.id)).toBe(200);
    expect(sandboxPayment(reference).refunds).toHaveLength(1);
    t.clock.set(new Date());
  });

  it('a notification whose HMAC does not hold is 400 and changes nothing', async () => {
    const { answer } = await start();
    const { result, reference } = parsed(answer);
    await shopper(String(result.data.action?.url), { action: 'pay', number: '4242424242424242' });
    const notification = queued().at(-1);
    if (!notification) throw new Error('no notification');
    const body = JSON.parse(notification.body) as {
      notificationItems: { NotificationRequestItem: { amount: { value: number } } }[];
    };
    const item = body.notificationItems[0]?.NotificationRequestItem;
    if (!item) throw new Error('no item');
    item.amount.value += 1;
    const forged = await fetch(`${t.url}/webhooks/adyen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error_id: string }).error_id).toBe('invalid_signature');
    const unsigned = await fetch(`${t.url}/webhooks/adyen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        notificationItems: [{ NotificationRequestItem: { ...item, additionalData: {} } }],
      }),
    });
    expect(unsigned.status).toBe(400);
    const garbage = await fetch(`${t.url}/webhooks/adyen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"notificationItems":"no"}',
    });
    expect(garbage.status).toBe(400);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });

  it('a retried transaction is the same payment: one order, one Adyen payment', async () => {
    const key = Diner.idempotent();
    const { diner, order_details, answer } = await start('scheme', key);
    const again = await diner.post(
      TRANSACTIONS,
      { payment_method: { type: 'scheme' }, order_details },
      key,
    );
    expect(again.status).toBe(200);
    const first = parsed(answer);
    const second = parsed(again);
    expect(second.reference).toBe(first.reference);
    sandboxPayment(first.reference);
    const rows = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.reference, first.reference));
    expect(rows).toHaveLength(1);
    // Adyen's own Idempotency-Key: the same /payments call again is answered, not repeated.
    const count = adyen().payments.size;
    await expect(
      cardProvider(t.context, 'adyen').startPayment({
        reference: first.reference,
        amountMinor: toMinorUnits(order_details.total_amount, 2),
        currency: sandboxPayment(first.reference).amount.currency,
        paymentMethod: { type: 'scheme' },
        returnUrl: `${t.url}/payments/adyen/v1/return?reference=${first.reference}`,
        shopperLocale: 'en-US',
      }),
    ).resolves.toMatchObject({ resultCode: 'RedirectShopper' });
    expect(adyen().payments.size).toBe(count);
  });

  it('bad input: an unknown method 422 with nothing placed, a malformed body 400, a bad return 400/404', async () => {
    const before = adyen().payments.size;
    const { answer } = await start('bitcoin');
    expect(answer.status).toBe(422);
    expect((answer.body as { error_id: string }).error_id).toBe('payment_mode_unavailable');
    expect(adyen().payments.size).toBe(before);

    const { diner } = await signedInDiner(t);
    const order_details = await cafePayload(t, diner, { paymentType: 'adyen' });
    const malformed = await diner.post(
      TRANSACTIONS,
      { payment_method: {}, order_details },
      Diner.idempotent(),
    );
    expect(malformed.status).toBe(400);

    const raw = await diner.post<{ error_id: string }>(
      TRANSACTIONS,
      { payment_method: { type: 'scheme', number: '4242424242424242', cvc: '123' }, order_details },
      Diner.idempotent(),
    );
    expect(raw.status).toBe(400);
    expect(raw.body.error_id).toBe('raw_card_data');
    expect(adyen().payments.size).toBe(before);

    expect((await comeBack(`${t.url}/payments/adyen/v1/return?reference=x`)).status).toBe(400);
    expect(
      (await comeBack(`${t.url}/payments/adyen/v1/return?reference=nope&redirectResult=abc`))
        .status,
    ).toBe(404);
    const { answer: open } = await start();
    const { reference } = parsed(open);
    const forged = await comeBack(
      `${t.url}/payments/adyen/v1/return?reference=${reference}&redirectResult=forged`,
    );
    expect(forged.status).toBe(400);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });

  it('Adyen refusing the call (wrong API key) declines the payment and answers adyen_payment_failed (B§8)', async () => {
    const { AdyenGateway } = await import('../../src/card-payments/adyen/adyen-gateway');
    const real = cardProvider(t.context, 'adyen');
    t.context.cardProviders.adyen = new AdyenGateway({
      ...settingsOf(t.context.config, 'adyen'),
      apiKey: 'AQE_wrong_key_0000',
    });
    try {
      const modes = await (
        await signedInDiner(t)
      ).diner.get<{ error: string; error_id: string }>(
        '/payments/adyen/v1/payment_modes?amount=6.00',
      );
      expect(modes.status).toBe(422);
      expect(modes.body).toMatchObject({
        error: 'Something went wrong. Please try again later.',
        error_id: 'adyen_payment_failed',
      });
    } finally {
      t.context.cardProviders.adyen = real;
    }
  });

  it('staff refund part of an Adyen payment from the POS, then the rest, at Adyen (minor units, capitals)', async () => {
    const { answer, order_details } = await start();
    const { result, reference } = parsed(answer);
    const returnTo = await shopper(String(result.data.action?.url), {
      action: 'pay',
      number: '4242 4242 4242 4242',
    });
    await comeBack(returnTo);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    const refundsOf = `/pos/api/payments/${reference}/refunds`;
    const part = await staff(t, 'POST', refundsOf, { refund_key: randomUUID(), amount: '1.00' });
    expect(part.status, part.text).toBe(200);
    const rest = await staff(t, 'POST', refundsOf, { refund_key: randomUUID() });
    expect(rest.status, rest.text).toBe(200);
    const atAdyen = sandboxPayment(reference);
    expect(atAdyen.refunds.map((refund) => refund.amount)).toEqual([
      { value: 100, currency: atAdyen.amount.currency },
      {
        value: toMinorUnits(subtract(order_details.total_amount, '1.00'), 2),
        currency: atAdyen.amount.currency,
      },
    ]);
    expect(atAdyen.amount.currency).toBe(atAdyen.amount.currency.toUpperCase());
    const more = await staff<{ error_id: string }>(t, 'POST', refundsOf, {
      refund_key: randomUUID(),
      amount: '0.01',
    });
    expect(more.status).toBe(422);
    expect(more.body.error_id).toBe('refund_exceeds_payment');
  });
});
