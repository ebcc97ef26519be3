import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb, precisionArb } from '../../../test/arbitraries';
import { add } from '../add';
import { allocate } from '../allocate';

const texts = (parts: { toFixed: (dp: number) => string }[], dp: number) =>
  parts.map((part) => part.toFixed(dp));

describe('allocate', () => {
  it('splits by largest remainder, ties to the earlier part', () => {
    expect(texts(allocate('100.00', [1, 1, 1], 2), 2)).toEqual(['33.34', '33.33', '33.33']);
    expect(texts(allocate('0.05', [1, 1], 2), 2)).toEqual(['0.03', '0.02']);
    expect(texts(allocate('10', [1, 2], 0), 0)).toEqual(['3', '7']);
    expect(texts(allocate('1.000', ['0.5', '0.25', '0.25'], 3), 3)).toEqual([
      '0.500',
      '0.250',
      '0.250',
    ]);
  });

  it('gives zero weights nothing and splits negatives symmetrically', () => {
    expect(texts(allocate('5.00', [0, 1], 2), 2)).toEqual(['0.00', '5.00']);
    expect(texts(allocate('-0.05', [1, 1], 2), 2)).toEqual(['-0.03', '-0.02']);
  });

  it('refuses empty, negative or all-zero weights', () => {
    for (const weights of [[], [0, 0], [-1, 2], ['x']]) {
      expect(() => allocate('1.00', weights, 2)).toThrow(
        expect.objectContaining({ code: 'INVALID_WEIGHTS' }),
      );
    }
  });

  it('always sums exactly to the whole, each part within one minor unit of its share', () => {
    fc.assert(
      fc.property(
        precisionArb.chain((p) =>
          fc.tuple(
            fc.constant(p),
            amountArb(p),
            fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }),
          ),
        ),
        ([precision, amount, weights]) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(amount, weights, precision);
          expect(parts).toHaveLength(weights.length);
          expect(add(...parts).equals(add(amount))).toBe(true);
          const total = weights.reduce((a, b) => a + b, 0);
          const unit = add('1').dividedBy(10 ** precision);
          parts.forEach((part, i) => {
            expect(part.decimalPlaces()).toBeLessThanOrEqual(precision);
            const exact = add(amount)
              .times(weights[i] ?? 0)
              .dividedBy(total);
            expect(part.minus(exact).abs().lt(unit)).toBe(true);
          });
        },
      ),
    );
  });
});
