import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { repriceOrder } from '../../src/orders/reprice-order';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { buildPricedPayload } from '../orders/support/payload';
import { placeOrder } from '../orders/support/place-order';
import { signedInDiner } from '../support/accounts';
import { sessionOf } from '../support/sessions';

interface ErrorBody {
  error: string;
  error_id?: string;
}
interface CouponBody {
  discount_id: number;
  discount_name: string;
  discount_type: string;
  discount_rate: string;
  min_order_amount: string | null;
  on_total: boolean;
  applied_from_pos: boolean;
  promotion_id: number | null;
}
interface DiscountsBody {
  discounts: { discount_id: number; discountedAmount: string; applied_from_pos: boolean }[];
}

const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

describe.each(DATABASE_KINDS)('coupons (discounts) on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });

  const cafeDiner = async () => (await signedInDiner(t)).diner;
  const lookup = (diner: Diner, code: string) =>
    diner.get<CouponBody & ErrorBody>(`/discounts/${code}`);
  const laksa = (count = 1) => ({ item: t.seed.cafe.items.laksa ?? 0, count });
  const kopi = () => ({ item: t.seed.cafe.items.kopi ?? 0 });

  it('looks a coupon code up without regard to case', async () => {
    const diner = await cafeDiner();
    const percent = await lookup(diner, t.seed.cafe.coupons.percent.toLowerCase());
    expect(percent.status).toBe(200);
    expect(percent.body).toMatchObject({
      discount_type: 'PERCENTAGE',
      discount_rate: '10',
      min_order_amount: null,
      on_total: false,
      applied_from_pos: false,
      promotion_id: null,
    });
    expect(percent.body.discount_id).toBeGreaterThan(0);
    const fixed = await lookup(diner, t.seed.cafe.coupons.fixedWithMinimum);
    expect(fixed.body).toMatchObject({
      discount_type: 'FIXED',
      discount_rate: '5.00',
      min_order_amount: '25.00',
      on_total: true,
    });
  });

  it("answers 404 Invalid promo code! for an inactive, unknown or other company's code", async () => {
    const diner = await cafeDiner();
    for (const code of [t.seed.cafe.coupons.inactive, 'NO-SUCH-CODE']) {
      const answer = await lookup(diner, code);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Invalid promo code!', error_id: 'promo_code_invalid' });
    }
    const { diner: kuwaiti } = await signedInDiner(t, {
      token: t.seed.kuwait.counterToken,
      guest: true,
    });
    expect((await lookup(kuwaiti, t.seed.cafe.coupons.percent)).status).toBe(404);
    const visitor = new Diner(t.url);
    expect((await lookup(visitor, t.seed.cafe.coupons.percent)).status).toBe(401);
  });

  it('keeps an applied coupon in the session and prices it into the order', async () => {
    const diner = await cafeDiner();
    const coupon = await lookup(diner, t.seed.cafe.coupons.percent);
    const applied = await diner.post<DiscountsBody>('/discounts/apply', {
      discount_id: coupon.body.discount_id,
      order_id: 1,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.discounts).toEqual([
      expect.objectContaining({ discount_id: coupon.body.discount_id, discountedAmount: '0.00' }),
    ]);
    expect((await sessionOf(t, diner)).state).toMatchObject({ coupon_id: coupon.body.discount_id });

    // A payload that forgot the coupon is priced with it anyway, so its total is wrong.
    const without = await buildPricedPayload(t, diner, 'cafe', [laksa(2)]);
    const refused = await diner.post<ErrorBody & { details: { expected: string } }>(
      '/orders/validate',
      {
        order_details: without.payload,
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error_id).toBe('order_total_amount_mismatch');
    const withCoupon = await buildPricedPayload(t, diner, 'cafe', [laksa(2)], {
      coupon: t.seed.cafe.coupons.percent,
    });
    expect(refused.body.details.expected).toBe(withCoupon.bill.total_amount);
    expect(
      (await diner.post('/orders/validate', { order_details: withCoupon.payload })).status,
    ).toBe(200);

    // Removing it takes it out of the session.
    const removed = await diner.post<DiscountsBody>('/discounts/remove', {
      discount_id: coupon.body.discount_id,
      order_id: 1,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.discounts).toEqual([]);
    expect((await sessionOf(t, diner)).state).not.toHaveProperty('coupon_id');
    expect((await diner.post('/orders/validate', { order_details: without.payload })).status).toBe(
      200,
    );
  });

  it('applies a coupon only when its code was entered on the session (issue 12)', async () => {
    // A diner who entered the code builds a correct order with the coupon in it.
    const honest = await cafeDiner();
    const { payload } = await buildPricedPayload(t, honest, 'cafe', [laksa(2)], {
      coupon: t.seed.cafe.coupons.percent,
    });
    expect((await honest.post('/orders/validate', { order_details: payload })).status).toBe(200);
    const couponId = payload.discounts[0]?.discount_id ?? 0;
    expect(couponId).toBeGreaterThan(0);

    // Another diner sends the same payload, naming the coupon by id without its code.
    const guesser = await cafeDiner();
    const own = await buildPricedPayload(t, guesser, 'cafe', [laksa(2)]);
    const named = await guesser.post<ErrorBody>('/orders/validate', {
      order_details: { ...own.payload, discounts: payload.discounts },
    });
    expect(named.status).toBe(422);
    expect(named.body.error).toBe('Invalid promo code!');
    expect(named.body.error_id).toBe('promo_code_invalid');
    // Trying ids one by one at /discounts/apply finds nothing either.
    for (const id of [couponId, couponId + 1, couponId + 2]) {
      const tried = await guesser.post<ErrorBody>('/discounts/apply', {
        discount_id: id,
        order_id: 1,
      });
      expect(tried.status).toBe(404);
      expect(tried.body.error).toBe('Invalid promo code!');
    }
    expect((await sessionOf(t, guesser)).state).not.toHaveProperty('coupon_id');
    // Once the guesser enters the code, the same order is theirs to place.
    const entered = await buildPricedPayload(t, guesser, 'cafe', [laksa(2)], {
      coupon: t.seed.cafe.coupons.percent,
    });
    expect(
      (await guesser.post('/orders/validate', { order_details: entered.payload })).status,
    ).toBe(200);
  });

  it('refuses a coupon below its minimum order with the spec message', async () => {
    const diner = await cafeDiner();
    const coupon = await lookup(diner, t.seed.cafe.coupons.fixedWithMinimum);
    await diner.post('/discounts/apply', { discount_id: coupon.body.discount_id, order_id: 1 });
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [kopi()]);
    const answer = await diner.post<ErrorBody>('/orders/validate', { order_details: payload });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('This coupon can only be used for orders above SGD 25.00!');
    expect(answer.body.error_id).toBe('coupon_below_minimum_order');

    // Above the minimum (items 29.40 with packaging on total) it takes 5.00 off.
    const big = await buildPricedPayload(t, diner, 'cafe', [laksa(3)], {
      coupon: t.seed.cafe.coupons.fixedWithMinimum,
    });
    expect(big.bill.discounts[0]?.discountedAmount).toBe('5.00');
    expect((await diner.post('/orders/validate', { order_details: big.payload })).status).toBe(200);
  });

  it('refuses bad apply and remove calls with a 4xx', async () => {
    const diner = await cafeDiner();
    const unknown = await diner.post<ErrorBody>('/discounts/apply', {
      discount_id: 999999,
      order_id: 1,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Invalid promo code!');
    const malformed = await diner.post<ErrorBody>('/discounts/apply', {
      discount_id: 'SAVE10',
      order_id: 1,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toContain('discount_id');
    const noOrder = await diner.post('/discounts/remove', { discount_id: 1 });
    expect(noOrder.status).toBe(400);
    const forged = await diner.post(
      '/discounts/apply',
      { discount_id: 1, order_id: 1 },
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.status).toBe(403);
  });

  it("applies and removes a coupon on the diner's placed, unpaid order", async () => {
    const diner = await cafeDiner();
    // Laksa x2: 19.60 + packaging 0.50 + GST 1.76 + 0.05 = 21.91.
    const { order } = await placeOrder(t, diner, 'cafe', [laksa(2)]);
    const coupon = await lookup(diner, t.seed.cafe.coupons.percent);
    const applied = await diner.post<DiscountsBody>('/discounts/apply', {
      discount_id: coupon.body.discount_id,
      order_id: order.id,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.discounts).toEqual([
      expect.objectContaining({ discountedAmount: '1.96', applied_from_pos: false }),
    ]);
    const [stored] = await t.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.totalAmount).toBe('19.78');
    // The session keeps no coupon: it went on the order.
    expect((await sessionOf(t, diner)).state).not.toHaveProperty('coupon_id');

    const removed = await diner.post<DiscountsBody>('/discounts/remove', {
      discount_id: coupon.body.discount_id,
      order_id: order.id,
    });
    expect(removed.body.discounts).toEqual([]);
    const [after] = await t.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.totalAmount).toBe('21.91');
  });

  it("never lets a diner remove a POS discount, change a paid order, or touch another diner's order", async () => {
    const diner = await cafeDiner();
    const { order } = await placeOrder(t, diner, 'cafe', [laksa(2)]);
    const withPos = await repriceOrder(t.context, order, {
      posDiscount: { kind: 'percent', rate: '10' },
    });
    const posId = (withPos.details as { discounts: { discount_id: number }[] }).discounts[0]
      ?.discount_id;
    const locked = await diner.post<ErrorBody>('/discounts/remove', {
      discount_id: posId,
      order_id: order.id,
    });
    expect(locked.status).toBe(422);
    expect(locked.body.error_id).toBe('pos_discount_locked');

    const coupon = await lookup(diner, t.seed.cafe.coupons.percent);
    const stranger = await cafeDiner();
    await lookup(stranger, t.seed.cafe.coupons.percent);
    const foreign = await stranger.post<DiscountsBody>('/discounts/apply', {
      discount_id: coupon.body.discount_id,
      order_id: order.id,
    });
    // Read as "no order yet": the coupon waits in the stranger's session; the order is untouched.
    expect(foreign.status).toBe(200);
    expect(foreign.body.discounts[0]?.discountedAmount).toBe('0.00');
    const [untouched] = await t.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(untouched?.totalAmount).toBe(withPos.totalAmount);

    await t.context.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const paid = await diner.post<ErrorBody>('/discounts/apply', {
      discount_id: coupon.body.discount_id,
      order_id: order.id,
    });
    expect(paid.status).toBe(409);
    expect(paid.body.error).toBe("Order Discount Can't Be Applied");
  });
});
