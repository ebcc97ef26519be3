import type { Discount } from '@tabula/api-client';
import { couponBase, evaluateCoupon, priceOrder } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { tabPriceInput } from '../../open-tab/tab-price-input';
import { checkSplitCoupon, splitCouponOffered } from '../split-coupon';
import {
  billOrder,
  equalSplit,
  itemsEntry,
  manualSplit,
  scanAndPayPage,
} from './scan-and-pay-fixtures';

const FIXED: Discount = {
  discount_id: 41,
  discount_name: 'FIVE',
  discount_type: 'FIXED',
  discount_rate: '5.00',
  maxdiscountableAmount: null,
  min_order_amount: null,
  on_total: true,
  applied_from_pos: false,
  promotion_id: null,
};
const PERCENT: Discount = {
  ...FIXED,
  discount_name: 'TEN',
  discount_type: 'PERCENTAGE',
  discount_rate: '10',
};

describe('a coupon on a scan-and-pay part (B§5, as the server measures it)', () => {
  const bill = priceOrder(tabPriceInput(billOrder(), scanAndPayPage()));

  it("measures an item-wise part on the entry's selected subtotal and surcharges", () => {
    const entry = {
      ...itemsEntry(),
      surcharges: [{ id: 1, name: 'Service', amount: '0.77', tax: '0.07' }],
    };
    const verdict = checkSplitCoupon(PERCENT, {
      bill,
      split: manualSplit({ split_bill_entries: [entry] }),
      target: { kind: 'items', splitId: 31 },
      entry,
      part: entry.total_amount,
      precision: 2,
    });
    // 6.54 + 1.10 selected, plus 0.77 of surcharges for an on_total coupon: 10% of 8.41.
    const expected = evaluateCoupon(
      PERCENT,
      couponBase({
        subTotal: bill.sub_total,
        surchargeSubTotal: bill.surcharge_sub_total,
        onTotal: true,
        split: { type: 'manual', selectedSubTotal: '7.64', selectedSurchargeSubTotal: '0.77' },
      }),
      2,
    );
    expect(verdict).toEqual(expected);
    expect(verdict).toMatchObject({ accepted: true, discountedAmount: '0.84' });
  });

  it('never takes off more than the part', () => {
    const split = equalSplit([7, 0, 0]);
    const verdict = checkSplitCoupon(FIXED, {
      bill,
      split,
      target: { kind: 'equal', splitNumber: 1 },
      entry: split.split_bill_entries[0] ?? null,
      part: '4.00',
      precision: 2,
    });
    expect(verdict).toMatchObject({ accepted: true, discountedAmount: '4.00' });
  });

  it('is offered only while nobody has paid or is paying and no promotion applies', () => {
    expect(splitCouponOffered(equalSplit([7, 0, 0]), bill)).toBe(true);
    expect(splitCouponOffered(equalSplit([8, 7, 0], [1]), bill)).toBe(false);
    expect(splitCouponOffered({ ...equalSplit(), payment_in_progress: true }, bill)).toBe(false);
    // Counter cash names no diner: what is left says it.
    expect(splitCouponOffered({ ...equalSplit(), remaining_amount: '14.76' }, bill)).toBe(false);
    expect(splitCouponOffered(equalSplit(), { ...bill, order_promotion_discount: '2.00' })).toBe(
      false,
    );
    const promoted = bill.lines.map((line, i) =>
      i === 0 ? { ...line, applied_promotion_id: 3 } : line,
    );
    expect(splitCouponOffered(equalSplit(), { ...bill, lines: promoted })).toBe(false);
  });
});
