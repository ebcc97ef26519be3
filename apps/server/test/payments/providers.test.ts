import { payments as paymentCalls, type PaymentTypeName } from '@tabula/api-client';
import { parseAmount } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outlets } from '../../src/db/schema';
import { sessionOf } from '../support/sessions';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import {
  cafePayload,
  must,
  orderRow,
  patchCafeOutlet,
  paymentRow,
  referenceOf,
  hostedPageUrl,
  pressOnPage,
} from './support/checkout';

/** The hosted-page calls, their provider, and what each adds to the order payload. */
const HOSTED: { path: string; provider: PaymentTypeName; extra: Record<string, unknown> }[] = [
  { path: '/payments/paytabs/create_payment_page', provider: 'paytabs', extra: {} },
  {
    path: '/payments/pay_u/v1/payment_pages',
    provider: 'pay_u',
    extra: { user_name: 'Layla Haddad', user_email: 'layla@example.com' },
  },
  {
    path: '/payments/my_fatoorah/v1/payment_pages',
    provider: 'my_fatoorah',
    extra: { myFatoorahSelectedPaymentMode: 2 },
  },
  { path: '/payments/i_pay88/v1/payment_pages', provider: 'i_pay88', extra: {} },
  { path: '/payments/fiserv/v1/payment_pages', provider: 'fiserv', extra: {} },
  { path: '/payments/cc_avenue/v1/payment_pages', provider: 'cc_avenue', extra: {} },
];

