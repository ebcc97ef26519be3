import type { Fraction } from './fraction';

/**
 * Compares two exact fractions without dividing.
 *
 * @returns -1 when a is less than b, 0 when equal, 1 when a is greater
 * @example
 * ```ts
 * compareFractions({ numerator: 1n, denominator: 3n }, { numerator: 33n, denominator: 100n }); // 1
 * ```
 */
export function compareFractions(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}
