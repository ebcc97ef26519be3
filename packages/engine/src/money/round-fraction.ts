import { Decimal } from './decimal';
import type { Fraction } from './fraction';
import type { Precision } from './types';

/**
 * Rounds an exact fraction to the currency precision, half up (halves away from zero), in
 * integer arithmetic: the one division of a computed amount, done last.
 *
 * @param value - the exact value
 * @param precision - decimal places, 0 to 3
 * @returns the rounded amount
 * @example
 * ```ts
 * roundFraction({ numerator: 15n, denominator: 200n }, 2).toFixed(2); // "0.08" (0.075)
 * ```
 */
export function roundFraction(value: Fraction, precision: Precision): Decimal {
  const negative = value.numerator < 0n;
  const scaled = (negative ? -value.numerator : value.numerator) * 10n ** BigInt(precision);
  // floor(x + 1/2) = floor((2·scaled + denominator) / (2·denominator)) for x ≥ 0.
  const minor = (2n * scaled + value.denominator) / (2n * value.denominator);
  if (minor === 0n) return new Decimal(0);
  return new Decimal(`${negative ? '-' : ''}${minor.toString()}e-${precision}`);
}
