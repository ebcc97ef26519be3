import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { buildBill, consistentBillArb } from '../../../test/arbitraries';
import { assertCovers } from '../assert-covers';
import { createSplitEntry } from '../create-split-entry';
import { itemwiseShare } from '../itemwise-share';
import { placeSplitEntry } from '../place-split-entry';
import { selfPaymentShare } from '../self-payment-share';
import type { SplitBillEntry } from '../types';
import { errorCode as code } from '../../../test/error-code';

// Own items 30.00 of 100.00; a 10.00 coupon; a 4.00 fixed and a 10.00 percentage surcharge.
const table = buildBill({
  precision: 2,
  inclusive: true,
  lines: [
    { count: 1, sub: 3000, discount: 300, tax: 0 },
    { count: 2, sub: 7000, discount: 700, tax: 0 },
  ],
  surcharges: [
    { type: 2, amount: 400, tax: 0 },
    { type: 1, amount: 1000, tax: 0 },
  ],
  tips: 0,
  promotionPart: 0,
  loyaltyTender: 0,
});

describe('selfPaymentShare', () => {
  it('divides fixed surcharges and discounts by covers, percentage surcharges follow the items', () => {
    const share = selfPaymentShare(table, { lineIds: ['l1'], covers: 4 });
    expect(share).toEqual({
      line_ids: ['l1'],
      sub_total: '30.00',
      order_promotion_discount: '0.00',
      discount: '2.50',
      surcharges: [
        { id: 1, name: 'Fixed 1', amount: '1.00', tax: '0.00' },
        { id: 2, name: 'Service 2', amount: '3.00', tax: '0.00' },
      ],
      surcharge_sub_total: '4.00',
      tax: '0.00',
      total_amount: '31.50',
    });
  });

  it('caps the order promotion and the discounts at the diner’s items', () => {
    const promoted = buildBill({
      precision: 2,
      inclusive: false,
      lines: [
        { count: 1, sub: 200, discount: 100, tax: 10 },
        { count: 1, sub: 9800, discount: 4900, tax: 490 },
      ],
      surcharges: [],
      tips: 0,
      promotionPart: 3000,
      loyaltyTender: 0,
    });
    // 30.00 promotion / 1 cover is capped at 2.00; nothing is left for the 20.00 coupon.
    const share = selfPaymentShare(promoted, { lineIds: ['l1'] });
    expect(share.order_promotion_discount).toBe('2.00');
    expect(share.discount).toBe('0.00');
    expect(share.total_amount).toBe('0.10');
  });

  it('rounds each cover share half up', () => {
    const share = selfPaymentShare(table, { lineIds: ['l2'], covers: 3 });
    // 10.00 / 3 = 3.33; 4.00 / 3 = 1.33
    expect(share.discount).toBe('3.33');
    expect(share.surcharges[0]?.amount).toBe('1.33');
  });

  it('checks covers and line ids', () => {
    expect(assertCovers(undefined)).toBe(1);
    expect(assertCovers(null)).toBe(1);
    for (const covers of [0, -1, 1.5]) {
      expect(code(() => selfPaymentShare(table, { lineIds: ['l1'], covers }))).toBe(
        'INVALID_COVERS',
      );
    }
    expect(code(() => selfPaymentShare(table, { lineIds: ['nope'] }))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
  });

  it('with one cover and every line is the bill before tips and loyalty', () => {
    fc.assert(
      fc.property(consistentBillArb, (bill) => {
        const p = bill.precision;
        const share = selfPaymentShare(bill, { lineIds: bill.lines.map((line) => line.id) });
        expect(share.total_amount).toBe(
          new Decimal(bill.total_amount)
            .minus(bill.tips_amount)
            .plus(bill.redeemed_loyalty)
            .toFixed(p),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('is never negative and always quantized', () => {
    fc.assert(
      fc.property(
        consistentBillArb.chain((bill) =>
          fc.tuple(
            fc.constant(bill),
            fc.subarray(bill.lines.map((line) => line.id)),
            fc.integer({ min: 1, max: 12 }),
          ),
        ),
        ([bill, lineIds, covers]) => {
          const share = selfPaymentShare(bill, { lineIds, covers });
          const p = bill.precision;
          expect(new Decimal(share.total_amount).isNegative()).toBe(false);
          for (const value of [share.total_amount, share.discount, share.surcharge_sub_total]) {
            expect(value).toBe(new Decimal(value).toFixed(p));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

const entry = (overrides: Partial<SplitBillEntry>): SplitBillEntry => ({
  splitId: 1,
  items: [],
  surcharges: [],
  discounts: '0.00',
  total_amount: '10.00',
  amount_collected: '0.00',
  paid: false,
  customer_id: null,
  user_id: null,
  payment_status: 'unpaid',
  orders_check_id: null,
  ...overrides,
});

describe('split entries', () => {
  const share = itemwiseShare(table, [{ line_id: 'l1', quantity: 1 }]);
  const draft = createSplitEntry({ kind: 'itemwise', share }, { userId: 5, customerId: 50 }, 2);

  it('starts an item-wise entry in progress and an equal one unpaid', () => {
    expect(draft).toMatchObject({
      payment_status: 'in_progress',
      paid: false,
      amount_collected: '0.00',
      user_id: 5,
      customer_id: 50,
      total_amount: share.total_amount,
      items: [{ cart_id: 'l1', item_id: 100, qty: 1, price: '30.00', sub_total: '30.00' }],
    });
    expect(createSplitEntry({ kind: 'equal', amount: '33.34' }, { userId: 5 }, 2)).toMatchObject({
      payment_status: 'unpaid',
      total_amount: '33.34',
      items: [],
    });
  });

  it('replaces the first unassigned unpaid entry first', () => {
    const entries = [
      entry({ splitId: 1, user_id: 9, paid: true, payment_status: 'completed' }),
      entry({ splitId: 2, user_id: 5, payment_status: 'in_progress' }),
      entry({ splitId: 3, user_id: 0, orders_check_id: 77 }),
      entry({ splitId: 4, user_id: null }),
    ];
    const placed = placeSplitEntry(entries, draft);
    expect(placed.replaced).toBe('unassigned');
    expect(placed.index).toBe(2);
    expect(placed.entries[2]).toMatchObject({ splitId: 3, user_id: 5, orders_check_id: 77 });
    expect(entries[2]?.user_id).toBe(0);
  });

  it('then the diner’s own unpaid entry, then appends', () => {
    const own = [
      entry({ splitId: 1, user_id: 9 }),
      entry({ splitId: 2, user_id: 5, payment_status: 'failed' }),
    ];
    expect(placeSplitEntry(own, draft)).toMatchObject({ replaced: 'own', index: 1 });
    const none = [
      entry({ splitId: 1, user_id: 9 }),
      entry({ splitId: 4, user_id: 5, paid: true, payment_status: 'completed' }),
      entry({ splitId: 2, user_id: null, payment_status: 'completed' }),
    ];
    const placed = placeSplitEntry(none, draft);
    expect(placed).toMatchObject({ replaced: null, index: 3 });
    expect(placed.entries[3]?.splitId).toBe(5);
    expect(placeSplitEntry([], draft).entries[0]?.splitId).toBe(1);
  });
});
