import { orderDetailsSchema } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyAccounts, orders } from '../../src/db/schema';
import type { PosOrder } from '../../src/features/pos/pos-order-view';
import { buildPricedPayload } from '../orders/support/payload';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { insertOrder, placeCashOrder } from './support/orders';
import { staff, type ErrorBody } from './support/staff';

describe.each(DATABASE_KINDS)('POS discounts and loyalty on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  const member = async (points?: string) =>
    (await signedInDiner(t, points === undefined ? {} : { points })).diner;
  const laksa = () => [{ item: t.seed.cafe.items.laksa ?? 0, count: 2 }];
  const discountPath = (id: number) => `/pos/api/orders/${String(id)}/discount`;
  const loyaltyPath = (id: number) => `/pos/api/orders/${String(id)}/loyalty`;
  const details = async (id: number) => {
    const [row] = await t.context.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`order ${String(id)} is gone`);
    return { row, details: orderDetailsSchema.parse(row.details) };
  };

  it('applies a coupon code from the POS: the total is what the engine gives with that coupon', async () => {
    const diner = await member();
    const expected = await buildPricedPayload(t, diner, 'cafe', laksa(), {
      coupon: t.seed.cafe.coupons.percent,
      paymentType: 'cash',
    });
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    expect(order.totalAmount).not.toBe(expected.bill.total_amount);

    const answer = await staff<{ order: PosOrder }>(t, 'POST', discountPath(order.id), {
      coupon_code: t.seed.cafe.coupons.percent.toLowerCase(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.order.total_amount).toBe(expected.bill.total_amount);
    const stored = await details(order.id);
    expect(stored.row.totalAmount).toBe(expected.bill.total_amount);
    expect(stored.details.discounts).toHaveLength(1);
    expect(stored.details.discounts[0]?.applied_from_pos).toBe(true);
  });

  it('applies a percentage from the POS, replacing an earlier POS discount', async () => {
    const diner = await member();
    const expected = await buildPricedPayload(t, diner, 'cafe', laksa(), {
      coupon: t.seed.cafe.coupons.percent,
      paymentType: 'cash',
    });
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    await staff(t, 'POST', discountPath(order.id), { amount: '1.00' });
    // 10% off a bill under the coupon's cap is what SAVE10 (10%) takes.
    const answer = await staff<{ order: PosOrder }>(t, 'POST', discountPath(order.id), {
      percent: '10',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.order.total_amount).toBe(expected.bill.total_amount);
    const stored = await details(order.id);
    expect(stored.details.discounts).toHaveLength(1);
    expect(stored.details.discounts[0]).toMatchObject({ discount_type: 1, discount_rate: '10' });
  });

  it('applies an amount off from the POS', async () => {
    const diner = await member();
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    const answer = await staff<{ order: PosOrder }>(t, 'POST', discountPath(order.id), {
      amount: '2.00',
    });
    expect(answer.status).toBe(200);
    const stored = await details(order.id);
    expect(stored.details.discounts[0]).toMatchObject({
      discountedAmount: '2.00',
      applied_from_pos: true,
    });
    expect(stored.row.totalAmount).not.toBe(order.totalAmount);
    expect(answer.body.order.total_amount).toBe(stored.row.totalAmount);
  });

  it('refuses an unknown or inactive coupon with 422 and leaves the total', async () => {
    const diner = await member();
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    for (const code of ['NOSUCHCODE', t.seed.cafe.coupons.inactive]) {
      const answer = await staff<ErrorBody>(t, 'POST', discountPath(order.id), {
        coupon_code: code,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error_id).toBe('promo_code_invalid');
    }
    expect((await details(order.id)).row.totalAmount).toBe(order.totalAmount);
  });

  it('refuses a discount on a paid order and on a cancelled one with 409', async () => {
    const diner = await member();
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    expect(
      (
        await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
          payment_type: 'cash',
        })
      ).status,
    ).toBe(200);
    const paid = await staff<ErrorBody>(t, 'POST', discountPath(order.id), { percent: '10' });
    expect(paid.status).toBe(409);
    expect(paid.body.error_id).toBe('order_already_paid');
    const cancelled = await insertOrder(t, { status: 'cancelled' });
    const closed = await staff<ErrorBody>(t, 'POST', discountPath(cancelled.id), { percent: '10' });
    expect(closed.status).toBe(409);
    expect(closed.body.error_id).toBe('order_not_open');
    const missing = await staff(t, 'POST', discountPath(1_999_999_999), { percent: '10' });
    expect(missing.status).toBe(404);
  });

  it.each([
    ['nothing', {}],
    ['two kinds at once', { percent: '10', amount: '1.00' }],
    ['a zero percentage', { percent: '0' }],
    ['over 100 percent', { percent: '100.5' }],
    ['a percentage as a number', { percent: 10 }],
    ['an amount in words', { amount: 'ten' }],
    ['a zero amount', { amount: '0.00' }],
    ['an empty coupon code', { coupon_code: '  ' }],
    ['an unknown field', { percent: '10', note: 'x' }],
  ])('answers 400 for %s', async (_label, body) => {
    const order = await insertOrder(t);
    const answer = await staff<ErrorBody>(t, 'POST', discountPath(order.id), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/body/);
  });

  it("redeems a member's points from the POS, and the payment then debits them", async () => {
    const diner = await member('100.00');
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    const answer = await staff<{ order: PosOrder }>(t, 'POST', loyaltyPath(order.id), {
      points: '20',
    });
    expect(answer.status).toBe(200);
    const stored = await details(order.id);
    // A cafe point is worth 0.10: 20 points pay 2.00.
    expect(stored.details.redeemed_loyalty).toBe('2.00');
    expect(stored.row.totalAmount).not.toBe(order.totalAmount);

    const paid = await staff(t, 'POST', `/pos/api/orders/${String(order.id)}/payments`, {
      payment_type: 'cash',
      amount: stored.row.totalAmount,
    });
    expect(paid.status).toBe(200);
    const [account] = await t.context.db
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.userId, order.userId ?? 0));
    expect(account).toBeDefined();
    expect(account?.points).not.toBe('100.00');
  });

  it('removes the redemption with 0 points', async () => {
    const diner = await member('50.00');
    const order = await placeCashOrder(t, diner, 'cafe', laksa());
    await staff(t, 'POST', loyaltyPath(order.id), { points: '10' });
    const removed = await staff<{ order: PosOrder }>(t, 'POST', loyaltyPath(order.id), {
      points: '0',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.order.total_amount).toBe(order.totalAmount);
  });

  it('refuses loyalty for a diner who is not a member, and more points than the diner holds', async () => {
    const visitor = await member();
    const order = await placeCashOrder(t, visitor, 'cafe', laksa());
    const notMember = await staff<ErrorBody>(t, 'POST', loyaltyPath(order.id), { points: '10' });
    expect(notMember.status).toBe(422);
    expect(notMember.body.error_id).toBe('loyalty_unavailable');

    const poor = await member('5.00');
    const small = await placeCashOrder(t, poor, 'cafe', laksa());
    const tooMany = await staff<ErrorBody>(t, 'POST', loyaltyPath(small.id), { points: '6' });
    expect(tooMany.status).toBe(422);
    expect((await details(small.id)).row.totalAmount).toBe(small.totalAmount);
  });

  it.each([
    ['no points', {}],
    ['points as a number', { points: 10 }],
    ['negative points', { points: '-5' }],
    ['an unknown field', { points: '5', user_id: 3 }],
  ])('answers 400 for loyalty with %s', async (_label, body) => {
    const order = await insertOrder(t);
    const answer = await staff<ErrorBody>(t, 'POST', loyaltyPath(order.id), body);
    expect(answer.status).toBe(400);
  });
});
