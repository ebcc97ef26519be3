import { Decimal } from '../money/decimal';

/**
 * The part of a taxable amount that one tax takes. Tax-exclusive prices add `rate / 100` on top;
 * tax-inclusive prices already hold every tax of the line, so one tax is
 * `rate / (100 + sum of the line's rates)` of the price.
 *
 * @param rate - this tax's rate in percent
 * @param combinedRate - the sum of the rates of every tax on the same amount
 * @param inclusive - whether prices include tax
 * @returns the fraction, unrounded
 * @example
 * ```ts
 * taxFraction(new Decimal(5), new Decimal(5), true).times(105).toFixed(); // "5"
 * ```
 */
export function taxFraction(rate: Decimal, combinedRate: Decimal, inclusive: boolean): Decimal {
  return inclusive ? rate.dividedBy(combinedRate.plus(100)) : rate.dividedBy(new Decimal(100));
}
