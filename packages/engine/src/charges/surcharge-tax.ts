import { Decimal } from '../money/decimal';
import { parseRate } from '../money/parse-rate';
import { fraction } from '../money/fraction';
import { roundFraction } from '../money/round-fraction';
import type { Precision } from '../money/types';
import { taxFraction } from './tax-fraction';
import type { Surcharge } from './types';

/**
 * Taxes a surcharge: a taxable surcharge with a tax_rate pays that rate on what it charges
 * (added on top when tax-exclusive, taken out of it when tax-inclusive), rounded half up.
 *
 * @param surcharge - the surcharge
 * @param charged - what it charges after its discounts
 * @param inclusive - whether prices include tax
 * @param precision - decimal places
 * @returns the tax, and the rate (null when it is not taxed)
 * @example
 * ```ts
 * surchargeTax({ id: 1, name: 'Service', type: 1, value: '10', is_taxable: true, tax_rate: '5' }, new Decimal('4.00'), false, 2).tax.toFixed(2); // "0.20"
 * ```
 */
export function surchargeTax(
  surcharge: Surcharge,
  charged: Decimal,
  inclusive: boolean,
  precision: Precision,
): { tax: Decimal; rate: Decimal | null } {
  if (
    surcharge.is_taxable !== true ||
    surcharge.tax_rate === null ||
    surcharge.tax_rate === undefined
  ) {
    return { tax: new Decimal(0), rate: null };
  }
  const rate = parseRate(surcharge.tax_rate);
  // Multiplied before divided, rounded once (Q6).
  const { numerator, denominator } = taxFraction(rate, rate, inclusive);
  return { tax: roundFraction(fraction(charged.times(numerator), denominator), precision), rate };
}
