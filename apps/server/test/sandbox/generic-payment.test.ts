import { randomUUID } from 'node:crypto';
import { genericPayments as genericCalls } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outlets, payments } from '../../src/db/schema';
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
  hostedPageUrl,
  pressOnPage,
} from '../payments/support/checkout';

const PAY = '/sapaad_payments/generic_payments/payments';
const PAY_STANDALONE = '/sapaad_payments/generic_standalone_payments/payments';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

describe.each(DATABASE_KINDS)('generic partner payments on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  async function startGeneric(path = PAY) {
    const email = `mei${randomUUID().slice(0, 8)}@example.com`;
    const { diner, user } = await signedInDiner(t, { name: 'Mei Ling', email });
    const payload = await cafePayload(t, diner, { paymentType: 'generic_fintech_partner' });
    const body = {
      order_details: payload,
      user: { id: user.id, name: 'Mei Ling', email, phone: null, is_guest: false },
      payment_type: 'generic_fintech_partner',
    };
    const answer = await diner.post(path, body, Diner.idempotent());
    expect(answer.status).toBe(200);
    const result = genericCalls.pay.response.parse(answer.body);
    const reference = result.order_details?.payment.reference_code ?? '';
    return { diner, userId: user.id, payload, body, result, reference };
  }

  /** Posts a form to the partner (the sandbox's hosted-page provider), as the app's form does. */
  const postForm = async (body: string, headers: Record<string, string> = FORM) => {
    const answer = await fetch(`${t.sandboxUrl}/hosted-pages/v1/generic`, {
      method: 'POST',
      headers,
      body,
    });
    return { status: answer.status, text: await answer.text() };
  };
  const postToken = (_diner: Diner, token: string) =>
    postForm(`payment_token=${encodeURIComponent(token)}`);

  it('answers a signed payment_payload and the partner form address', async () => {
    const { result, reference, payload } = await startGeneric();
    expect(result.payment_url).toBe(`${t.sandboxUrl}/hosted-pages/v1/generic`);
    expect(result.form_data).toEqual({ payment_token: result.payment_payload });
    const payment = await paymentRow(t, reference);
    expect(payment).toMatchObject({
      provider: 'generic_fintech_partner',
      status: 'in_progress',
      amount: payload.total_amount,
    });
    expect((await orderRow(t, payment.orderId)).status).toBe('payment_in_progress');
  });

  it('shows the hosted page for the posted token, then settles through it', async () => {
    const { diner, result, reference, payload } = await startGeneric();
    const page = await postToken(diner, result.payment_payload);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sandbox payment — no real money moves');
    expect(page.text).toContain(payload.total_amount);
    expect(page.text).toContain(`action="/hosted-pages/pay/${reference}/approve"`);

    const approved = await pressOnPage(hostedPageUrl(t, reference), 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `${t.url}/payment-processing?reference=${reference}&type=generic_fintech_partner`,
    );
    const status = await diner.get(
      `/sapaad_payments/generic_payments/payment_status?reference_id=${reference}`,
    );
    expect(status.status).toBe(200);
    expect(genericCalls.paymentStatus.response.parse(status.body).payment_details).toMatchObject({
      reference,
      type: 'generic_fintech_partner',
      status: 'paid',
    });
  });

  it('refuses a token whose signature does not hold (400), and a missing or altered one', async () => {
    const { diner, result, reference } = await startGeneric();
    const [body, signature] = result.payment_payload.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), amount: '0.01' }),
    ).toString('base64url');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const token of [
      `${forged}.${signature}`,
      `${body}.${flipped}`,
      body,
      'x.y.z',
      `${body}.`,
    ]) {
      const answer = await postToken(diner, token);
      expect(answer.status, token.slice(0, 20)).toBe(400);
      expect(answer.text).toContain('Payment refused');
    }
    expect((await postForm('')).status).toBe(400);
    expect(
      (
        await postForm(JSON.stringify({ payment_token: 42 }), {
          'content-type': 'application/json',
        })
      ).status,
    ).toBe(400);
    expect((await paymentRow(t, reference)).status).toBe('in_progress');
  });

  it('shows the payment status only to its diner (404 for others)', async () => {
    const { reference } = await startGeneric();
    const { diner: other } = await signedInDiner(t);
    const answer = await other.get(
      `/sapaad_payments/generic_payments/payment_status?reference_id=${reference}`,
    );
    expect(answer.status).toBe(404);
    expect((await other.get('/sapaad_payments/generic_payments/payment_status')).status).toBe(400);
  });

  it('refuses another customer in the user block and a type without a generic integration (422)', async () => {
    const { diner, body } = await startGeneric();
    const otherUser = await diner.post<{ error_id: string }>(
      PAY,
      { ...body, user: { ...body.user, id: body.user.id + 1000 } },
      Diner.idempotent(),
    );
    expect(otherUser.status).toBe(422);
    expect(otherUser.body.error_id).toBe('customer_mismatch');
    const paytabs = await cafePayload(t, diner, { paymentType: 'paytabs' });
    const notGeneric = await diner.post<{ error_id: string }>(
      PAY,
      { ...body, order_details: paytabs, payment_type: 'paytabs' },
      Diner.idempotent(),
    );
    expect(notGeneric.status).toBe(422);
    expect(notGeneric.body.error_id).toBe('payment_type_unavailable');
    const malformed = await diner.post(PAY, { ...body, user: { id: 'me' } }, Diner.idempotent());
    expect(malformed.status).toBe(400);
  });

  it('standalone: returns with standalone=true and checks the payment type of the status call', async () => {
    const [outlet] = await t.context.db
      .select()
      .from(outlets)
      .where(eq(outlets.id, t.seed.cafe.outletId));
    const original = must(outlet, 'outlet').paymentTypes as Record<string, unknown>[];
    const refused = await startGeneric(PAY).then(async ({ diner, body }) =>
      diner.post<{ error_id: string }>(PAY_STANDALONE, body, Diner.idempotent()),
    );
    expect(refused.status).toBe(422);

    await patchCafeOutlet(t, {
      paymentTypes: () =>
        original.map((type) =>
          type.payment_type === 'generic_fintech_partner'
            ? { ...type, generic_standalone_integration: true }
            : type,
        ),
    });
    try {
      const { diner, reference, result } = await startGeneric(PAY_STANDALONE);
      // The partner makes its page from the posted token.
      expect((await postToken(diner, result.payment_payload)).status).toBe(200);
      const approved = await pressOnPage(hostedPageUrl(t, reference), 'approve');
      expect(approved.headers.get('location')).toBe(
        `${t.url}/payment-processing?reference=${reference}&type=generic_fintech_partner&standalone=true`,
      );
      const base = '/sapaad_payments/generic_standalone_payments/payment_status';
      const ok = await diner.get(
        `${base}?reference_id=${reference}&payment_type=generic_fintech_partner`,
      );
      expect(ok.status).toBe(200);
      expect(
        genericCalls.standalonePaymentStatus.response.parse(ok.body).payment_details.status,
      ).toBe('paid');
      expect(
        (await diner.get(`${base}?reference_id=${reference}&payment_type=paytabs`)).status,
      ).toBe(404);
      expect((await diner.get(`${base}?reference_id=${reference}`)).status).toBe(400);
    } finally {
      await patchCafeOutlet(t, { paymentTypes: () => original });
    }
  });

  it('runs 100 identical concurrent generic payments once', async () => {
    const { diner, user } = await signedInDiner(t);
    const body = {
      order_details: await cafePayload(t, diner, { paymentType: 'generic_fintech_partner' }),
      user: { id: user.id, name: null, email: null, phone: null, is_guest: false },
      payment_type: 'generic_fintech_partner',
    };
    const key = Diner.idempotent();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => diner.post(PAY, body, key)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    const session = await sessionOf(t, diner);
    expect(
      await t.context.db.select().from(orders).where(eq(orders.sessionId, session.id)),
    ).toHaveLength(1);
    expect(
      await t.context.db.select().from(payments).where(eq(payments.sessionId, session.id)),
    ).toHaveLength(1);
    const reused = await diner.post<{ error_id: string }>(
      PAY,
      { ...body, payment_type: 'paytabs' },
      key,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.error_id).toBe('idempotency_key_reused');
  });
});
