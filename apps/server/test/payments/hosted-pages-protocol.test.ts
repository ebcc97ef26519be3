import { pages, payments as paymentCalls } from '@tabula/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHostedPagesBody } from '../../src/card-payments/hosted-pages/hosted-pages-signature';
import { HOSTED_PAGES_WEBHOOK_PATH } from '../../src/features/payments/hosted-pages/hosted-pages-webhook-route';
import { paymentTypesOf } from '../card-payments/mastercard-support';
import { signedInDiner } from '../support/accounts';
import { Diner } from '../support/diner';
import { startTestServer, TEST_HOSTED_PAGES_SECRET, type TestServer } from '../support/harness';
import { cafePayload, paymentRow, referenceOf } from './support/checkout';

const PAYTABS = '/payments/paytabs/create_payment_page';

/*
 * Issue 31, ADR 0008 step 3: the hosted-page providers are reached through one signed protocol
 * (docs/server.md, "Hosted payment pages"); the provider's signed notification settles a payment,
 * once, and nothing else does.
 */
describe('the hosted-page protocol', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(() => t.close());

  async function startPaytabs() {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner, { paymentType: 'paytabs' });
    const answer = await diner.post(PAYTABS, { order_details: payload }, Diner.idempotent());
    expect(answer.status, answer.text).toBe(200);
    const result = paymentCalls.paytabsPaymentPage.response.parse(answer.body);
    const reference = referenceOf(result.payment_page_url ?? '');
    return { reference, payment: await paymentRow(t, reference) };
  }

  const notify = (
    body: string,
    signature = signHostedPagesBody(TEST_HOSTED_PAGES_SECRET, body, t.clock.now),
  ) =>
    fetch(`${t.url}${HOSTED_PAGES_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tabula-signature': signature },
      body,
    });

  const settled = (reference: string, amount: string, outcome = 'paid', id = `hpn_${reference}`) =>
    JSON.stringify({ id, type: 'payment.settled', reference, outcome, amount, currency: 'SGD' });

  it('the provider made the page from a signed create call, and holds what the page shows', async () => {
    const { reference, payment } = await startPaytabs();
    const page = t.cardSandbox.hostedPages?.pages.get(reference);
    expect(page).toMatchObject({
      amount: payment.amount,
      currency: payment.currency,
      merchant: 'Kopi & Kaya Cafe',
      returnUrl: `${t.url}/payment-processing?reference=${reference}&type=paytabs`,
      outcome: null,
    });
  });

  it('settles on a signed notification, once: a repeat is answered 200 and changes nothing', async () => {
    const { reference, payment } = await startPaytabs();
    const body = settled(reference, payment.amount);
    expect((await notify(body)).status).toBe(200);
    expect((await paymentRow(t, reference)).status).toBe('paid');
    expect((await notify(settled(reference, payment.amount, 'declined', 'hpn_other'))).status).toBe(
      200,
    );
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('refuses a wrong, missing or stale signature (400) and settles nothing', async () => {
    const { reference, payment } = await startPaytabs();
    const body = settled(reference, payment.amount);
    expect(
      (
        await notify(
          body,
          signHostedPagesBody('another-secret-0123456789abcdefghij', body, t.clock.now),
        )
      ).status,
    ).toBe(400);
    expect((await notify(body, '')).status).toBe(400);
    const stale = new Date(t.clock.now.getTime() - 6 * 60_000);
    expect(
      (await notify(body, signHostedPagesBody(TEST_HOSTED_PAGES_SECRET, body, stale))).status,
    ).toBe(400);
    const altered = settled(reference, '0.01');
    expect(
      (await notify(altered, signHostedPagesBody(TEST_HOSTED_PAGES_SECRET, body, t.clock.now)))
        .status,
    ).toBe(400);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });

  it('refuses another amount (422), an unknown reference (404) and a body that is no settlement (400)', async () => {
    const { reference } = await startPaytabs();
    expect((await notify(settled(reference, '0.01'))).status).toBe(422);
    expect((await notify(settled('pay_unknown_reference_0000000000', '1.00'))).status).toBe(404);
    expect((await notify(JSON.stringify({ reference }))).status).toBe(400);
    expect((await notify('not json')).status).toBe(400);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });
});

describe('a server without a hosted-page provider', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { hostedPages: null });
  });
  afterAll(() => t.close());

  it('offers none of its payment types, and refuses to start one before anything is stored', async () => {
    const { diner } = await signedInDiner(t);
    const offered = paymentTypesOf((await diner.get(pages.checkout.path)).body).map(
      (type) => type.payment_type,
    );
    for (const name of [
      'paytabs',
      'pay_u',
      'my_fatoorah',
      'i_pay88',
      'fiserv',
      'cc_avenue',
      'generic_fintech_partner',
    ]) {
      expect(offered).not.toContain(name);
    }
    expect(offered).toContain('cash');
    const payload = await cafePayload(t, diner, { paymentType: 'paytabs' });
    const answer = await diner.post(PAYTABS, { order_details: payload }, Diner.idempotent());
    expect(answer.status).toBe(422);
  });

  it('answers its notification endpoint 422 payment_type_unavailable, as any unconfigured provider', async () => {
    const answer = await fetch(`${t.url}${HOSTED_PAGES_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tabula-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error_id: 'payment_type_unavailable' });
  });
});
