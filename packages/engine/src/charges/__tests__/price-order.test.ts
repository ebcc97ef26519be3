import { describe, expect, it } from 'vitest';
import type { PricingLine } from '../../cart/types';
import type { PriceOrderInput } from '../bill-types';
import { priceOrder } from '../price-order';

const VAT = { id: 1, name: 'VAT', type: 'PERCENTAGE' as const, value: '5' };

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  id: 'l1',
  item_id: 1,
  category_id: 1,
  count: 1,
  unit_price: '10.00',
  modifiers: [],
  taxes: [VAT],
  ...overrides,
});

const order = (overrides: Partial<PriceOrderInput> = {}): PriceOrderInput => ({
  currency: 'AED',
  precision: 2,
  is_tax_inclusive: false,
  mode: 'walk_in',
  lines: [line()],
  ...overrides,
});

describe('priceOrder worked examples', () => {
  it('prices lines with modifiers, adds exclusive tax and a percent tip of the subtotal', () => {
    const bill = priceOrder(
      order({
        lines: [
          line({
            count: 2,
            unit_price: '12.50',
            modifiers: [{ id: 7, group_id: 3, count: 2, unit_price: '0.75' }],
          }),
        ],
        tip: { percent: '10' },
      }),
    );
    expect(bill.lines[0]).toMatchObject({ unit_price: '14.00', total_before_promotion: '28.00' });
    expect(bill.sub_total).toBe('28.00');
    expect(bill.tax_total).toBe('1.40');
    expect(bill.tips_amount).toBe('2.80');
    expect(bill.total_amount).toBe('32.20');
  });

  it('extracts tax from inclusive prices and does not add it again', () => {
    const bill = priceOrder(
      order({ is_tax_inclusive: true, lines: [line({ unit_price: '10.50' })] }),
    );
    expect(bill.tax_total).toBe('0.50');
    expect(bill.sub_total_after_discount).toBe('10.50');
    expect(bill.total_amount).toBe('10.50');
  });

  it('charges surcharges of the mode, with their tax, and the provider service charge only for it', () => {
    const surcharges = [
      {
        id: 1,
        name: 'Service',
        type: 'percentage' as const,
        value: '10',
        is_taxable: true,
        tax_rate: '5',
        tax_rate_id: 1,
      },
      {
        id: 2,
        name: 'Takeaway box',
        type: 'FIXED' as const,
        value: '1.00',
        applicable_on_dinein: false,
      },
      { id: 3, name: 'stripe_connect', type: 'percentage' as const, value: '3' },
    ];
    const dineIn = priceOrder(
      order({ mode: 'dine_in', surcharges, lines: [line({ unit_price: '40.00' })] }),
    );
    expect(dineIn.surcharges_breakdown.map((s) => [s.id, s.amount, s.tax])).toEqual([
      [1, '4.00', '0.20'],
    ]);
    expect(dineIn.surcharge_sub_total).toBe('4.00');
    // VAT: 2.00 on items + 0.20 on the service charge, in one row.
    expect(dineIn.taxes_breakdown).toEqual([{ id: 1, name: 'VAT', rate: '5', amount: '2.20' }]);
    expect(dineIn.total_amount).toBe('46.20');

    const card = priceOrder(
      order({
        surcharges,
        payment_provider: 'stripe_connect',
        lines: [line({ unit_price: '40.00' })],
      }),
    );
    expect(card.surcharges_breakdown.map((s) => [s.id, s.amount, s.is_service_charge])).toEqual([
      [1, '4.00', false],
      [2, '1.00', false],
      [3, '1.20', true],
    ]);
  });

  it('charges packaging (a delivery charge) to a counter order taken away, not to one eaten in', () => {
    const packaging = {
      id: 2,
      name: 'Takeaway packaging',
      type: 'FIXED' as const,
      value: '0.50',
      applicable_on_dinein: false,
      applicable_on_walkin: true,
      is_delivery_charge: true,
    };
    const takeAway = priceOrder(order({ surcharges: [packaging], dine_mode: 'take_away' }));
    expect(takeAway.surcharges_breakdown.map((s) => [s.name, s.amount])).toEqual([
      ['Takeaway packaging', '0.50'],
    ]);
    expect(takeAway.total_amount).toBe('11.00');
    const eatIn = priceOrder(order({ surcharges: [packaging], dine_mode: 'eat_in' }));
    expect(eatIn.surcharges_breakdown).toEqual([]);
    expect(eatIn.total_amount).toBe('10.50');
  });

  it('takes a percentage coupon on the subtotal and taxes what is left', () => {
    const bill = priceOrder(
      order({
        lines: [line({ unit_price: '100.00' })],
        discounts: [
          {
            discount_id: 5,
            discount_name: 'TEN',
            discount_type: 'PERCENTAGE',
            discount_rate: '10',
          },
        ],
      }),
    );
    expect(bill.discounts).toEqual([
      expect.objectContaining({ discount_id: 5, discount_type: 1, discountedAmount: '10.00' }),
    ]);
    expect(bill.sub_total_after_discount).toBe('90.00');
    expect(bill.tax_total).toBe('4.50');
    expect(bill.total_amount).toBe('94.50');
    expect(bill.lines[0]?.order_discount_share).toBe('10.00');
  });

  it('refuses a coupon under its minimum and reports it', () => {
    const bill = priceOrder(
      order({
        discounts: [
          {
            discount_id: 6,
            discount_name: 'BIG',
            discount_type: 2,
            discount_rate: '5.00',
            min_order_amount: '50.00',
          },
        ],
      }),
    );
    expect(bill.discounts).toEqual([]);
    expect(bill.rejected_discounts).toEqual([
      expect.objectContaining({ discount_id: 6, reason: 'below_min_order_amount' }),
    ]);
    expect(bill.total_amount).toBe('10.50');
  });

  it('counts loyalty as a discount before tax, or as a tender after it', () => {
    const asDiscount = priceOrder(order({ loyalty: { amount: '2.00', as_discount: true } }));
    expect(asDiscount.sub_total_after_discount).toBe('8.00');
    expect(asDiscount.tax_total).toBe('0.40');
    expect(asDiscount.total_amount).toBe('8.40');

    const asTender = priceOrder(order({ loyalty: { amount: '2.00', as_discount: false } }));
    expect(asTender.sub_total_after_discount).toBe('10.00');
    expect(asTender.tax_total).toBe('0.50');
    expect(asTender.total_amount).toBe('8.50');
    expect(asTender.redeemed_loyalty).toBe('2.00');
  });

  it('refuses more loyalty than the order can take', () => {
    expect(() => priceOrder(order({ loyalty: { amount: '11.00', as_discount: true } }))).toThrow(
      expect.objectContaining({ code: 'LOYALTY_EXCEEDS_TOTAL' }),
    );
    expect(() => priceOrder(order({ loyalty: { amount: '10.51', as_discount: false } }))).toThrow(
      expect.objectContaining({ code: 'LOYALTY_EXCEEDS_TOTAL' }),
    );
  });

  it('writes every amount at the company precision (KWD 3, JPY 0)', () => {
    const kwd = priceOrder(
      order({ currency: 'KWD', precision: 3, lines: [line({ unit_price: '1.250' })] }),
    );
    expect([kwd.sub_total, kwd.tax_total, kwd.total_amount]).toEqual(['1.250', '0.063', '1.313']);
    const jpy = priceOrder(
      order({ currency: 'JPY', precision: 0, lines: [line({ unit_price: '1500' })] }),
    );
    expect([jpy.sub_total, jpy.tax_total, jpy.total_amount]).toEqual(['1500', '75', '1575']);
  });

  it('refuses malformed input with typed errors', () => {
    const cases: [Partial<PriceOrderInput>, string][] = [
      [{ precision: 4 }, 'PRECISION_OUT_OF_RANGE'],
      [{ currency: 'aed' }, 'INVALID_CURRENCY'],
      [{ lines: [line({ count: 0 })] }, 'INVALID_QUANTITY'],
      [{ lines: [line({ count: 1.5 })] }, 'INVALID_QUANTITY'],
      [{ lines: [line({ unit_price: '-1.00' })] }, 'NEGATIVE_AMOUNT'],
      [{ lines: [line({ unit_price: '1.005' })] }, 'AMOUNT_PRECISION_EXCEEDED'],
      [{ lines: [line(), line()] }, 'DUPLICATE_LINE'],
      [
        { surcharges: [{ id: 1, name: 'x', type: 'odd' as never, value: '1' }] },
        'UNKNOWN_SURCHARGE_TYPE',
      ],
      [{ tip: { amount: '-1' } }, 'INVALID_TIP'],
    ];
    for (const [overrides, code] of cases) {
      expect(() => priceOrder(order(overrides)), code).toThrow(expect.objectContaining({ code }));
    }
  });
});
