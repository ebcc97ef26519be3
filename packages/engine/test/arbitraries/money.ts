import fc from 'fast-check';
import type { Precision } from '../../src/money/types';

/** A currency precision, 0 to 3. */
export const precisionArb: fc.Arbitrary<Precision> = fc.constantFrom(0, 1, 2, 3);

/**
 * A non-negative amount at a precision, as the engine takes it: a decimal string with exactly
 * `precision` decimals, built from an integer count of minor units (never from a float).
 */
export function amountArb(
  precision: number,
  { min = 0, max = 1_000_000 }: { min?: number; max?: number } = {},
): fc.Arbitrary<string> {
  return fc.integer({ min, max }).map((minor) => minorToAmount(minor, precision));
}

/** A percentage with up to two decimals, 0 to 100. */
export const percentArb: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 10_000 })
  .map((hundredths) => minorToAmount(hundredths, 2));

/** Writes an integer count of minor units as a decimal string at a precision. */
export function minorToAmount(minor: number, precision: number): string {
  const negative = minor < 0;
  const digits = Math.abs(minor)
    .toString()
    .padStart(precision + 1, '0');
  const text =
    precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${text}` : text;
}
