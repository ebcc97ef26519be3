import type { Decimal } from './decimal';

/**
 * Writes a Decimal with at most `scale` decimals as a whole number of 10^-scale units, exactly,
 * so that sums, products and comparisons of many amounts run on BigInts rather than on decimal
 * objects.
 *
 * @param value - the value, with no more than `scale` decimals
 * @param scale - the number of decimals to shift by
 * @returns value × 10^scale as a BigInt
 * @example
 * ```ts
 * toScaledInteger(new Decimal('-1.5'), 2); // -150n
 * ```
 */
export function toScaledInteger(value: Decimal, scale: number): bigint {
  const [whole = '0', fraction = ''] = value.toFixed().split('.');
  return BigInt(whole + fraction.padEnd(scale, '0'));
}
