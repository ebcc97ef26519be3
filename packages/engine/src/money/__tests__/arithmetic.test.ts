import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, percentArb, precisionArb } from '../../../test/arbitraries';
import { add } from '../add';
import { assertPrecision } from '../assert-precision';
import { multiply } from '../multiply';
import { percentOf } from '../percent-of';
import { quantize } from '../quantize';
import { subtract } from '../subtract';
import { toAmount } from '../to-amount';
import { fromMinorUnits } from '../from-minor-units';
import { toMinorUnits } from '../to-minor-units';

describe('assertPrecision', () => {
  it('accepts 0 to 3 and defaults to 2', () => {
    expect([0, 1, 2, 3].map((p) => assertPrecision(p))).toEqual([0, 1, 2, 3]);
    expect(assertPrecision(undefined)).toBe(2);
    expect(assertPrecision(null)).toBe(2);
  });

  it.each([-1, 4, 1.5, '2', Number.NaN])('refuses %j', (bad) => {
    expect(() => assertPrecision(bad)).toThrow(
      expect.objectContaining({ code: 'PRECISION_OUT_OF_RANGE' }),
    );
  });
});

describe('add, subtract, multiply, percentOf', () => {
  it('is exact where floats are not', () => {
    expect(add('0.1', '0.2').toFixed()).toBe('0.3');
    expect(subtract('1.00', '0.9').toFixed()).toBe('0.1');
    expect(multiply('1.15', 3).toFixed()).toBe('3.45');
    expect(percentOf('80.00', '12.5').toFixed()).toBe('10');
    expect(add().toFixed()).toBe('0');
  });

  it('adds in any order to the same sum', () => {
    fc.assert(
      fc.property(fc.array(amountArb(2), { maxLength: 20 }), (amounts) => {
        const reversed = [...amounts].reverse();
        expect(add(...amounts).equals(add(...reversed))).toBe(true);
      }),
    );
  });
});

describe('quantize and toAmount', () => {
  it('rounds half up, away from zero', () => {
    expect(toAmount('2.345', 2)).toBe('2.35');
    expect(toAmount('2.344', 2)).toBe('2.34');
    expect(toAmount('-2.345', 2)).toBe('-2.35');
    expect(toAmount('0.5', 0)).toBe('1');
    expect(toAmount('1.0005', 3)).toBe('1.001');
    expect(toAmount('-0.001', 2)).toBe('0.00');
  });

  it('writes exactly `precision` decimals', () => {
    expect(toAmount('3.1', 3)).toBe('3.100');
    expect(toAmount('7', 2)).toBe('7.00');
    expect(toAmount('7', 0)).toBe('7');
    expect(toAmount('-1.5', 2)).toBe('-1.50');
    expect(toAmount('-0', 2)).toBe('0.00');
    expect(toAmount('12345678901234567890.5', 1)).toBe('12345678901234567890.5');
  });

  it('is idempotent and moves a value by at most half a minor unit', () => {
    fc.assert(
      fc.property(precisionArb, amountArb(3), percentArb, (precision, amount, rate) => {
        const raw = percentOf(amount, rate);
        const once = quantize(raw, precision);
        expect(quantize(once, precision).equals(once)).toBe(true);
        expect(once.decimalPlaces()).toBeLessThanOrEqual(precision);
        const half = quantize('1', 0)
          .dividedBy(10 ** precision)
          .dividedBy(2);
        expect(once.minus(raw).abs().lte(half)).toBe(true);
      }),
    );
  });
});

describe('toMinorUnits', () => {
  it('multiplies by ten to the precision', () => {
    expect(toMinorUnits('12.34', 2)).toBe(1234);
    expect(toMinorUnits('1.250', 3)).toBe(1250);
    expect(toMinorUnits('500', 0)).toBe(500);
  });

  it('refuses amounts finer than the precision or beyond safe integers', () => {
    expect(() => toMinorUnits('1.234', 2)).toThrow(
      expect.objectContaining({ code: 'AMOUNT_PRECISION_EXCEEDED' }),
    );
    expect(() => toMinorUnits('99999999999999999', 2)).toThrow(
      expect.objectContaining({ code: 'AMOUNT_TOO_LARGE' }),
    );
  });
});

describe('fromMinorUnits', () => {
  it('divides by ten to the precision, keeping the precision', () => {
    expect(fromMinorUnits(1234, 2)).toBe('12.34');
    expect(fromMinorUnits('1250', 3)).toBe('1.250');
    expect(fromMinorUnits(500, 0)).toBe('500');
    expect(fromMinorUnits(5, 2)).toBe('0.05');
  });

  it('is the inverse of toMinorUnits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        (p, minor) => {
          expect(toMinorUnits(fromMinorUnits(minor, p), p)).toBe(minor);
        },
      ),
    );
  });

  it('refuses anything but a whole number of minor units', () => {
    expect(() => fromMinorUnits(12.5, 2)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => fromMinorUnits('1e3', 2)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
