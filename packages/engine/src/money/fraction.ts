import { EngineError } from '../errors/engine-error';
import type { Decimal } from './decimal';

/**
 * An exact ratio of two integers, the denominator positive. Pricing builds every value that
 * needs a division as one Fraction (multiplying first) and rounds it once, with
 * {@link roundFraction}, so no intermediate value is ever rounded or truncated.
 */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * Makes the exact fraction `numerator / denominator` from two decimals.
 *
 * @param numerator - any finite decimal
 * @param denominator - a non-zero decimal (default 1)
 * @returns the fraction, denominator positive
 * @throws EngineError DIVISION_BY_ZERO when the denominator is zero
 * @example
 * ```ts
 * fraction(new Decimal('0.5'), new Decimal('3')); // { numerator: 5n, denominator: 30n }
 * ```
 */
export function fraction(numerator: Decimal, denominator?: Decimal): Fraction {
  const [n, nScale] = scaled(numerator);
  const [d, dScale] = denominator ? scaled(denominator) : [1n, 0];
  if (d === 0n) throw new EngineError('DIVISION_BY_ZERO', { numerator: numerator.toFixed() });
  // n / 10^nScale ÷ d / 10^dScale = n × 10^dScale / (d × 10^nScale)
  const top = n * 10n ** BigInt(dScale);
  const bottom = d * 10n ** BigInt(nScale);
  return bottom < 0n
    ? { numerator: -top, denominator: -bottom }
    : { numerator: top, denominator: bottom };
}

/** A decimal as an integer and its number of decimal places. */
function scaled(value: Decimal): [bigint, number] {
  const text = value.toFixed();
  const negative = text.startsWith('-');
  const [whole = '0', fractionDigits = ''] = (negative ? text.slice(1) : text).split('.');
  const integer = BigInt(whole + fractionDigits);
  return [negative ? -integer : integer, fractionDigits.length];
}
