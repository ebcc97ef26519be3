import { endpoints } from '@tabula/api-client';
import { add, allocate, subtract, toAmount, toMinorUnits } from '@tabula/engine';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../../src/db/schema';
import { placeCashOrder } from '../pos/support/orders';
import { staff } from '../pos/support/staff';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { paymentRow } from '../payments/support/checkout';
import { chargeCard } from '../card-payments/support';
import {
  paidCardPayment,
  paymentsOf,
  refund,
  refundedAtProvider,
  refundsOf,
  startedCardPayment,
} from './support';

describe.each(DATABASE_KINDS)('refunds and voids from the POS on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('refunds part of a card payment at the provider, then the rest, and never more', async () => {
    const reference = await paidCardPayment(t);
    const payment = await paymentRow(t, reference);
    const part = await refund(t, reference, { amount: '1.00', reason: 'Cold coffee' });
    expect(part.status, part.text).toBe(200);
    const first = endpoints.pos.refundPayment.response.parse(part.body);
    expect(first.refunds).toEqual([
      expect.objectContaining({ amount: '1.00', status: 'succeeded', reason: 'Cold coffee' }),
    ]);
    expect(await refundedAtProvider(t, reference)).toEqual([100]);

    const rest = await refund(t, reference, {});
    expect(rest.status, rest.text).toBe(200);
    const second = endpoints.pos.refundPayment.response.parse(rest.body);
    expect(second.refundable_amount).toBe('0.00');
    expect(await refundedAtProvider(t, reference)).toEqual([
      100,
      toMinorUnits(payment.amount, 2) - 100,
    ]);

    const more = await refund(t, reference, { amount: '0.01' });
    expect(more.status).toBe(422);
    expect(more.body).toMatchObject({ error_id: 'refund_exceeds_payment' });
  });

  it('the same refund key twice is one refund', async () => {
    const reference = await paidCardPayment(t);
    const key = randomUUID();
    const once = await refund(t, reference, { amount: '0.50', refund_key: key });
    const twice = await refund(t, reference, { amount: '0.50', refund_key: key });
    expect([once.status, twice.status]).toEqual([200, 200]);
    const rows = await t.context.db.select().from(refunds).where(eq(refunds.refundKey, key));
    expect(rows).toHaveLength(1);
  });

  it('five full refunds at once give the money back once', async () => {
    const reference = await paidCardPayment(t);
    const payment = await paymentRow(t, reference);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(t, reference, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(4);
    expect(await refundedAtProvider(t, reference)).toEqual([toMinorUnits(payment.amount, 2)]);
  });

  it('ten partial refunds at once never give back more than the payment took', async () => {
    const reference = await paidCardPayment(t);
    const payment = await paymentRow(t, reference);
    // Each asks for the smallest third of the payment: three of them fit, a fourth never does.
    const third = toAmount(allocate(payment.amount, [1, 1, 1], 2)[2] ?? '0', 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(t, reference, { amount: third })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(7);
    const given = await refundedAtProvider(t, reference);
    expect(given).toEqual([1, 2, 3].map(() => toMinorUnits(third, 2)));
    const state = endpoints.pos.paymentRefunds.response.parse(
      (await staff(t, 'GET', refundsOf(reference))).body,
    );
    const left = subtract(payment.amount, add(third, third, third));
    expect(state.refundable_amount).toBe(toAmount(left, 2));
  });

  it('a provider that refuses leaves the refund failed and the amount free again (502)', async () => {
    const reference = await paidCardPayment(t);
    const payment = await paymentRow(t, reference);
    // The provider no longer knows the payment.
    t.cardSandbox.stripe.intents.delete(payment.providerPaymentId ?? '');
    const key = randomUUID();
    const refused = await refund(t, reference, { amount: '1.00', refund_key: key });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ error_id: 'refund_failed' });
    // The same refund asked again is still refused, never reported as done.
    const again = await refund(t, reference, { amount: '1.00', refund_key: key });
    expect(again.status).toBe(502);
    expect(again.body).toMatchObject({ error_id: 'refund_failed' });
    const read = await staff(t, 'GET', refundsOf(reference));
    const state = endpoints.pos.paymentRefunds.response.parse(read.body);
    expect(state.refunds.map((r) => r.status)).toEqual(['failed']);
    expect(state.refundable_amount).toBe(state.paid_amount);
  });

  it('cash is recorded as given back by hand', async () => {
    const { diner } = await signedInDiner(t);
    const order = await placeCashOrder(t, diner, 'cafe', [
      { item: t.seed.cafe.items.flatWhite ?? 0 },
    ]);
    const paid = await staff<{ payment: { reference: string } }>(
      t,
      'POST',
      `/pos/api/orders/${String(order.id)}/payments`,
      { payment_type: 'cash', amount: order.totalAmount },
    );
    expect(paid.status, paid.text).toBe(200);
    const given = await refund(t, paid.body.payment.reference, {});
    expect(given.status, given.text).toBe(200);
    expect(endpoints.pos.refundPayment.response.parse(given.body).refunds).toEqual([
      expect.objectContaining({ amount: order.totalAmount, status: 'succeeded' }),
    ]);
  });

  it('voids a card payment in progress: cancelled at the provider, then declined', async () => {
    const reference = await startedCardPayment(t);
    const voided = await staff(t, 'POST', `/pos/api/payments/${reference}/void`);
    expect(voided.status, voided.text).toBe(200);
    const payment = await paymentRow(t, reference);
    expect(payment.status).toBe('declined');
    expect(t.cardSandbox.stripe.intent(payment.providerPaymentId ?? '').status).toBe('canceled');
    expect((await refund(t, reference, {})).status).toBe(409);
  });

  it('a void that finds the card already charged settles it paid and says so (409)', async () => {
    const reference = await startedCardPayment(t);
    const payment = await paymentRow(t, reference);
    chargeCard(t, payment.providerPaymentId ?? '', '4242424242424242');
    const voided = await staff(t, 'POST', `/pos/api/payments/${reference}/void`);
    expect(voided.status).toBe(409);
    expect((await paymentRow(t, reference)).status).toBe('paid');
  });

  it('bad input is a 4xx with a message; only staff may refund', async () => {
    const reference = await paidCardPayment(t);
    for (const body of [
      { amount: '-1.00' },
      { amount: '1.001' },
      { amount: '0.00' },
      { refund_key: 'not-a-uuid' },
      { amount: '1.00', extra: true },
    ]) {
      const answer = await refund(t, reference, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(
      (await staff(t, 'POST', refundsOf(reference), { refund_key: randomUUID() }, { token: null }))
        .status,
    ).toBe(401);
    expect((await staff(t, 'GET', refundsOf('pay_unknown'))).status).toBe(404);
    const [row] = await t.context.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row?.status).toBe('paid');
  });

  it('lists an order’s payments for staff with what each refunded and may still refund', async () => {
    const reference = await paidCardPayment(t);
    const payment = await paymentRow(t, reference);
    expect((await refund(t, reference, { amount: '1.00' })).status).toBe(200);
    const read = await staff(t, 'GET', paymentsOf(payment.orderId));
    expect(read.status, read.text).toBe(200);
    const listed = endpoints.pos.orderPayments.response.parse(read.body);
    expect(listed.order_id).toBe(payment.orderId);
    expect(listed.currency).toBe(payment.currency);
    expect(listed.payments).toEqual([
      {
        reference,
        provider: payment.provider,
        amount: payment.amount,
        tip: expect.stringMatching(/^\d+\.\d{2}$/) as unknown,
        status: 'paid',
        refunded_amount: '1.00',
        refunds: [expect.objectContaining({ amount: '1.00', status: 'succeeded' })],
        refundable_amount: toAmount(subtract(payment.amount, '1.00'), 2),
        can_void: false,
        created_at: payment.createdAt.toISOString(),
      },
    ]);
    // No card data reaches the console.
    expect(read.text).not.toMatch(/4242|pi_|brand|last4/);

    // A refund the provider refuses gives nothing back and leaves the amount refundable.
    t.cardSandbox.stripe.intents.delete(payment.providerPaymentId ?? '');
    expect((await refund(t, reference, { amount: '0.50' })).status).toBe(502);
    const after = endpoints.pos.orderPayments.response.parse(
      (await staff(t, 'GET', paymentsOf(payment.orderId))).body,
    );
    expect(after.payments[0]).toMatchObject({
      refunded_amount: '1.00',
      refundable_amount: toAmount(subtract(payment.amount, '1.00'), 2),
    });
  });

  it('lists a card payment in progress as voidable with nothing to refund, then declined', async () => {
    const reference = await startedCardPayment(t);
    const { orderId } = await paymentRow(t, reference);
    const before = endpoints.pos.orderPayments.response.parse(
      (await staff(t, 'GET', paymentsOf(orderId))).body,
    );
    expect(before.payments).toEqual([
      expect.objectContaining({
        reference,
        status: 'in_progress',
        can_void: true,
        refunded_amount: '0.00',
        refundable_amount: '0.00',
      }),
    ]);
    expect((await staff(t, 'POST', `/pos/api/payments/${reference}/void`)).status).toBe(200);
    const after = endpoints.pos.orderPayments.response.parse(
      (await staff(t, 'GET', paymentsOf(orderId))).body,
    );
    expect(after.payments).toEqual([
      expect.objectContaining({ reference, status: 'declined', can_void: false }),
    ]);
  });

  it('lists a cash payment waiting for the counter as not voidable, then paid and given back', async () => {
    const { diner } = await signedInDiner(t);
    const order = await placeCashOrder(t, diner, 'cafe', [
      { item: t.seed.cafe.items.flatWhite ?? 0 },
    ]);
    // A cash order waits for the counter: its payment is in progress and not voidable.
    const waiting = await staff(t, 'GET', paymentsOf(order.id));
    expect(waiting.status, waiting.text).toBe(200);
    expect(endpoints.pos.orderPayments.response.parse(waiting.body).payments).toEqual([
      expect.objectContaining({ provider: 'cash', status: 'in_progress', can_void: false }),
    ]);
    const paid = await staff<{ payment: { reference: string } }>(t, 'POST', paymentsOf(order.id), {
      payment_type: 'cash',
      amount: order.totalAmount,
    });
    expect(paid.status, paid.text).toBe(200);
    expect((await refund(t, paid.body.payment.reference, {})).status).toBe(200);
    const listed = endpoints.pos.orderPayments.response.parse(
      (await staff(t, 'GET', paymentsOf(order.id))).body,
    );
    expect(listed.payments).toEqual([
      expect.objectContaining({
        reference: paid.body.payment.reference,
        provider: 'cash',
        status: 'paid',
        amount: order.totalAmount,
        refunded_amount: order.totalAmount,
        refundable_amount: '0.00',
        can_void: false,
      }),
    ]);
  });

  it('an order’s payments are for staff only; an unknown order is 404, a bad id 400', async () => {
    const reference = await paidCardPayment(t);
    const { orderId } = await paymentRow(t, reference);
    expect((await staff(t, 'GET', paymentsOf(orderId), undefined, { token: null })).status).toBe(
      401,
    );
    expect(
      (await staff(t, 'GET', paymentsOf(orderId), undefined, { token: 'not-staff' })).status,
    ).toBe(401);
    const unknown = await staff(t, 'GET', paymentsOf(987654321));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error_id: 'order_not_found' });
    const bad = await staff(t, 'GET', '/pos/api/orders/abc/payments');
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/id/);
  });
});
