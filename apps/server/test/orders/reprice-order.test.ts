import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { HttpError } from '../../src/http/http-error';
import { orderView } from '../../src/orders/order-view';
import { repriceOrder } from '../../src/orders/reprice-order';
import { DATABASE_KINDS } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { placeOrder } from './support/place-order';
import { signedInDiner } from '../support/accounts';

const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

async function refusal(
  work: Promise<unknown>,
): Promise<{ status: number; errorId: string | undefined }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, errorId: error.errorId };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each(DATABASE_KINDS)('repriceOrder on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });

  // Laksa x2 at the counter: 19.60, packaging 0.50, GST 1.76 + 0.05 = 21.91.
  const laksaOrder = async (options: { guest?: boolean; points?: string } = {}) => {
    const { diner } = await signedInDiner(t, {
      ...(options.guest ? { guest: true } : {}),
      ...(options.points ? { points: options.points } : {}),
    });
    const { order } = await placeOrder(t, diner, 'cafe', [
      { item: t.seed.cafe.items.laksa ?? 0, count: 2 },
    ]);
    expect(order.totalAmount).toBe('21.91');
    return order;
  };

  it('applies a percentage discount from the POS at the prices the order was placed at', async () => {
    const order = await laksaOrder();
    const repriced = await repriceOrder(t.context, order, {
      posDiscount: { kind: 'percent', rate: '10' },
    });
    // 10% of 19.60 = 1.96; GST 9% of 17.64 = 1.59; packaging 0.50 + 0.05.
    expect(repriced.totalAmount).toBe('19.78');
    const details = orderView(repriced, null).order_details;
    expect(details.discounts).toEqual([
      expect.objectContaining({
        discountedAmount: '1.96',
        applied_from_pos: true,
        discount_type: 1,
      }),
    ]);
    expect(details.total_amount).toBe('19.78');
    const [stored] = await t.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.totalAmount).toBe('19.78');

    // A second POS discount replaces the first.
    const again = await repriceOrder(t.context, repriced, {
      posDiscount: { kind: 'amount', amount: '5.00' },
    });
    expect(orderView(again, null).order_details.discounts).toHaveLength(1);
    expect(orderView(again, null).order_details.discounts[0]?.discountedAmount).toBe('5.00');
  });

  it('applies a coupon of the company from the POS, and refuses an unknown one or a bad rate', async () => {
    const order = await laksaOrder();
    const withCoupon = await repriceOrder(t.context, order, {
      posDiscount: { kind: 'coupon', code: t.seed.cafe.coupons.percent.toLowerCase() },
    });
    expect(orderView(withCoupon, null).order_details.discounts[0]).toMatchObject({
      applied_from_pos: true,
      discountedAmount: '1.96',
    });
    expect(
      await refusal(
        repriceOrder(t.context, order, { posDiscount: { kind: 'coupon', code: 'NOPE' } }),
      ),
    ).toEqual({
      status: 422,
      errorId: 'promo_code_invalid',
    });
    expect(
      await refusal(
        repriceOrder(t.context, order, { posDiscount: { kind: 'percent', rate: '150' } }),
      ),
    ).toEqual({ status: 422, errorId: 'invalid_discount' });
    expect(
      await refusal(
        repriceOrder(t.context, order, { posDiscount: { kind: 'amount', amount: '1.005' } }),
      ),
    ).toEqual({ status: 422, errorId: 'invalid_discount' });
    // More than the items: the engine refuses it with the coupon message.
    expect(
      await refusal(
        repriceOrder(t.context, order, { posDiscount: { kind: 'amount', amount: '50.00' } }),
      ),
    ).toEqual({ status: 422, errorId: 'coupon_exceeds_eligible_amount' });
  });

  it("redeems the diner's loyalty points from the POS within their balance", async () => {
    const order = await laksaOrder({ points: '40.00' });
    const repriced = await repriceOrder(t.context, order, { posLoyaltyPoints: '30' });
    // 30 points at 0.10 = 3.00, counted as a discount before tax: GST 9% of 16.60 = 1.49.
    expect(orderView(repriced, null).order_details.redeemed_loyalty).toBe('3.00');
    expect(repriced.totalAmount).toBe('18.64');
    expect(await refusal(repriceOrder(t.context, order, { posLoyaltyPoints: '41' }))).toEqual({
      status: 422,
      errorId: 'loyalty_exceeds_available',
    });
    const removed = await repriceOrder(t.context, repriced, { posLoyaltyPoints: '0' });
    expect(removed.totalAmount).toBe('21.91');

    const guestOrder = await laksaOrder({ guest: true });
    expect(await refusal(repriceOrder(t.context, guestOrder, { posLoyaltyPoints: '5' }))).toEqual({
      status: 422,
      errorId: 'loyalty_unavailable',
    });
  });

  it('refuses to change a paid order', async () => {
    const order = await laksaOrder();
    const [paid] = await t.context.db
      .update(orders)
      .set({ paymentStatus: 'paid' })
      .where(eq(orders.id, order.id))
      .returning();
    if (!paid) throw new Error('order vanished');
    expect(
      await refusal(repriceOrder(t.context, paid, { posDiscount: { kind: 'percent', rate: '5' } })),
    ).toEqual({
      status: 409,
      errorId: 'order_already_paid',
    });
    // A stale row that still says unpaid cannot slip through either.
    expect(
      await refusal(
        repriceOrder(t.context, order, { posDiscount: { kind: 'percent', rate: '5' } }),
      ),
    ).toEqual({
      status: 409,
      errorId: 'order_already_paid',
    });
  });
});
