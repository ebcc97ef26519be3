import type { OrderSurcharge } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { recentOrder } from '@test/fixtures/home-page';
import { fullDetails } from '@test/fixtures/orders';
import { orderCharges, type OrderChargesOptions } from '../order-charges';

const plain = recentOrder('confirmed').order_details;
const TRACK: OrderChargesOptions = { layout: 'track' };
const RECEIPT: OrderChargesOptions = { layout: 'receipt' };

/** A surcharge as an order without the optional amount carries it. */
function withoutAmount(surcharge: OrderSurcharge): OrderSurcharge {
  const copy = { ...surcharge };
  delete copy.amount;
  return copy;
}

// spec: B§2 Charges breakdown and Track-order screen; A§2 View Receipt.
describe('orderCharges', () => {
  it('lists, on the track screen, subtotal, tip, surcharges, the first discount, loyalty and tax', () => {
    expect(orderCharges(fullDetails, 2, TRACK)).toEqual([
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

  it('shows only the first discount on the track screen, every discount on the receipt', () => {
    const names = (options: OrderChargesOptions) =>
      orderCharges(fullDetails, 2, options)
        .filter((row) => row.kind === 'discount')
        .map((row) => row.name);
    expect(names(TRACK)).toEqual(['WELCOME10']);
    expect(names(RECEIPT)).toEqual(['WELCOME10', 'Staff treat']);
  });

  it('lists, on a receipt, every discount and loyalty before the surcharges (B§2 breakdown)', () => {
    expect(orderCharges(fullDetails, 2, RECEIPT).map((row) => [row.id, row.deduction])).toEqual([
      ['subtotal', false],
      ['tip', false],
      ['discount-21', true],
      ['discount-22', true],
      ['loyalty', true],
      ['surcharge-4', false],
      ['tax', false],
    ]);
  });

  it('leaves out a zero tip, zero loyalty, and discounts and surcharges the order has none of', () => {
    expect(orderCharges(plain, 2, RECEIPT).map((row) => row.kind)).toEqual(['subtotal', 'tax']);
    expect(
      orderCharges({ ...fullDetails, tips_amount: '0.00', redeemed_loyalty: '0' }, 2, TRACK).map(
        (row) => row.kind,
      ),
    ).toEqual(['subtotal', 'surcharge', 'discount', 'tax']);
  });

  it('has no tax row when prices include tax', () => {
    const rows = orderCharges({ ...fullDetails, is_tax_inclusive: true }, 2, RECEIPT);
    expect(rows.some((row) => row.kind === 'tax')).toBe(false);
    expect(
      orderCharges({ ...plain, is_tax_inclusive: true }, 2, RECEIPT).map((row) => row.kind),
    ).toEqual(['subtotal']);
  });

  it('shows a zero tax when prices exclude it', () => {
    const rows = orderCharges({ ...plain, tax_total: '0.00' }, 2, TRACK);
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
      RECEIPT,
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
      TRACK,
    );
    expect(rows.find((row) => row.kind === 'surcharge')?.amount).toBe('0.617');
  });
});
