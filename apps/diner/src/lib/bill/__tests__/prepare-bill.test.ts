import { orderDetailsPageSchema } from '@tabula/api-client';
import { priceOrder } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { recentOrder } from '@test/fixtures/home-page';
import { COUPON_IDLE, type CouponState } from '../../promotions/coupon-atoms';
import { PROMO_CODE_IDLE } from '../../promotions/promo-code-machine';
import { buildPriceOrderInput } from '../build-price-order-input';
import { prepareBill } from '../prepare-bill';
import {
  cafePage,
  cartOf,
  CATEGORIES,
  GST,
  ITEMS,
  line,
  OAT_FLAT_WHITE,
  PROMOTIONS,
  MEMBER_LOYALTY,
} from './fixtures';

const SAVE10: Extract<CouponState, { status: 'applied' }> = {
  status: 'applied',
  code: 'SAVE10',
  discount: {
    discount_id: 31,
    discount_name: 'SAVE10',
    discount_type: 'PERCENTAGE',
    discount_rate: '10',
    maxdiscountableAmount: '20.00',
    min_order_amount: null,
    on_total: false,
    applied_from_pos: false,
    promotion_id: null,
  },
};

describe('prepareBill (the bill inputs builder)', () => {
  it('uses a page fixture the contract accepts', () => {
    expect(orderDetailsPageSchema.safeParse(cafePage()).success).toBe(true);
  });

  it('prices the cart lines with the menu surcharges, the automatic promotions, no tip, walk-in', () => {
    const cart = cartOf(OAT_FLAT_WHITE('a'), line('b', ITEMS.kopi, 2));
    const { input, lines, freeLines, discounts, unlockedPromotion } = prepareBill({
      cart,
      source: cafePage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(input.lines.map((entry) => [entry.id, entry.count])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(input.mode).toBe('walk_in');
    expect(input.tip).toBeNull();
    expect(input.payment_provider).toBeNull();
    expect(input.currency).toBe('SGD');
    expect(input.precision).toBe(2);
    expect(input.is_tax_inclusive).toBe(false);
    expect(input.surcharges?.map((s) => s.id)).toEqual([2]);
    // The promo-code promotion stays out until its code is validated.
    expect(input.promotions?.map((p) => p.id)).toEqual([
      PROMOTIONS.freeOndeh,
      PROMOTIONS.tenPercentOver80,
    ]);
    expect(input.discounts).toEqual([]);
    expect(input.loyalty).toBeNull();
    expect(lines).toEqual(cart.lines);
    expect(freeLines).toEqual([]);
    expect(discounts).toEqual([]);
    expect(unlockedPromotion).toBeNull();

    // 6.30 + 4.00 = 10.30; packaging 0.50; GST 9% of 10.30 = 0.93 and of 0.50 = 0.05.
    const bill = priceOrder(input);
    expect(bill.sub_total).toBe('10.30');
    expect(bill.surcharge_sub_total).toBe('0.50');
    expect(bill.tax_total).toBe('0.98');
    expect(bill.total_amount).toBe('11.78');
  });

  it('prices a table order as dine-in, where the packaging charge does not apply', () => {
    const page = cafePage();
    const { input } = prepareBill({
      cart: cartOf(line('a', ITEMS.kopi, 1)),
      source: { ...page, session: { ...page.session, table_id: 3, qr_source: 'dine_pf' } },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(input.mode).toBe('dine_in');
    expect(priceOrder(input).surcharge_sub_total).toBe('0.00');
  });

  it('adds the free items a free-item promotion grants, priced by the engine at 100 % off', () => {
    const { input, freeLines, lines } = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 2)),
      source: cafePage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(freeLines).toEqual([
      {
        id: `free-${String(PROMOTIONS.freeOndeh)}-${String(ITEMS.ondeh)}`,
        item_id: ITEMS.ondeh,
        category_id: CATEGORIES.desserts,
        count: 1,
        unit_price: '2.50',
        modifiers: [],
        taxes: [GST],
        is_free_item: true,
        promotion_id: PROMOTIONS.freeOndeh,
        last_updated_at: 1_000,
      },
    ]);
    expect(lines.map((entry) => entry.id)).toEqual(['a', freeLines[0]?.id]);
    const bill = priceOrder(input);
    const free = bill.lines[1];
    expect(free?.is_free_item).toBe(true);
    expect(free?.promotion_discount).toBe('2.50');
    expect(free?.sub_total).toBe('0.00');
    expect(bill.sub_total).toBe('16.00');
  });

  it('grants nothing while the condition does not hold', () => {
    const { freeLines } = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 1)),
      source: cafePage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(freeLines).toEqual([]);
  });

  it('unlocks the promotion of the applied promo code, whatever its case', () => {
    const { input, unlockedPromotion } = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 4)),
      source: cafePage(),
      promoCode: { status: 'success', code: 'welcome5' },
      coupon: COUPON_IDLE,
    });
    expect(unlockedPromotion?.id).toBe(PROMOTIONS.welcome);
    expect(input.promotions?.map((p) => p.id)).toContain(PROMOTIONS.welcome);
    // 32.00 + free ondeh: 5.00 off the order.
    expect(priceOrder(input).order_promotion_discount).toBe('5.00');
  });

  it('leaves a code that is still loading or was refused out of the bill', () => {
    for (const promoCode of [
      { status: 'loading', code: 'WELCOME5' },
      { status: 'invalid', code: 'WELCOME5', refusal: 'invalid' },
    ] as const) {
      const { input } = prepareBill({
        cart: cartOf(line('a', ITEMS.nasiLemak, 4)),
        source: cafePage(),
        promoCode,
        coupon: COUPON_IDLE,
      });
      expect(input.promotions?.map((p) => p.id)).not.toContain(PROMOTIONS.welcome);
    }
  });

  it('gives the bill the applied coupon, then the POS discounts of the running order', () => {
    const page = cafePage();
    const posDiscount = {
      discount_id: 90,
      discount_name: 'Staff',
      discount_type: 2 as const,
      discount_rate: '1.00',
      discountedAmount: '1.00',
      min_order_amount: null,
      on_total: false,
      applied_from_pos: true,
      promotion_id: null,
      applicable_on_dinein: null,
    };
    const order = recentOrder('confirmed', {
      id: 55,
      order_number: 'A-55',
      sapaad_order_id: null,
      order_details: {
        ...recentOrder('confirmed').order_details,
        discounts: [posDiscount, { ...posDiscount, discount_id: 91, applied_from_pos: false }],
      },
    });
    const { input, discounts } = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 1)),
      source: { ...page, order },
      promoCode: PROMO_CODE_IDLE,
      coupon: SAVE10,
    });
    expect(discounts.map((d) => d.discount_id)).toEqual([31, 90]);
    expect(input.discounts).toEqual(discounts);
    const bill = priceOrder(input);
    // SAVE10: 10% of 8.00; the staff discount 1.00.
    expect(bill.discounts.map((d) => d.discountedAmount)).toEqual(['0.80', '1.00']);
  });

  it('takes the loyalty the diner redeemed, as money, counted as a discount when the company says so', () => {
    const page = cafePage();
    const redeemed = { ...MEMBER_LOYALTY, hasRedeemed: true, redeemedPoints: '2' };
    const asDiscount = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 1)),
      source: { ...page, loyalty: redeemed },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(asDiscount.input.loyalty).toEqual({ amount: '2.00', as_discount: true });
    const tender = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 1)),
      source: {
        ...page,
        loyalty: redeemed,
        company: {
          ...page.company,
          loyalty_details: { ...page.company.loyalty_details, is_discount: false },
        },
      },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(tender.input.loyalty).toEqual({ amount: '2.00', as_discount: false });
  });
});

