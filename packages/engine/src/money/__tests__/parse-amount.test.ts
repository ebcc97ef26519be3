import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, precisionArb } from '../../../test/arbitraries';
import { isEngineError } from '../../errors/engine-error';
import { Decimal } from '../decimal';
import { parseAmount } from '../parse-amount';
import { parseRate } from '../parse-rate';

describe('parseAmount', () => {
  it('reads plain decimal strings and Decimals', () => {
    expect(parseAmount('12.50').toFixed()).toBe('12.5');
    expect(parseAmount(' 7 ').toFixed()).toBe('7');
    expect(parseAmount(new Decimal('0.25')).toFixed()).toBe('0.25');
  });

  it.each(['', 'abc', '1e3', '1,50', '.5', '5.', 'NaN', 'Infinity', '0x10'])(
    'refuses %j with INVALID_AMOUNT',
    (text) => {
      expect(() => parseAmount(text)).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
    },
  );

  it('refuses JavaScript numbers, so no float carries money', () => {
    expect(() => parseAmount(0.1 as unknown as string)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    expect(() => parseAmount(new Decimal(NaN))).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });

  it('refuses negatives unless allowed, and never returns -0', () => {
    expect(() => parseAmount('-1')).toThrow(expect.objectContaining({ code: 'NEGATIVE_AMOUNT' }));
    expect(parseAmount('-1.5', { allowNegative: true }).toFixed()).toBe('-1.5');
    expect(Object.is(parseAmount('-0.00').toNumber(), -0)).toBe(false);
  });

  it('refuses more decimals than the precision, but accepts trailing zeros', () => {
    expect(() => parseAmount('1.005', { precision: 2 })).toThrow(
      expect.objectContaining({ code: 'AMOUNT_PRECISION_EXCEEDED' }),
    );
    expect(parseAmount('1.500', { precision: 2 }).toFixed()).toBe('1.5');
    expect(() => parseAmount('1.5', { precision: 0 })).toThrow(
      expect.objectContaining({ code: 'AMOUNT_PRECISION_EXCEEDED' }),
    );
  });

  it('round-trips every amount at its precision', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) => fc.tuple(fc.constant(p), amountArb(p))),
        ([precision, text]) => {
          expect(parseAmount(text, { precision }).toFixed(precision)).toBe(text);
        },
      ),
    );
  });
});

describe('parseRate', () => {
  it('accepts strings, finite numbers and Decimals', () => {
    expect(parseRate('12.5').toFixed()).toBe('12.5');
    expect(parseRate(7.5).toFixed()).toBe('7.5');
    expect(parseRate(0.1).toFixed()).toBe('0.1');
  });

  it('refuses negatives and non-finite values', () => {
    for (const bad of ['-1', -1, Number.NaN, Number.POSITIVE_INFINITY, 'ten']) {
      expect(() => parseRate(bad)).toThrow(expect.objectContaining({ code: 'INVALID_RATE' }));
    }
  });

  it('throws EngineError instances that callers can recognise', () => {
    try {
      parseRate('x');
      expect.unreachable();
    } catch (error) {
      expect(isEngineError(error, 'INVALID_RATE')).toBe(true);
      expect(isEngineError(error, 'INVALID_AMOUNT')).toBe(false);
    }
  });
});
