import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stockOuts } from '../../src/db/schema';
import { DATABASE_KINDS } from '../support/databases';
import { Diner } from '../support/diner';
import { startTestServer, type TestServer } from '../support/harness';
import { buildPricedPayload, type PayloadLine } from './support/payload';
import { signedInDiner } from '../support/accounts';
import { patchSessionState } from '../support/sessions';

interface ErrorBody {
  error: string;
  error_id?: string;
  details?: Record<string, unknown>;
}

/** Wednesday 18 Nov 2026, 12:00 in Singapore and 07:00 in Kuwait: no scheduled category at stake. */
const NOON_IN_SINGAPORE = new Date('2026-11-18T04:00:00Z');

describe.each(DATABASE_KINDS)('server pricing (orders/validate) on %s', (kind) => {
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

  const cafeCounter = () => signedInDiner(t);
  const validate = (diner: Diner, payload: unknown) =>
    diner.post<ErrorBody & { data?: { validated: boolean } }>('/orders/validate', {
      order_details: payload,
    });
  const id = (key: string): number => {
    const value = items[key];
    if (value === undefined) throw new Error(`no seeded item ${key}`);
    return value;
  };

  it('accepts a walk-in cart with modifiers, a promotion, a coupon, a tip and 9% GST, at the engine total', async () => {
    const { diner } = await cafeCounter();
    const coupon = await diner.get<{ discount_id: number }>(
      `/discounts/${t.seed.cafe.coupons.percent}`,
    );
    const applied = await diner.post('/discounts/apply', {
      discount_id: coupon.body.discount_id,
      order_id: 1,
    });
    expect(applied.status).toBe(200);
    const lines: PayloadLine[] = [
      // Flat white 5.50 + oat milk 0.80 + two extra shots 2 x 1.00 = 8.30
      {
        item: id('flatWhite'),
        modifiers: [
          { group_id: 202, id: 303 },
          { group_id: 203, id: 305, count: 2 },
        ],
      },
      // Laksa 9.80, mild, extra prawns 3.00 = 12.80
      {
        item: id('laksa'),
        modifiers: [
          { group_id: 205, id: 310 },
          { group_id: 206, id: 313 },
        ],
        note: 'No cockles please',
      },
      // Two cakes at 6.50, 20% off each (promotion twoCakes) = 10.40
      { item: id('cake'), count: 2 },
    ];
    const { payload, bill } = await buildPricedPayload(t, diner, 'cafe', lines, {
      coupon: t.seed.cafe.coupons.percent,
      tip: '1.50',
    });
    expect(bill.sub_total).toBe('31.50');
    expect(bill.applied_promotions.map((p) => p.promotion_id)).toContain(
      t.seed.cafe.promotionIds.twoCakes,
    );
    // SAVE10: 3.15 off; packaging 0.50; GST 9% of 28.35 = 2.55 and of 0.50 = 0.05; tip 1.50.
    expect(bill.discounts[0]?.discountedAmount).toBe('3.15');
    expect(bill.tax_total).toBe('2.60');
    expect(bill.total_amount).toBe('32.95');

    const answer = await validate(diner, payload);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ validated: true });

    // The app validates the cart before the diner has chosen how to pay (A§7 orders/validate).
    const unpaid = await validate(diner, { ...payload, payment: undefined });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data).toEqual({ validated: true });

    // The server's own total is the engine's: one cent more is refused with the expected figure.
    const wrong = await validate(diner, { ...payload, total_amount: '32.96' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error_id).toBe('order_total_amount_mismatch');
    expect(wrong.body.error).toBe('The order total has changed. Please review your order.');
    expect(wrong.body.details).toEqual({ expected: '32.95', received: '32.96' });
  });

  it('charges Takeaway packaging at the counter to Take Out only, not to an Eat In diner', async () => {
    const { diner } = await cafeCounter();
    const lines: PayloadLine[] = [{ item: id('kopi') }];
    const packagingOf = (bill: { surcharges_breakdown: { name: string; amount: string }[] }) =>
      bill.surcharges_breakdown.map((s) => [s.name, s.amount]);

    expect((await diner.post('/dine_modes/update_session', { type: 'take_away' })).status).toBe(
      200,
    );
    const takeAway = await buildPricedPayload(t, diner, 'cafe', lines);
    expect(packagingOf(takeAway.bill)).toEqual([['Takeaway packaging', '0.50']]);
    expect((await validate(diner, takeAway.payload)).status).toBe(200);

    expect((await diner.post('/dine_modes/update_session', { type: 'eat_in' })).status).toBe(200);
    const eatIn = await buildPricedPayload(t, diner, 'cafe', lines);
    expect(packagingOf(eatIn.bill)).toEqual([]);
    expect((await validate(diner, eatIn.payload)).status).toBe(200);
    // The Take Out bill, packaging and all, is no longer this diner's.
    const stale = await validate(diner, takeAway.payload);
    expect(stale.status).toBe(422);
    expect(stale.body.error_id).toBe('order_total_amount_mismatch');
  });

  it('prices the Kuwait restaurant in KWD at 3 decimals with tax included', async () => {
    const { diner } = await signedInDiner(t, { token: t.seed.kuwait.counterToken, guest: true });
    const kuwait = t.seed.kuwait.items;
    const { payload, bill } = await buildPricedPayload(t, diner, 'kuwait', [
      { item: kuwait.mixedGrill ?? 0, modifiers: [{ group_id: 601, id: 703 }] },
      { item: kuwait.hummus ?? 0, count: 2 },
    ]);
    // 4.750 + tahini 0.150 + 2 x 1.250 = 7.400, VAT 5% inside: 7.400 x 5 / 105 = 0.352
    expect(bill.total_amount).toBe('7.400');
    expect(bill.tax_total).toBe('0.352');
    expect((await validate(diner, payload)).status).toBe(200);
    // The same amount written with fewer decimals is the same total.
    expect((await validate(diner, { ...payload, total_amount: '7.4' })).status).toBe(200);
    const wrong = await validate(diner, { ...payload, total_amount: '7.401' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details).toEqual({ expected: '7.400', received: '7.401' });
  });

  it('adds the 10% service charge at a table and refuses cash there', async () => {
    const table = t.seed.cafe.tables[0];
    if (!table) throw new Error('no seeded table');
    const { diner } = await signedInDiner(t, { token: table.token });
    const { payload, bill } = await buildPricedPayload(t, diner, 'cafe', [{ item: id('laksa') }]);
    // Laksa 9.80 (mild): service 0.98, GST 9% of 9.80 = 0.88 and of 0.98 = 0.09.
    expect(bill.surcharge_sub_total).toBe('0.98');
    expect(bill.total_amount).toBe('11.75');
    expect((await validate(diner, payload)).status).toBe(200);

    const cash = await buildPricedPayload(t, diner, 'cafe', [{ item: id('laksa') }], {
      paymentType: 'cash',
    });
    const refused = await validate(diner, cash.payload);
    expect(refused.status).toBe(422);
    expect(refused.body.error_id).toBe('cash_only_dine_pf');

    const otherTable = await validate(diner, { ...payload, table_id: 999999 });
    expect(otherTable.status).toBe(422);
    expect(otherTable.body.error_id).toBe('table_mismatch');
  });

  it('answers 422 out_of_stock_error with the item ids for a sold-out item', async () => {
    const { diner } = await cafeCounter();
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [
      { item: id('kopi') },
      { item: id('chickenRice') },
    ]);
    await t.context.db
      .insert(stockOuts)
      .values({ outletId: t.seed.cafe.outletId, itemId: id('chickenRice') });
    try {
      const answer = await validate(diner, payload);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe('Items are out of stock');
      expect(answer.body.error_id).toBe('out_of_stock_error');
      expect(answer.body.details?.item_ids).toEqual([id('chickenRice')]);
    } finally {
      await t.context.db
        .delete(stockOuts)
        .where(
          and(
            eq(stockOuts.outletId, t.seed.cafe.outletId),
            eq(stockOuts.itemId, id('chickenRice')),
          ),
        );
    }
    expect((await validate(diner, payload)).status).toBe(200);
  });

  it('refuses an item that is not on the menu, or not on it now', async () => {
    const { diner } = await cafeCounter();
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [{ item: id('vegCurry') }]);
    const [line] = payload.cartItems;
    if (!line) throw new Error('no cart line');
    const unknown = await validate(diner, { ...payload, cartItems: [{ ...line, id: 987654 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error_id).toBe('cart_items_not_in_menu');
    expect(unknown.body.error).toBe('Oops! Items in cart are not part of current available menu.');

    // Kaya toast is on the breakfast menu (07:00 to 11:00 in Singapore): at 08:00 it is fine...
    t.clock.set(new Date('2026-11-18T00:00:00Z'));
    const breakfast = await buildPricedPayload(t, diner, 'cafe', [{ item: id('kayaToast') }]);
    expect((await validate(diner, breakfast.payload)).status).toBe(200);
    // ...and at 14:00 it is not.
    t.clock.set(new Date('2026-11-18T06:00:00Z'));
    const late = await validate(diner, breakfast.payload);
    expect(late.status).toBe(422);
    expect(late.body.error_id).toBe('cart_items_not_in_menu');
  });

  it('refuses a modifier selection that breaks the group rules', async () => {
    const { diner } = await cafeCounter();
    // Nasi lemak needs 1 to 2 sides.
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [
      { item: id('nasiLemak'), modifiers: [] },
    ]);
    const none = await validate(diner, payload);
    expect(none.status).toBe(422);
    expect(none.body.error_id).toBe('invalid_modifier_selection');
    expect(none.body.error).toContain('Please choose minimum of 1 and maximum of 2');

    const three = await buildPricedPayload(t, diner, 'cafe', [
      {
        item: id('nasiLemak'),
        modifiers: [
          { group_id: 207, id: 317 },
          { group_id: 207, id: 318 },
          { group_id: 207, id: 319 },
        ],
      },
    ]);
    const tooMany = await validate(diner, three.payload);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error_id).toBe('invalid_modifier_selection');

    // An option of another item's group is not on this item at all.
    const foreign = await buildPricedPayload(t, diner, 'cafe', [{ item: id('laksa') }]);
    const [line] = foreign.payload.cartItems;
    if (!line) throw new Error('no cart line');
    const milk = {
      id: 202,
      name: 'Milk',
      items: [
        {
          id: 303,
          name: 'Oat milk',
          unit_price: '0.80',
          final_price: null,
          is_default: false,
          selected: true,
          count: 1,
        },
      ],
      minimum: 0,
      maximum: 1,
      has_quantity_selector: false,
      type: 'single_item' as const,
    };
    const stray = await validate(diner, {
      ...foreign.payload,
      cartItems: [{ ...line, groups: [...line.groups, milk] }],
    });
    expect(stray.status).toBe(422);
    expect(stray.body.error_id).toBe('cart_items_not_in_menu');
  });

  it('takes prices from the server menu, never from the payload', async () => {
    const { diner } = await cafeCounter();
    const { payload, bill } = await buildPricedPayload(t, diner, 'cafe', [
      { item: id('chickenRice'), count: 2 },
    ]);
    const [line] = payload.cartItems;
    if (!line) throw new Error('no cart line');
    // A client that lowers the unit price and the total to match is refused with the real total.
    const cheap = {
      ...payload,
      cartItems: [{ ...line, unit_price: '0.10', final_price: '0.10', sub_total: '0.20' }],
      total_amount: '0.75',
    };
    const refused = await validate(diner, cheap);
    expect(refused.status).toBe(422);
    expect(refused.body.error_id).toBe('order_total_amount_mismatch');
    expect(refused.body.details?.expected).toBe(bill.total_amount);
    // The lowered price alone changes nothing: the menu's price is used.
    const ignored = await validate(diner, { ...cheap, total_amount: bill.total_amount });
    expect(ignored.status).toBe(200);

    // Flagging a line as a free item without the promotion granting it makes nothing free.
    const free = {
      ...payload,
      cartItems: [
        { ...line, is_free_item: true, promotion_id: t.seed.cafe.promotionIds.freeOndeh ?? 1 },
      ],
      total_amount: '0.55',
    };
    const notFree = await validate(diner, free);
    expect(notFree.status).toBe(422);
    expect(notFree.body.details?.expected).toBe(bill.total_amount);
  });

  it('grants a free item only where its promotion holds', async () => {
    const { diner } = await cafeCounter();
    const { payload, bill } = await buildPricedPayload(t, diner, 'cafe', [
      { item: id('nasiLemak'), count: 2 },
      { item: id('ondehOndeh'), freeFromPromotion: t.seed.cafe.promotionIds.freeOndeh ?? 0 },
    ]);
    expect(bill.lines[1]?.sub_total).toBe('0.00');
    expect((await validate(diner, payload)).status).toBe(200);
  });

  it('checks the session loyalty, the tip and the coupon against the payload', async () => {
    const { diner } = await signedInDiner(t, { points: '100.00' });
    await patchSessionState(t, diner, { redeemed_points: '20' });
    const lines = [{ item: id('laksa') }];
    // 20 points at 0.10 each = 2.00, paid by card (loyalty cannot go with cash).
    const withLoyalty = await buildPricedPayload(t, diner, 'cafe', lines, {
      redeemedLoyalty: '2.00',
      paymentType: 'stripe',
    });
    expect((await validate(diner, withLoyalty.payload)).status).toBe(200);

    const other = await validate(diner, { ...withLoyalty.payload, redeemed_loyalty: '3.00' });
    expect(other.status).toBe(422);
    expect(other.body.error_id).toBe('loyalty_mismatch');

    const cash = await buildPricedPayload(t, diner, 'cafe', lines, {
      redeemedLoyalty: '2.00',
      paymentType: 'cash',
    });
    const withCash = await validate(diner, cash.payload);
    expect(withCash.status).toBe(422);
    expect(withCash.body.error_id).toBe('loyalty_with_cash');

    await patchSessionState(t, diner, { redeemed_points: '500' });
    const tooMany = await validate(diner, withLoyalty.payload);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error_id).toBe('loyalty_exceeds_available');

    // A tip in a currency's finer unit than it has, and a tip where the company takes none.
    const { diner: kuwaiti } = await signedInDiner(t, {
      token: t.seed.kuwait.counterToken,
      guest: true,
    });
    const tipped = await buildPricedPayload(t, kuwaiti, 'kuwait', [
      { item: t.seed.kuwait.items.karak ?? 0 },
    ]);
    const noTips = await validate(kuwaiti, {
      ...tipped.payload,
      tips_amount: '0.500',
      total_amount: '1.000',
    });
    expect(noTips.status).toBe(422);
    expect(noTips.body.error_id).toBe('invalid_tip');

    // A coupon code the company does not have.
    const { diner: third } = await cafeCounter();
    const plain = await buildPricedPayload(t, third, 'cafe', lines);
    const bogus = await validate(third, {
      ...plain.payload,
      discounts: [
        {
          discount_id: 999999,
          discount_name: 'Bogus',
          discount_type: 1,
          discount_rate: '50',
          discountedAmount: '4.90',
          min_order_amount: null,
          on_total: false,
          applied_from_pos: false,
          promotion_id: null,
          applicable_on_dinein: null,
        },
      ],
    });
    expect(bogus.status).toBe(422);
    expect(bogus.body.error).toBe('Invalid promo code!');
  });

  it('refuses bad input with a 4xx naming the problem, never a 500', async () => {
    const { diner, user } = await cafeCounter();
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [{ item: id('kopi') }]);

    const missing = await validate(diner, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('order_details');

    const notMoney = await validate(diner, { ...payload, total_amount: '12,50' });
    expect(notMoney.status).toBe(400);
    expect(notMoney.body.error).toContain('total_amount');

    const empty = await validate(diner, { ...payload, cartItems: [], items: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error_id).toBe('invalid_order_payload');
    expect(empty.body.error).toContain('cartItems');

    const elsewhere = await validate(diner, { ...payload, company_id: t.seed.kuwait.companyId });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.error_id).toBe('venue_mismatch');

    const someoneElse = await validate(diner, { ...payload, customer: user.id + 1000 });
    expect(someoneElse.status).toBe(422);
    expect(someoneElse.body.error_id).toBe('customer_mismatch');

    const twice = await validate(diner, {
      ...payload,
      cartItems: [payload.cartItems[0], payload.cartItems[0]],
    });
    expect(twice.status).toBe(422);

    const noCsrf = await diner.post(
      '/orders/validate',
      { order_details: payload },
      { 'x-csrf-token': 'nope' },
    );
    expect(noCsrf.status).toBe(403);
  });

  it('needs a session and a signed-in diner', async () => {
    const { diner } = await cafeCounter();
    const { payload } = await buildPricedPayload(t, diner, 'cafe', [{ item: id('kopi') }]);

    const visitor = new Diner(t.url);
    await visitor.scan(t.seed.cafe.counterToken);
    const anonymous = await validate(visitor, payload);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error_id).toBe('sign_in_required');

    const stranger = new Diner(t.url);
    const noSession = await stranger.post('/orders/validate', { order_details: payload });
    expect(noSession.status).toBe(401);
  });
});
