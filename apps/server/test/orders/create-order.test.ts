import { orderView } from '../../src/orders/order-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { createOrder } from '../../src/orders/create-order';
import { priceOrderPayload } from '../../src/orders/pricing/price-order-payload';
import { sessionVenue } from '../../src/venue/venue-snapshots';
import { EVERY_DATABASE_KIND } from '../support/databases';
import { startTestServer, type TestServer } from '../support/harness';
import { buildOrderPayload } from './support/payload';
import { placeOrder } from './support/place-order';
import { signedInDiner } from '../support/accounts';
import { patchSessionState, sessionOf } from '../support/sessions';

/** Wednesday 18 Nov 2026, 12:00 in Singapore. */
const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

describe.each(EVERY_DATABASE_KIND)('createOrder on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });

  const kopi = () => ({ item: t.seed.cafe.items.kopi ?? 0 });

  it('gives 20 concurrent orders of one outlet 20 different numbers and sapaad ids', async () => {
    const { diner } = await signedInDiner(t);
    const payload = await buildOrderPayload(t, diner, 'cafe', [kopi()]);
    const session = await sessionOf(t, diner);
    const venue = await sessionVenue(t.context, session);
    const priced = await priceOrderPayload(t.context, session, venue, payload, {
      paymentType: 'cash',
    });
    const created = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOrder(t.context, session, venue, priced, {
          status: 'unconfirmed',
          paymentStatus: 'unpaid',
        }),
      ),
    );
    const numbers = created.map((order) => order.orderNumber).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(3, '0')));
    const sapaad = created.map((order) => order.sapaadOrderId).sort((a, b) => a - b);
    expect(new Set(sapaad).size).toBe(20);
    expect((sapaad[19] ?? 0) - (sapaad[0] ?? 0)).toBe(19);
    for (const order of created) {
      expect(order.totalAmount).toBe(priced.totalAmount);
      expect(order.status).toBe('unconfirmed');
      expect(order.paymentStatus).toBe('unpaid');
      expect(order.userId).toBe(session.userId);
      expect(order.sessionId).toBe(session.id);
    }
  });

  it('numbers increase through the day and start again the next day in the outlet time zone', async () => {
    const { diner } = await signedInDiner(t, { token: t.seed.kuwait.counterToken, guest: true });
    const item = { item: t.seed.kuwait.items.karak ?? 0 };
    // 23:58 in Kuwait on the 18th.
    t.clock.set(new Date('2026-11-18T20:58:00Z'));
    const first = await placeOrder(t, diner, 'kuwait', [item]);
    const second = await placeOrder(t, diner, 'kuwait', [item]);
    expect(first.order.orderNumber).toBe('001');
    expect(second.order.orderNumber).toBe('002');
    expect(second.order.sapaadOrderId).toBeGreaterThan(first.order.sapaadOrderId);
    // 00:02 in Kuwait on the 19th, while it is still the 18th in UTC.
    t.clock.set(new Date('2026-11-18T21:02:00Z'));
    const nextDay = await placeOrder(t, diner, 'kuwait', [item]);
    expect(nextDay.order.orderNumber).toBe('001');
    expect(nextDay.order.sapaadOrderId).toBeGreaterThan(second.order.sapaadOrderId);
    expect(nextDay.order.createdAt.toISOString()).toBe('2026-11-18T21:02:00.000Z');
  });

  it('stores the server-priced details and clears the coupon, promo codes and loyalty from the session', async () => {
    const { diner } = await signedInDiner(t, { points: '50.00' });
    const coupon = await diner.get<{ discount_id: number }>(
      `/discounts/${t.seed.cafe.coupons.percent}`,
    );
    await diner.post('/discounts/apply', { discount_id: coupon.body.discount_id, order_id: 1 });
    await patchSessionState(t, diner, {
      redeemed_points: '10',
      promo_codes: [{ promotion_id: 999, promo_code_id: 1 }],
      otp: { channel: 'sms', address: '+6590000000', sent_at: 1 },
    });
    const { order } = await placeOrder(
      t,
      diner,
      'cafe',
      [{ item: t.seed.cafe.items.laksa ?? 0, count: 2, note: 'Extra lime' }],
      {
        coupon: t.seed.cafe.coupons.percent,
        redeemedLoyalty: '1.00',
        paymentType: 'stripe',
        tip: '2.00',
      },
    );

    const view = orderView(order, null);
    expect(view.order_number).toBe(order.orderNumber);
    expect(view.order_details.items[0]).toMatchObject({
      id: t.seed.cafe.items.laksa,
      name: 'Laksa',
      quantity: 2,
      note: 'Extra lime',
      unit_price: '9.80',
      sub_total: '19.60',
    });
    expect(view.order_details.items[0]?.modifiers[0]).toMatchObject({ name: 'Mild', quantity: 1 });
    expect(view.order_details.cartItems[0]?.unit_price).toBe('9.80');
    expect(view.order_details.discounts[0]).toMatchObject({
      discountedAmount: '1.96',
      applied_from_pos: false,
    });
    expect(view.order_details.redeemed_loyalty).toBe('1.00');
    expect(view.order_details.tips_amount).toBe('2.00');
    expect(view.order_details.payments).toEqual([]);
    expect(view.order_details.total_amount).toBe(order.totalAmount);
    expect('pricing' in view.order_details).toBe(false);
    const [raw] = await t.context.db.select().from(orders).where(eq(orders.id, order.id));
    expect(raw?.details).toHaveProperty('pricing.loyalty_points', '10');

    const session = await sessionOf(t, diner);
    expect(session.state).toEqual({
      last_order_id: order.id,
      otp: { channel: 'sms', address: '+6590000000', sent_at: 1 },
    });
  });
});
