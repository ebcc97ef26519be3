import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal';
import { billPartitionArb, buildBill, consistentBillArb } from '../../../test/arbitraries';
import { itemwiseAvailability } from '../itemwise-availability';
import { itemwiseRemaining } from '../itemwise-remaining';
import { itemwiseShare } from '../itemwise-share';
import { splittableTotal } from '../splittable-total';
import type { ItemwiseShare, LineQuantity } from '../types';
import { errorCode as code } from '../../../test/error-code';

// Two burgers at 10.00 and a juice at 10.00, 10 % off (3.00), a 10 % service charge on the
// discounted items... written straight as bill parts: 2 lines, one surcharge with its tax.
const bill = buildBill({
  precision: 2,
  inclusive: false,
  lines: [
    { count: 2, sub: 2000, discount: 200, tax: 90 },
    { count: 1, sub: 1000, discount: 100, tax: 45 },
  ],
  surcharges: [{ type: 1, amount: 300, tax: 15 }],
  tips: 0,
  promotionPart: 0,
  loyaltyTender: 0,
});

describe('itemwiseShare', () => {
  it('gives each unit its part of surcharges, discounts and tax', () => {
    // 10.00 − 1.00 + 0.45 tax + 1.00 service + 0.05 service tax
    const burger = itemwiseShare(bill, [{ line_id: 'l1', quantity: 1 }]);
    expect(burger).toEqual({
      items: [
        {
          line_id: 'l1',
          item_id: 100,
          quantity: 1,
          unit_price: '10.00',
          sub_total: '10.00',
          discount: '1.00',
          tax: '0.45',
        },
      ],
      sub_total: '10.00',
      discount: '1.00',
      tax: '0.50',
      surcharges: [{ id: 1, name: 'Service 1', amount: '1.00', tax: '0.05' }],
      surcharge_sub_total: '1.00',
      adjustment: '0.00',
      total_amount: '10.50',
    });
    expect(bill.total_amount).toBe('31.50');
    const all = itemwiseShare(bill, [
      { line_id: 'l1', quantity: 2 },
      { line_id: 'l2', quantity: 1 },
    ]);
    expect(all.total_amount).toBe('31.50');
  });

  it('takes units after the paid ones, so sequential payers sum to the bill', () => {
    const odd = buildBill({
      precision: 2,
      inclusive: false,
      lines: [{ count: 3, sub: 1000, discount: 0, tax: 0 }],
      surcharges: [],
      tips: 0,
      promotionPart: 0,
      loyaltyTender: 0,
    });
    expect(itemwiseShare(odd, [{ line_id: 'l1', quantity: 1 }]).total_amount).toBe('3.34');
    expect(
      itemwiseShare(odd, [{ line_id: 'l1', quantity: 2 }], [{ line_id: 'l1', quantity: 1 }])
        .total_amount,
    ).toBe('6.66');
    expect(itemwiseRemaining(odd, [{ line_id: 'l1', quantity: 1 }]).total_amount).toBe('6.66');
  });

  it('leaves tips out: each payer adds their own', () => {
    const tipped = { ...bill, tips_amount: '3.15', total_amount: '34.65' };
    expect(splittableTotal(tipped)).toBe('31.50');
    expect(itemwiseRemaining(tipped).total_amount).toBe('31.50');
  });

  it('spreads loyalty paid like a tender as a negative adjustment', () => {
    const loyal = { ...bill, redeemed_loyalty: '3.15', total_amount: '28.35' };
    const share = itemwiseShare(loyal, [{ line_id: 'l2', quantity: 1 }]);
    expect(share.adjustment).toBe('-1.05');
    expect(share.total_amount).toBe('9.45');
    expect(itemwiseRemaining(loyal).total_amount).toBe('28.35');
  });

  it('refuses paid units, unknown lines and bad quantities', () => {
    const paid: LineQuantity[] = [{ line_id: 'l1', quantity: 2 }];
    expect(code(() => itemwiseShare(bill, [{ line_id: 'l1', quantity: 1 }], paid))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
    expect(code(() => itemwiseShare(bill, [{ line_id: 'l9', quantity: 1 }]))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
    expect(code(() => itemwiseShare(bill, [{ line_id: 'l2', quantity: 2 }]))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
    expect(code(() => itemwiseShare(bill, [{ line_id: 'l2', quantity: 0 }]))).toBe(
      'INVALID_QUANTITY',
    );
    expect(code(() => itemwiseShare(bill, [{ line_id: 'l2', quantity: 1.5 }]))).toBe(
      'INVALID_QUANTITY',
    );
    expect(code(() => itemwiseShare(bill, [], [{ line_id: 'l2', quantity: 2 }]))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
  });

  it('disables lines whose units are all paid', () => {
    expect(itemwiseAvailability(bill, [{ line_id: 'l1', quantity: 2 }])).toEqual([
      { line_id: 'l1', count: 2, paid: 2, available: 0, disabled: true },
      { line_id: 'l2', count: 1, paid: 0, available: 1, disabled: false },
    ]);
  });

  it('sums exactly to the bill before tips for any full partition of the units', () => {
    fc.assert(
      fc.property(billPartitionArb, ({ bill: anyBill, payers }) => {
        const paid = new Map<string, number>();
        const shares: ItemwiseShare[] = [];
        for (const selection of payers) {
          const share = itemwiseShare(
            anyBill,
            selection,
            [...paid].map(([line_id, quantity]) => ({ line_id, quantity })),
          );
          shares.push(share);
          for (const { line_id, quantity } of selection) {
            paid.set(line_id, (paid.get(line_id) ?? 0) + quantity);
          }
        }
        const total = (pick: (share: ItemwiseShare) => string): Decimal =>
          shares.reduce((sum, share) => sum.plus(pick(share)), new Decimal(0));
        const p = anyBill.precision;
        expect(
          total((s) => s.total_amount)
            .plus(anyBill.tips_amount)
            .toFixed(p),
        ).toBe(anyBill.total_amount);
        expect(total((s) => s.total_amount).toFixed(p)).toBe(splittableTotal(anyBill));
        expect(total((s) => s.sub_total).toFixed(p)).toBe(anyBill.sub_total);
        anyBill.surcharges_breakdown.forEach((surcharge, k) => {
          expect(total((s) => s.surcharges[k]?.amount ?? '0').toFixed(p)).toBe(surcharge.amount);
        });
        for (const share of shares) {
          expect(new Decimal(share.total_amount).isNegative()).toBe(false);
          for (const value of [share.total_amount, share.sub_total, share.tax, share.discount]) {
            expect(value).toBe(new Decimal(value).toFixed(p));
          }
        }
        expect(
          itemwiseAvailability(
            anyBill,
            [...paid].map(([line_id, quantity]) => ({ line_id, quantity })),
          ).every((line) => line.disabled),
        ).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('adds the paid part and the remaining part up to the bill before tips', () => {
    fc.assert(
      fc.property(
        consistentBillArb.chain((anyBill) =>
          fc.tuple(
            fc.constant(anyBill),
            fc.tuple(...anyBill.lines.map((line) => fc.integer({ min: 0, max: line.count }))),
          ),
        ),
        ([anyBill, counts]) => {
          const paid = anyBill.lines
            .map((line, i) => ({ line_id: line.id, quantity: counts[i] ?? 0 }))
            .filter((entry) => entry.quantity > 0);
          const paidShare =
            paid.length > 0
              ? new Decimal(itemwiseShare(anyBill, paid).total_amount)
              : new Decimal(0);
          const remaining = new Decimal(itemwiseRemaining(anyBill, paid).total_amount);
          expect(paidShare.plus(remaining).toFixed(anyBill.precision)).toBe(
            splittableTotal(anyBill),
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
