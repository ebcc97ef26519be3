import { pages } from '@tabula/api-client';
import { subtract, toAmount } from '@tabula/engine';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, outlets } from '../../src/db/schema';
import { signedInDiner } from '../support/accounts';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { buildPricedPayload, type PayloadLine, type PayloadOptions } from './support/payload';

interface ErrorBody {
  error: string;
  error_id?: string;
  details?: Record<string, unknown>;
  data?: { validated: boolean };
}

/** Wednesday 18 Nov 2026, 12:00 in Singapore: no scheduled category at stake. */
const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

/** The columns' defaults and the cafe's seeded amount limit. */
const CAFE_LIMITS: {
  maxLineQuantity: number;
  maxOrderItems: number;
  maxOrderAmount: string | null;
  maxTipPercent: string;
} = {
  maxLineQuantity: 50,
  maxOrderItems: 100,
  maxOrderAmount: '1000.00',
  maxTipPercent: '50',
};

describe.each(DATABASE_KINDS)('order limits on %s', (kind) => {
  let t: TestServer;
  let items: Record<string, number>;

  beforeAll(async () => {
    t = await startTestServer(kind);
    items = t.seed.cafe.items;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(NOON_IN_SINGAPORE);
  });
  afterEach(() => setCafeLimits(CAFE_LIMITS));

  const id = (key: string): number => {
    const value = items[key];
    if (value === undefined) throw new Error(`no seeded item ${key}`);
    return value;
  };
  const setCafeLimits = async (limits: Partial<typeof CAFE_LIMITS>) => {
    await t.context.db.update(outlets).set(limits).where(eq(outlets.id, t.seed.cafe.outletId));
  };
  /** Checks a cart the way the app does before checkout (orders/validate). */
  const validate = async (lines: PayloadLine[], options: PayloadOptions = {}) => {
    const { diner } = await signedInDiner(t);
    const { payload, bill } = await buildPricedPayload(t, diner, 'cafe', lines, options);
    const answer = await diner.post<ErrorBody>('/orders/validate', { order_details: payload });
    return { answer, bill, payload, diner };
  };
  const kopi = (count: number): PayloadLine => ({ item: id('kopi'), count });

  it('accepts a line of exactly 50 units and refuses 51 with the limit', async () => {
    expect((await validate([kopi(50)])).answer.status).toBe(200);
    const { answer, payload } = await validate([kopi(51)]);
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('line_quantity_limit');
    expect(answer.body.error).toBe('You can order at most 50 of one item in one order');
    expect(answer.body.details).toEqual({
      cart_id: payload.cartItems[0]?.cart_id,
      item_id: id('kopi'),
      count: 51,
      limit: 50,
    });
  });

  it('accepts an order of exactly 100 units and refuses 101, free of any one line limit', async () => {
    expect((await validate([kopi(50), kopi(50)])).answer.status).toBe(200);
    const { answer } = await validate([kopi(50), kopi(50), { item: id('icedLemonTea') }]);
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('order_item_limit');
    expect(answer.body.error).toBe('An order can hold at most 100 items');
    expect(answer.body.details).toEqual({ count: 101, limit: 100 });
  });

  it('refuses 1,121 kaya toasts before any payment page opens', async () => {
    const { diner } = await signedInDiner(t);
    const { payload } = await buildPricedPayload(
      t,
      diner,
      'cafe',
      [{ item: id('kayaToast'), count: 1121 }],
      { paymentType: 'paytabs' },
    );
    const before = await t.context.db.select({ n: count() }).from(orders);
    const answer = await diner.post<ErrorBody>(
      '/payments/paytabs/create_payment_page',
      { order_details: payload },
      Diner.idempotent(),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('line_quantity_limit');
    expect(await t.context.db.select({ n: count() }).from(orders)).toEqual(before);
  });

  it('compares the amount before the tip with the limit: equal is accepted, a cent more is not', async () => {
    // 100 laksas (9.80) with 9% GST come to more than the cafe's 1000.00.
    const laksas = [
      { item: id('laksa'), count: 50 },
      { item: id('laksa'), count: 50 },
    ];
    const over = await validate(laksas);
    expect(over.answer.status).toBe(422);
    expect(over.answer.body.error_id).toBe('order_amount_limit');
    expect(over.answer.body.details).toEqual({
      amount: over.bill.total_amount,
      limit: '1000.00',
      currency: 'SGD',
    });
    expect(over.answer.body.error).toBe(
      'This restaurant takes orders of at most SGD 1000.00 before the tip',
    );

    // A limit of exactly what an order comes to before its tip lets it through; the tip is apart.
    const lines = [{ item: id('laksa'), count: 4 }];
    const probe = await validate(lines, { tip: '10.00' });
    expect(probe.answer.status).toBe(200);
    const exact = toAmount(subtract(probe.bill.total_amount, '10.00'), 2);
    await setCafeLimits({ maxOrderAmount: exact });
    expect((await validate(lines, { tip: '10.00' })).answer.status).toBe(200);
    const lower = toAmount(subtract(exact, '0.01'), 2);
    await setCafeLimits({ maxOrderAmount: lower });
    const refused = await validate(lines, { tip: '10.00' });
    expect(refused.answer.body.error_id).toBe('order_amount_limit');
    expect(refused.answer.body.details).toMatchObject({ amount: exact, limit: lower });
    // No amount limit at all.
    await setCafeLimits({ maxOrderAmount: null });
    expect((await validate(laksas)).answer.status).toBe(200);
  });

  it('takes a tip of exactly half the subtotal and refuses a cent more, or 99,999,999', async () => {
    // A flat white: subtotal 5.50, so the largest tip is 2.75.
    const line = [{ item: id('flatWhite') }];
    expect((await validate(line, { tip: '2.75' })).answer.status).toBe(200);
    const { answer } = await validate(line, { tip: '2.76' });
    expect(answer.status).toBe(422);
    expect(answer.body.error_id).toBe('tip_limit');
    expect(answer.body.error).toBe('The tip can be at most SGD 2.75 (50% of the subtotal)');
    expect(answer.body.details).toEqual({
      tip: '2.76',
      limit: '2.75',
      percent: '50',
      currency: 'SGD',
    });
    const huge = await validate(line, { tip: '99999999' });
    expect(huge.answer.body.error_id).toBe('tip_limit');
  });

  it('refuses a negative tip as a malformed payload', async () => {
    const { diner } = await signedInDiner(t);
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [{ item: id('kopi') }]);
    const answer = await diner.post<ErrorBody>('/orders/validate', {
      order_details: { ...payload, tips_amount: '-5' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_id).toBe('invalid_request');
    expect(answer.body.error).toContain('tips_amount');
  });

  it("honours an outlet's own limits, and the home page carries them", async () => {
    await setCafeLimits({ maxLineQuantity: 3, maxOrderItems: 5, maxTipPercent: '10' });
    const { diner } = await signedInDiner(t);
    const home = pages.home.response.parse((await diner.get('/pages/home')).body);
    expect(home.outlet.order_limits).toEqual({
      max_line_quantity: 3,
      max_order_items: 5,
      max_order_amount: '1000.00',
      max_tip_percent: '10',
    });
    expect((await validate([kopi(3)])).answer.status).toBe(200);
    expect((await validate([kopi(4)])).answer.body.details).toMatchObject({ count: 4, limit: 3 });
    expect((await validate([kopi(3), kopi(2)])).answer.status).toBe(200);
    expect((await validate([kopi(3), kopi(3)])).answer.body).toMatchObject({
      error_id: 'order_item_limit',
      details: { count: 6, limit: 5 },
    });
    // 10% of a flat white's 5.50 is 0.55.
    expect((await validate([{ item: id('flatWhite') }], { tip: '0.55' })).answer.status).toBe(200);
    expect(
      (await validate([{ item: id('flatWhite') }], { tip: '0.56' })).answer.body.details,
    ).toMatchObject({ limit: '0.55', percent: '10' });
  });
});
