import { Decimal } from '../money/decimal';

const HUNDRED = new Decimal(100);

/**
 * The part of a taxable amount that one tax takes, as a numerator and a denominator so that the
 * caller multiplies before it divides. Tax-exclusive prices add `rate / 100` on top; tax-inclusive
 * prices already hold every tax of the line, so one tax is `rate / (100 + sum of the line's rates)`
 * of the price.
 *
 * @param rate - this tax's rate in percent
 * @param combinedRate - the sum of the rates of every tax on the same amount
 * @param inclusive - whether prices include tax
 * @returns the fraction's numerator and denominator, exact
 * @example
 * ```ts
 * taxFraction(new Decimal(5), new Decimal(5), true); // { numerator: 5, denominator: 105 }
 * ```
 */
export function taxFraction(
  rate: Decimal,
  combinedRate: Decimal,
  inclusive: boolean,
): { numerator: Decimal; denominator: Decimal } {
  return { numerator: rate, denominator: inclusive ? combinedRate.plus(HUNDRED) : HUNDRED };
}
