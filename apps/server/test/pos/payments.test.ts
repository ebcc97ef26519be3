import { orderDetailsSchema } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyAccounts, orders, payments } from '../../src/db/schema';
import type { PosOrder } from '../../src/features/pos/pos-order-view';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder, placeCashOrder } from './support/orders';
import { staff, type ErrorBody } from './support/staff';

interface PaymentAnswer {
  order: PosOrder;
  payment: { reference: string; provider: string; amount: string; tip: string; status: string };
}

const payPath = (id: number) => `/pos/api/orders/${String(id)}/payments`;

describe.each(DATABASE_KINDS)('POS counter payments on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const counterDiner = async (points?: string) =>
    (await signedInDiner(t, points === undefined ? {} : { points })).diner;

  const storedOrder = async (id: number) => {
    const [row] = await t.context.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`order ${String(id)} is gone`);
    return row;
  };

  it("records the cash a diner brings to the counter, once, and settles the diner's open payment", async () => {
    const diner = await counterDiner();
    const order = await placeCashOrder(t, diner, 'cafe', [
      { item: t.seed.cafe.items.flatWhite ?? 0, count: 2 },
    ]);
    expect(order.paymentStatus).toBe('unpaid');

    const answer = await staff<PaymentAnswer>(t, 'POST', payPath(order.id), {
      payment_type: 'cash',
      amount: order.totalAmount,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({
      payment_status: 'paid',
      can_record_payment: false,
      status: 'unconfirmed',
    });
    expect(answer.body.payment).toMatchObject({
      provider: 'cash',
      amount: order.totalAmount,
      status: 'paid',
    });

    const rows = await t.context.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', source: 'pos', provider: 'cash' });

    const details = orderDetailsSchema.parse((await storedOrder(order.id)).details);
    expect(details.payments).toHaveLength(1);
    expect(details.payments[0]).toMatchObject({
      payment_type: 'cash',
      amount: order.totalAmount,
      payment_mode: 'cash',
      reference_code: rows[0]?.reference,
    });

    const again = await staff<ErrorBody>(t, 'POST', payPath(order.id), { payment_type: 'cash' });
    expect(again.status).toBe(409);
    expect(again.body.error_id).toBe('order_already_paid');
    const after = await t.context.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(after).toHaveLength(1);
  });

  it('takes a card on the counter terminal, booked against a card payment type', async () => {
    const order = await insertOrder(t, { lines: [['cake', 1]] });
    const answer = await staff<PaymentAnswer>(t, 'POST', payPath(order.id), {
      payment_type: 'card',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.payment.provider).not.toBe('cash');
    const details = orderDetailsSchema.parse((await storedOrder(order.id)).details);
    expect(details.payments[0]).toMatchObject({ payment_mode: 'card', amount: '6.50' });
    const [row] = await t.context.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(row).toMatchObject({ source: 'pos', status: 'paid', amount: '6.50' });
  });

  it('accepts the total written with other decimals, and refuses any other amount with 422', async () => {
    const order = await insertOrder(t, { lines: [['cake', 2]] });
    const short = await staff<ErrorBody>(t, 'POST', payPath(order.id), {
      payment_type: 'cash',
      amount: '12.99',
    });
    expect(short.status).toBe(422);
    expect(short.body.error_id).toBe('payment_amount_mismatch');
    expect(short.body.details).toMatchObject({ expected: '13.00', received: '12.99' });
    const over = await staff(t, 'POST', payPath(order.id), {
      payment_type: 'cash',
      amount: '13.01',
    });
    expect(over.status).toBe(422);
    expect((await storedOrder(order.id)).paymentStatus).toBe('unpaid');

    const same = await staff<PaymentAnswer>(t, 'POST', payPath(order.id), {
      payment_type: 'cash',
      amount: '13',
    });
    expect(same.status).toBe(200);
    expect(same.body.payment.amount).toBe('13.00');
  });

  it('works in Kuwaiti dinars at 3 decimals', async () => {
    const order = await insertOrder(t, {
      venue: 'kuwait',
      lines: [
        ['hummus', 1],
        ['karak', 1],
      ],
    });
    const answer = await staff<PaymentAnswer>(t, 'POST', payPath(order.id), {
      payment_type: 'cash',
      amount: '1.750',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.payment.amount).toBe('1.750');
  });

  it("credits a member's loyalty points when the POS records the payment", async () => {
    const diner = await counterDiner('0.00');
    const order = await insertOrder(t, { diner, lines: [['flatWhite', 2]] });
    expect(order.userId).not.toBeNull();
    const answer = await staff(t, 'POST', payPath(order.id), { payment_type: 'cash' });
    expect(answer.status).toBe(200);
    const [account] = await t.context.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, order.userId ?? 0));
    // The cafe earns 1 point per whole SGD paid: 11.00 paid earns 11 points.
    expect(account?.points).toBe('11.00');
  });

  it('refuses an order whose provider page is open, and one that was cancelled, with 409', async () => {
    const pending = await insertOrder(t, {
      status: 'payment_in_progress',
      paymentStatus: 'pending',
    });
    const busy = await staff<ErrorBody>(t, 'POST', payPath(pending.id), { payment_type: 'cash' });
    expect(busy.status).toBe(409);
    expect(busy.body.error_id).toBe('payment_in_progress');
    const cancelled = await insertOrder(t, { status: 'cancelled' });
    const closed = await staff<ErrorBody>(t, 'POST', payPath(cancelled.id), {
      payment_type: 'cash',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error_id).toBe('order_closed');
    expect(
      await t.context.db.select().from(payments).where(eq(payments.orderId, cancelled.id)),
    ).toHaveLength(0);
  });

  it('takes the payment of an order that was already delivered (pay after eating)', async () => {
    const order = await insertOrder(t, { status: 'delivered' });
    const answer = await staff<PaymentAnswer>(t, 'POST', payPath(order.id), {
      payment_type: 'cash',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.order.status).toBe('delivered');
  });

  it('records one payment when the same order is paid twice at once', async () => {
    const order = await insertOrder(t);
    const answers = await Promise.all([
      staff(t, 'POST', payPath(order.id), { payment_type: 'cash' }),
      staff(t, 'POST', payPath(order.id), { payment_type: 'card' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(
      await t.context.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('answers 404 for an unknown order', async () => {
    const answer = await staff<ErrorBody>(t, 'POST', payPath(1_999_999_999), {
      payment_type: 'cash',
    });
    expect(answer.status).toBe(404);
  });

  it.each([
    ['no payment type', {}, 'body.payment_type'],
    ['an unknown payment type', { payment_type: 'bitcoin' }, 'body.payment_type'],
    ['an amount as a number', { payment_type: 'cash', amount: 6.5 }, 'body.amount'],
    ['a negative amount', { payment_type: 'cash', amount: '-6.50' }, 'body.amount'],
    ['an amount in words', { payment_type: 'cash', amount: 'six' }, 'body.amount'],
    ['an unknown field', { payment_type: 'cash', tip: '1.00' }, 'body'],
  ])('answers 400 for %s', async (_label, body, field) => {
    const order = await insertOrder(t);
    const answer = await staff<ErrorBody>(t, 'POST', payPath(order.id), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(field);
    expect((await storedOrder(order.id)).paymentStatus).toBe('unpaid');
  });
});
