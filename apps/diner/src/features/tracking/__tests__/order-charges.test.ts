import type { OrderSurcharge } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { recentOrder } from '../../../../test/fixtures/home-page';
import { orderCharges } from '../utils/order-charges';
import { fullDetails } from './fixtures';

const plain = recentOrder('confirmed').order_details;

/** A surcharge as an order without the optional amount carries it. */
function withoutAmount(surcharge: OrderSurcharge): OrderSurcharge {
  const copy = { ...surcharge };
  delete copy.amount;
  return copy;
}

// spec: B§2 Track-order screen, collapsible details.
describe('orderCharges', () => {
  it('lists subtotal, tip, surcharges, the first discount, loyalty and tax, in that order', () => {
    expect(orderCharges(fullDetails, 2)).toEqual([
      { id: 'subtotal', kind: 'subtotal', name: null, amount: '8.90', deduction: false },
      { id: 'tip', kind: 'tip', name: null, amount: '1.00', deduction: false },
      {
        id: 'surcharge-4',
        kind: 'surcharge',
        name: 'Takeaway packaging',
        amount: '0.30',
        deduction: false,
      },
      { id: 'discount-21', kind: 'discount', name: 'WELCOME10', amount: '0.89', deduction: true },
      { id: 'loyalty', kind: 'loyalty', name: null, amount: '1.00', deduction: true },
      { id: 'tax', kind: 'tax', name: null, amount: '0.72', deduction: false },
    ]);
  });

  it('shows only the first discount', () => {
    const discounts = orderCharges(fullDetails, 2).filter((row) => row.kind === 'discount');
    expect(discounts.map((row) => row.name)).toEqual(['WELCOME10']);
  });

  it('leaves out a zero tip, zero loyalty, and discounts and surcharges the order has none of', () => {
    expect(orderCharges(plain, 2).map((row) => row.kind)).toEqual(['subtotal', 'tax']);
    expect(
      orderCharges({ ...fullDetails, tips_amount: '0.00', redeemed_loyalty: '0' }, 2).map(
        (row) => row.kind,
      ),
    ).toEqual(['subtotal', 'surcharge', 'discount', 'tax']);
  });

  it('has no tax row when prices include tax', () => {
    const rows = orderCharges({ ...fullDetails, is_tax_inclusive: true }, 2);
    expect(rows.some((row) => row.kind === 'tax')).toBe(false);
  });

  it('shows a zero tax when prices exclude it', () => {
    const rows = orderCharges({ ...plain, tax_total: '0.00' }, 2);
    expect(rows.at(-1)).toMatchObject({ kind: 'tax', amount: '0.00' });
  });

  it("takes a surcharge's own amount, else the engine's charge on the subtotal", () => {
    const [packaging] = fullDetails.surcharges_breakdown;
    if (packaging === undefined) throw new Error('fixture has a surcharge');
    const service = withoutAmount({
      ...packaging,
      id: 5,
      name: 'Service charge',
      surcharge_type: 1,
      rate: '10',
    });
    const fixedWithout = withoutAmount(packaging);
    const rows = orderCharges(
      { ...fullDetails, surcharges_breakdown: [packaging, service, fixedWithout] },
      2,
    ).filter((row) => row.kind === 'surcharge');
    // 10% of 8.90 is 0.89; a fixed surcharge without an amount charges its rate.
    expect(rows.map((row) => row.amount)).toEqual(['0.30', '0.89', '0.30']);
  });

  it('writes an engine charge at the company precision (3 places in Kuwait)', () => {
    const [packaging] = fullDetails.surcharges_breakdown;
    if (packaging === undefined) throw new Error('fixture has a surcharge');
    const service = withoutAmount({ ...packaging, surcharge_type: 1, rate: '5' });
    const rows = orderCharges(
      { ...fullDetails, sub_total: '12.345', surcharges_breakdown: [service] },
      3,
    );
    expect(rows.find((row) => row.kind === 'surcharge')?.amount).toBe('0.617');
  });
});
