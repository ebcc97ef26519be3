import type { Fraction } from './fraction';

/**
 * Adds exact fractions.
 *
 * @param fractions - the terms
 * @returns their exact sum (0/1 for none)
 * @example
 * ```ts
 * addFractions({ numerator: 1n, denominator: 3n }, { numerator: 1n, denominator: 6n }); // 9/18
 * ```
 */
export function addFractions(...fractions: readonly Fraction[]): Fraction {
  let numerator = 0n;
  let denominator = 1n;
  for (const term of fractions) {
    if (term.denominator === denominator) {
      numerator += term.numerator;
    } else {
      numerator = numerator * term.denominator + term.numerator * denominator;
      denominator *= term.denominator;
    }
  }
  return { numerator, denominator };
}