describe.each(DATABASE_KINDS)('payment providers on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it.each(HOSTED)(
    '$provider answers its sandbox page and settles through it',
    async ({ path, provider, extra }) => {
      const { diner } = await signedInDiner(t);
      const payload = await cafePayload(t, diner, { paymentType: provider });
      const answer = await diner.post(
        path,
        { order_details: { ...payload, ...extra } },
        Diner.idempotent(),
      );
      expect(answer.status).toBe(200);
      const result = paymentCalls.paytabsPaymentPage.response.parse(answer.body);
      expect(result.order_details?.payment.payment_type).toBe(provider);
      const reference = referenceOf(result.payment_page_url ?? '');
      const payment = await paymentRow(t, reference);
      expect(payment).toMatchObject({
        provider,
        status: 'in_progress',
        amount: payload.total_amount,
      });
      expect((await orderRow(t, payment.orderId)).status).toBe('payment_in_progress');
      const approved = await pressOnPage(hostedPageUrl(t, reference), 'approve');
      expect(approved.headers.get('location')).toBe(
        `${t.url}/payment-processing?reference=${reference}&type=${provider}`,
      );
    },
  );

  it('pay_u needs the diner’s name and a valid e-mail (400)', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await cafePayload(t, diner, { paymentType: 'pay_u' });
    for (const extra of [
      {},
      { user_name: 'Layla', user_email: 'not-an-email' },
      { user_email: 'l@example.com' },
    ]) {
      const answer = await diner.post<{ error: string }>(
        '/payments/pay_u/v1/payment_pages',
        { order_details: { ...payload, ...extra } },
        Diner.idempotent(),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/order_details\.user_(name|email)/);
    }
  });

  it('lists the MyFatoorah payment modes and refuses an unknown one (422)', async () => {
    const { diner } = await signedInDiner(t);
    const modes = await diner.get('/payments/my_fatoorah/v1/payment_modes?total_amount=6.00');
    expect(modes.status).toBe(200);
    const list = paymentCalls.myFatoorahPaymentModes.response.parse(modes.body);
    expect(list.map((mode) => mode.title)).toContain('KNET');
    expect(
      (await diner.get('/payments/my_fatoorah/v1/payment_modes?total_amount=six')).status,
    ).toBe(400);
    expect((await diner.get('/payments/my_fatoorah/v1/payment_modes')).status).toBe(400);

    const payload = await cafePayload(t, diner, { paymentType: 'my_fatoorah' });
    const answer = await diner.post<{ error_id: string }>(
      '/payments/my_fatoorah/v1/payment_pages',
      { order_details: { ...payload, myFatoorahSelectedPaymentMode: 99 } },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('payment_mode_unavailable');
  });

  it('Adyen: lists its payment methods and answers its redirect action (test/card-payments/adyen.test.ts has the rest)', async () => {
    const { diner } = await signedInDiner(t);
    const modes = await diner.get('/payments/adyen/v1/payment_modes?amount=6.00');
    expect(modes.status).toBe(200);
    const methods = paymentCalls.adyenPaymentModes.response.parse(modes.body).paymentMethods;
    expect(methods.map((m) => m.type)).toContain('scheme');

    const payload = await cafePayload(t, diner, { paymentType: 'adyen' });
    const answer = await diner.post(
      '/payments/adyen/v1/transactions',
      { payment_method: { type: 'scheme' }, order_details: payload },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(200);
    const result = paymentCalls.adyenTransaction.response.parse(answer.body);
    expect(result.data.action).toMatchObject({
      type: 'redirect',
      method: 'GET',
      url: result.payment_page_url,
    });
    const reference = String(result.order_details?.payment.reference_code);
    expect((await paymentRow(t, reference)).provider).toBe('adyen');

    const unknown = await diner.post<{ error_id: string }>(
      '/payments/adyen/v1/transactions',
      { payment_method: { type: 'bitcoin' }, order_details: payload },
      Diner.idempotent(),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.error_id).toBe('payment_mode_unavailable');
    const malformed = await diner.post(
      '/payments/adyen/v1/transactions',
      { payment_method: {}, order_details: payload },
      Diner.idempotent(),
    );
    expect(malformed.status).toBe(400);
  });

  it('refuses a provider the outlet does not offer (422) and places nothing', async () => {
    const [outlet] = await t.context.db
      .select()
      .from(outlets)
      .where(eq(outlets.id, t.seed.cafe.outletId));
    const original = must(outlet, 'outlet').paymentTypes as Record<string, unknown>[];
    await patchCafeOutlet(t, {
      paymentTypes: () => original.filter((type) => type.payment_type !== 'fiserv'),
    });
    try {
      const { diner } = await signedInDiner(t);
      const payload = await cafePayload(t, diner, { paymentType: 'cash' });
      const answer = await diner.post<{ error_id: string }>(
        '/payments/fiserv/v1/payment_pages',
        { order_details: payload },
        Diner.idempotent(),
      );
      expect(answer.status).toBe(422);
      expect(answer.body.error_id).toBe('payment_type_unavailable');
      expect(
        await t.context.db
          .select()
          .from(orders)
          .where(eq(orders.sessionId, (await sessionOf(t, diner)).id)),
      ).toEqual([]);
    } finally {
      await patchCafeOutlet(t, { paymentTypes: () => original });
    }
  });

  it('adds the provider’s card service charge (B§9) and refuses a total priced without it', async () => {
    const [outlet] = await t.context.db
      .select()
      .from(outlets)
      .where(eq(outlets.id, t.seed.cafe.outletId));
    const menu = must(outlet, 'outlet').menu as { surcharges: Record<string, unknown>[] };
    const packaging = must(
      menu.surcharges.find((s) => s.name === 'Takeaway packaging'),
      'packaging',
    );
    const serviceCharge = {
      ...packaging,
      id: 77,
      name: 'PayTabs',
      type: 'PERCENTAGE',
      value: '3',
      is_delivery_charge: false,
    };
    await t.context.db
      .update(outlets)
      .set({ menu: { ...menu, surcharges: [...menu.surcharges, serviceCharge] } })
      .where(eq(outlets.id, t.seed.cafe.outletId));
    try {
      const { diner } = await signedInDiner(t);
      const forCash = await cafePayload(t, diner, { paymentType: 'cash' });
      const forPaytabs = await cafePayload(t, diner, { paymentType: 'paytabs' });
      expect(
        parseAmount(forPaytabs.total_amount).greaterThan(parseAmount(forCash.total_amount)),
      ).toBe(true);

      const refused = await diner.post<{ error_id: string }>(
        '/payments/paytabs/create_payment_page',
        { order_details: forCash },
        Diner.idempotent(),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.error_id).toBe('order_total_amount_mismatch');

      const answer = await diner.post(
        '/payments/paytabs/create_payment_page',
        { order_details: forPaytabs },
        Diner.idempotent(),
      );
      expect(answer.status).toBe(200);
      const result = paymentCalls.paytabsPaymentPage.response.parse(answer.body);
      expect(result.order_details?.payment.amount).toBe(forPaytabs.total_amount);
      expect((await paymentRow(t, referenceOf(result.payment_page_url ?? ''))).amount).toBe(
        forPaytabs.total_amount,
      );
    } finally {
      await t.context.db.update(outlets).set({ menu }).where(eq(outlets.id, t.seed.cafe.outletId));
    }
  });
});
