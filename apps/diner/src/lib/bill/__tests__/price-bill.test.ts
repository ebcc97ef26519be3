import { describe, expect, it } from 'vitest';
import { COUPON_IDLE } from '../../promotions/coupon-atoms';
import { PROMO_CODE_IDLE } from '../../promotions/promo-code-machine';
import { billCharges } from '../bill-charges';
import { prepareBill } from '../prepare-bill';
import { priceBill } from '../price-bill';
import { cafePage, cartOf, ITEMS, line, MEMBER_LOYALTY } from './fixtures';

const kopi = cartOf(line('a', ITEMS.kopi, 1));

describe('priceBill', () => {
  it('prices the order with the engine', () => {
    const { input } = prepareBill({
      cart: kopi,
      source: cafePage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    const priced = priceBill(input);
    expect(priced.loyaltyOverTotal).toBe(false);
    // 2.00 + packaging 0.50 + GST 0.18 + 0.05
    expect(priced.bill.total_amount).toBe('2.73');
  });

  it('prices without the loyalty when it is more than the order can take, and says so', () => {
    const page = cafePage();
    const { input } = prepareBill({
      cart: kopi,
      source: { ...page, loyalty: { ...MEMBER_LOYALTY, hasRedeemed: true, redeemedPoints: '50' } },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    const priced = priceBill(input);
    expect(priced.loyaltyOverTotal).toBe(true);
    expect(priced.bill.redeemed_loyalty).toBe('0.00');
    expect(priced.bill.total_amount).toBe('2.73');
  });

  it('lets any other engine error through', () => {
    const { input } = prepareBill({
      cart: kopi,
      source: cafePage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    expect(() => priceBill({ ...input, currency: 'dollars' })).toThrow();
  });
});

describe('billCharges', () => {
  it('lists subtotal, discounts, loyalty as a discount, surcharges and tax, with the engine amounts', () => {
    const page = cafePage();
    const { input } = prepareBill({
      cart: cartOf(line('a', ITEMS.nasiLemak, 11)),
      source: { ...page, loyalty: { ...MEMBER_LOYALTY, hasRedeemed: true, redeemedPoints: '2' } },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    const { bill } = priceBill(input);
    // 88.00 with the free ondeh; 10% off over 80.00 = 8.80; loyalty 2.00 before tax.
    expect(billCharges(bill)).toEqual([
      { id: 'subtotal', kind: 'subtotal', name: null, amount: '88.00', deduction: false },
      {
        id: 'order-promotion',
        kind: 'promotion',
        name: '10% off orders over 80.00',
        amount: '8.80',
        deduction: true,
      },
      { id: 'loyalty', kind: 'loyalty', name: null, amount: '2.00', deduction: true },
      {
        id: 'surcharge-2',
        kind: 'surcharge',
        name: 'Takeaway packaging',
        amount: bill.surcharges_breakdown[0]?.amount,
        deduction: false,
      },
      { id: 'tax', kind: 'tax', name: null, amount: bill.tax_total, deduction: false },
    ]);
  });

  it('puts loyalty paid like a tender after the tax, and no tax row when prices include it', () => {
    const page = cafePage();
    const { input } = prepareBill({
      cart: kopi,
      source: {
        ...page,
        menu: { ...page.menu, is_tax_inclusive: true },
        loyalty: { ...MEMBER_LOYALTY, hasRedeemed: true, redeemedPoints: '1' },
        company: {
          ...page.company,
          loyalty_details: { ...page.company.loyalty_details, is_discount: false },
        },
      },
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
    });
    const ids = billCharges(priceBill(input).bill).map((row) => row.id);
    expect(ids).toEqual(['subtotal', 'surcharge-2', 'loyalty']);
  });

  it("puts the checkout's tip right after the subtotal (B§2), priced by the engine", () => {
    const { input } = prepareBill({
      cart: cartOf(line('a', ITEMS.kopi, 3)),
      source: cafePage(),
      promoCode: PROMO_CODE_IDLE,
      coupon: COUPON_IDLE,
      tip: { percent: '10' },
    });
    const { bill } = priceBill(input);
    const rows = billCharges(bill);
    // 10% of the 6.00 subtotal
    expect(rows[1]).toEqual({
      id: 'tip',
      kind: 'tip',
      name: null,
      amount: '0.60',
      deduction: false,
    });
    expect(bill.tips_amount).toBe('0.60');
  });
});
