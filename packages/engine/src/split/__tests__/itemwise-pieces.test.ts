import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBill, consistentBillArb } from '../../../test/arbitraries';
import { errorCode as code } from '../../../test/error-code';
import { Decimal } from '../../money/decimal';
import { itemwisePiecesShare, sharedPartAmounts, unitAmounts } from '../itemwise-pieces';
import { splittableTotal } from '../splittable-total';
import type { ItemwisePiece } from '../types';

// Two burgers at 10.00 and a juice at 10.00, 10 % off, a service charge with its tax.
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

describe('itemwisePiecesShare', () => {
  it('pays a whole unit as the item-wise ledger does', () => {
    const share = itemwisePiecesShare(bill, [{ line_id: 'l1', unit: 1 }]);
    expect(share.total_amount).toBe('10.50');
    expect(share.surcharges).toEqual([{ id: 1, name: 'Service 1', amount: '1.00', tax: '0.05' }]);
    expect(share.items[0]?.pieces).toEqual([{ line_id: 'l1', unit: 1, amount: '10.50' }]);
  });

  it('cuts a shared unit into parts that sum exactly to it, earlier parts first', () => {
    const parts = [1, 2, 3].map(
      (part) =>
        itemwisePiecesShare(bill, [{ line_id: 'l2', unit: 1, part, parts: 3 }]).total_amount,
    );
    expect(parts).toEqual(['3.50', '3.50', '3.50']);
    expect(sharedPartAmounts('10.00', 3, 2)).toEqual(['3.34', '3.33', '3.33']);
    expect(sharedPartAmounts('1', 2, 0)).toEqual(['1', '0']);
  });

  it('refuses a piece named twice, a unit with a part of it, and pieces off the bill', () => {
    expect(
      code(() =>
        itemwisePiecesShare(bill, [
          { line_id: 'l1', unit: 1 },
          { line_id: 'l1', unit: 1 },
        ]),
      ),
    ).toBe('SPLIT_ITEM_UNAVAILABLE');
    expect(
      code(() =>
        itemwisePiecesShare(bill, [
          { line_id: 'l2', unit: 1, part: 1, parts: 2 },
          { line_id: 'l2', unit: 1 },
        ]),
      ),
    ).toBe('SPLIT_ITEM_UNAVAILABLE');
    expect(
      code(() =>
        itemwisePiecesShare(bill, [
          { line_id: 'l2', unit: 1 },
          { line_id: 'l2', unit: 1, part: 1, parts: 2 },
        ]),
      ),
    ).toBe('SPLIT_ITEM_UNAVAILABLE');
    expect(code(() => itemwisePiecesShare(bill, [{ line_id: 'l1', unit: 3 }]))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
    expect(code(() => itemwisePiecesShare(bill, [{ line_id: 'x', unit: 1 }]))).toBe(
      'SPLIT_ITEM_UNAVAILABLE',
    );
    expect(
      code(() => itemwisePiecesShare(bill, [{ line_id: 'l2', unit: 1, part: 4, parts: 3 }])),
    ).toBe('INVALID_QUANTITY');
    expect(
      code(() => itemwisePiecesShare(bill, [{ line_id: 'l2', unit: 1, part: 1, parts: 1 }])),
    ).toBe('INVALID_QUANTITY');
    expect(code(() => sharedPartAmounts('1.00', 100, 2))).toBe('INVALID_QUANTITY');
  });

  it('gives unit amounts that sum to the bill before tips', () => {
    const amounts = [...unitAmounts(bill).values()].flat();
    expect(amounts.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(2)).toBe(
      splittableTotal(bill),
    );
  });

  it('sums to the bill before tips however units are cut into shared parts and dealt out', () => {
    fc.assert(
      fc.property(
        consistentBillArb.chain((bill) => {
          const units = bill.lines.flatMap((line) =>
            Array.from({ length: line.count }, (_, u) => ({ line_id: line.id, unit: u + 1 })),
          );
          return fc.tuple(
            fc.constant(bill),
            fc.array(fc.integer({ min: 1, max: 5 }), {
              minLength: units.length,
              maxLength: units.length,
            }),
            fc.integer({ min: 1, max: 4 }),
            fc.infiniteStream(fc.integer({ min: 0, max: 3 })),
          );
        }),
        ([bill, ways, diners, picks]) => {
          const units = bill.lines.flatMap((line) =>
            Array.from({ length: line.count }, (_, u) => ({ line_id: line.id, unit: u + 1 })),
          );
          const pieces: ItemwisePiece[] = units.flatMap((unit, i) => {
            const parts = ways[i] ?? 1;
            if (parts === 1) return [unit];
            return Array.from({ length: parts }, (_, p) => ({ ...unit, part: p + 1, parts }));
          });
          const payers: ItemwisePiece[][] = Array.from({ length: diners }, () => []);
          const stream = picks[Symbol.iterator]();
          for (const piece of pieces) {
            payers[(stream.next().value ?? 0) % diners]?.push(piece);
          }
          const paid = payers
            .filter((mine) => mine.length > 0)
            .map((mine) => new Decimal(itemwisePiecesShare(bill, mine).total_amount));
          const sum = paid.reduce((a, b) => a.plus(b), new Decimal(0));
          expect(sum.toFixed(bill.precision)).toBe(splittableTotal(bill));
        },
      ),
      { numRuns: 200 },
    );
  });
});
