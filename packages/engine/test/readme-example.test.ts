import { describe, expect, it } from 'vitest';
import { equalShares, formatMoney, itemwiseShare, priceOrder, splittableTotal } from '../src/index';

// Keeps the package README honest: its example, run as written, prints what it says.
describe('the README example', () => {
  const bill = priceOrder({
    currency: 'AED',
    precision: 2,
    is_tax_inclusive: false,
    mode: 'dine_in',
    lines: [
      {
        id: 'line-1',
        item_id: 11,
        category_id: 1,
        count: 2,
        unit_price: '38.00',
        modifiers: [{ id: 501, group_id: 50, count: 1, unit_price: '4.50' }],
        taxes: [{ id: 1, name: 'VAT', type: 'PERCENTAGE', value: '5' }],
      },
    ],
    surcharges: [{ id: 1, name: 'Service charge', type: 'percentage', value: '10' }],
    discounts: [
      {
        discount_id: 3,
        discount_name: 'WELCOME10',
        discount_type: 'FIXED',
        discount_rate: '10.00',
      },
    ],
    tip: { percent: '10' },
  });

  it('prices the cart', () => {
    expect(bill.sub_total).toBe('85.00');
    expect(bill.discounts[0]?.discountedAmount).toBe('10.00');
    expect(bill.surcharge_sub_total).toBe('8.50');
    expect(bill.tax_total).toBe('3.75');
    expect(bill.tips_amount).toBe('8.50');
    expect(bill.total_amount).toBe('95.75');
    expect(formatMoney(bill.total_amount, { currency: 'AED', precision: 2, locale: 'en' })).toBe(
      'AED\u00a095.75',
    );
  });

  it('splits it', () => {
    expect(equalShares(splittableTotal(bill), 3, bill.precision)).toEqual([
      '29.09',
      '29.08',
      '29.08',
    ]);
    expect(itemwiseShare(bill, [{ line_id: 'line-1', quantity: 1 }]).total_amount).toBe('43.63');
  });
});
