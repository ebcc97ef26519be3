import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, percentArb, precisionArb } from '../../../test/arbitraries';
import { isEngineError } from '../../errors/engine-error';
import { Decimal } from '../../money/decimal';
import { percentOf } from '../../money/percent-of';
import { toAmount } from '../../money/to-amount';
import type { Precision } from '../../money/types';
import { itemTaxes } from '../item-taxes';
import { parseCustomTip } from '../parse-custom-tip';
import { taxRates } from '../tax-rates';
import { tipAmount } from '../tip-amount';

const VAT = { id: 1, name: 'VAT', type: 'PERCENTAGE' as const, value: '5' };
const CITY = { id: 2, name: 'City', type: 'PERCENTAGE' as const, value: '10' };

describe('taxRates', () => {
  it('sorts by id and drops repeats', () => {
    expect(taxRates([CITY, VAT, VAT]).map((t) => t.id)).toEqual([1, 2]);
    expect(taxRates(undefined)).toEqual([]);
  });

  it('refuses a tax type other than PERCENTAGE', () => {
    expect(() => taxRates([{ ...VAT, type: 'FLAT' as never }])).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_TAX_TYPE' }),
    );
  });
});

describe('itemTaxes', () => {
  it('adds tax after discounts when exclusive', () => {
    const taxes = itemTaxes(
      [{ subTotal: new Decimal('100'), taxes: taxRates([VAT]) }],
      new Decimal('10'),
      false,
      2,
    );
    expect(taxes.total.toFixed(2)).toBe('4.50');
    expect(taxes.perLine.map((t) => t.toFixed(2))).toEqual(['4.50']);
  });

  it('extracts tax from inclusive prices, sharing the price among the line taxes', () => {
    // 115 includes 5 % and 10 %: net 100, VAT 5, City 10.
    const taxes = itemTaxes(
      [{ subTotal: new Decimal('115'), taxes: taxRates([VAT, CITY]) }],
      new Decimal(0),
      true,
      2,
    );
    expect(taxes.byTax.map((t) => [t.tax.id, t.amount.toFixed(2)])).toEqual([
      [1, '5.00'],
      [2, '10.00'],
    ]);
    expect(taxes.total.toFixed(2)).toBe('15.00');
  });

  it('rounds once per tax over the order, not per line', () => {
    // Three lines of 0.10 at 5 %: 0.015 in all, 0.02 once; per line would give 0.03.
    const lines = Array.from({ length: 3 }, () => ({
      subTotal: new Decimal('0.10'),
      taxes: taxRates([VAT]),
    }));
    const taxes = itemTaxes(lines, new Decimal(0), false, 2);
    expect(taxes.total.toFixed(2)).toBe('0.02');
    expect(taxes.perLine.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed(2)).toBe('0.02');
  });

  it('gives untaxed lines no tax', () => {
    const taxes = itemTaxes([{ subTotal: new Decimal('9'), taxes: [] }], new Decimal(0), false, 2);
    expect(taxes.total.toFixed(2)).toBe('0.00');
    expect(taxes.perLine.map((t) => t.toFixed(2))).toEqual(['0.00']);
  });

  it('spreads the total over the lines exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(amountArb(2, { max: 100_00 }), fc.boolean()), {
          minLength: 1,
          maxLength: 12,
        }),
        amountArb(2, { max: 50_00 }),
        fc.boolean(),
        (rows, discountText, inclusive) => {
          const lines = rows.map(([amount, taxed]) => ({
            subTotal: new Decimal(amount),
            taxes: taxed ? taxRates([VAT, CITY]) : taxRates([VAT]),
          }));
          const gross = lines.reduce((a, l) => a.plus(l.subTotal), new Decimal(0));
          const discount = Decimal.min(new Decimal(discountText), gross);
          const taxes = itemTaxes(lines, discount, inclusive, 2);
          const spread = taxes.perLine.reduce((a, b) => a.plus(b), new Decimal(0));
          expect(spread.equals(taxes.total)).toBe(true);
          expect(taxes.total.isNegative()).toBe(false);
          // Reversing the lines changes nothing in the totals.
          const reversed = itemTaxes([...lines].reverse(), discount, inclusive, 2);
          expect(reversed.total.equals(taxes.total)).toBe(true);
        },
      ),
    );
  });
});

describe('tipAmount', () => {
  it('takes the percent of the subtotal, rounded half up', () => {
    expect(tipAmount({ percent: '15' }, '33.30', 2).toFixed(2)).toBe('5.00');
    expect(tipAmount({ percent: 10 }, '0.05', 2).toFixed(2)).toBe('0.01');
    expect(tipAmount({ amount: '3.5' }, '10', 2).toFixed(2)).toBe('3.50');
    expect(tipAmount(null, '10', 2).toFixed(2)).toBe('0.00');
  });

  it('refuses a negative or too fine tip', () => {
    for (const tip of [{ amount: '-1' }, { amount: '1.005' }, { percent: '-5' }, { amount: 'x' }]) {
      expect(() => tipAmount(tip, '10', 2)).toThrow(
        expect.objectContaining({ code: 'INVALID_TIP' }),
      );
    }
  });

  it('always equals the rounded percent of the subtotal', () => {
    fc.assert(
      fc.property(precisionArb, percentArb, (precision, percent) => {
        fc.assert(
          fc.property(amountArb(precision), (subTotal) => {
            const tip = tipAmount({ percent }, subTotal, precision);
            expect(tip.toFixed(precision)).toBe(toAmount(percentOf(subTotal, percent), precision));
          }),
          { numRuns: 5 },
        );
      }),
      { numRuns: 40 },
    );
  });
});

describe('parseCustomTip', () => {
  it('reads digits with one optional decimal point', () => {
    expect(parseCustomTip('2.5', 2)).toBe('2.50');
    expect(parseCustomTip('.5', 2)).toBe('0.50');
    expect(parseCustomTip('3.', 2)).toBe('3.00');
    expect(parseCustomTip('  ', 2)).toBeNull();
    expect(parseCustomTip('1.230', 2)).toBe('1.23');
  });

  it('refuses signs, letters, two points and more decimals than the currency', () => {
    for (const text of ['-1', '1e2', '1.2.3', 'abc', '1,5']) {
      expect(() => parseCustomTip(text, 2)).toThrow(
        expect.objectContaining({ code: 'INVALID_TIP' }),
      );
    }
    expect(() => parseCustomTip('1.234', 2)).toThrow(
      expect.objectContaining({ code: 'INVALID_TIP' }),
    );
    expect(() => parseCustomTip('1.5', 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_TIP' }),
    );
  });

  it('says why: a minus sign is negative, not silently dropped', () => {
    const reason = (text: string, precision: Precision = 2) => {
      try {
        parseCustomTip(text, precision);
      } catch (error) {
        return isEngineError(error, 'INVALID_TIP') ? error.details.reason : 'not INVALID_TIP';
      }
      return 'accepted';
    };
    for (const text of ['-5', '-2.50', ' -.5', '\u22125', '\uFF0D5', '- 5']) {
      expect(reason(text), text).toBe('negative');
    }
    for (const text of ['-', '-abc', '5-', '1e2', '--5'])
      expect(reason(text), text).toBe('malformed');
    expect(reason('1.234')).toBe('too_precise');
    expect(reason('1.5', 0)).toBe('too_precise');
  });
});