describe('packaging at the counter (a delivery charge)', () => {
  const billFor = (dineMode: 'eat_in' | 'take_away') => {
    const page = cafePage();
    const { input } = prepareBill({
      cart: cartOf(line('a', ITEMS.kopi, 1)),
      source: { ...page, session: { ...page.session, dine_mode: dineMode } },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    return priceOrder(input);
  };

  it('charges Takeaway packaging to a diner who takes the order out', () => {
    expect(billFor('take_away').surcharges_breakdown.map((s) => [s.name, s.amount])).toEqual([
      ['Takeaway packaging', '0.50'],
    ]);
  });

  it('charges no packaging to an Eat In diner at the counter', () => {
    const bill = billFor('eat_in');
    expect(bill.surcharges_breakdown).toEqual([]);
    expect(bill.surcharge_sub_total).toBe('0.00');
  });
});

describe('buildPriceOrderInput', () => {
  it('puts the free lines after the diner lines and copies every list', () => {
    const page = cafePage();
    const cart = cartOf(line('a', ITEMS.kopi, 1));
    const free = line('free-1', ITEMS.ondeh, 1, { is_free_item: true, promotion_id: 6 });
    const input = buildPriceOrderInput({
      cart,
      freeLines: [free],
      menu: page.menu,
      currency: 'SGD',
      precision: 2,
      mode: 'walk_in',
      dineMode: 'take_away',
      promotions: page.promotions,
      discounts: [],
      loyalty: { amount: '1.00', asDiscount: false },
    });
    expect(input.dine_mode).toBe('take_away');
    expect(input.lines.map((entry) => [entry.id, entry.is_free_item === true])).toEqual([
      ['a', false],
      ['free-1', true],
    ]);
    expect(input.promotions).not.toBe(page.promotions);
    expect(input.loyalty).toEqual({ amount: '1.00', as_discount: false });
    expect(input.tip).toBeNull();
  });
});
