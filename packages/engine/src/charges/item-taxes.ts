import { allocate } from '../money/allocate';
import { Decimal } from '../money/decimal';
import { addFractions } from '../money/add-fractions';
import { fraction, type Fraction } from '../money/fraction';
import { roundFraction } from '../money/round-fraction';
import type { Precision } from '../money/types';
import type { TaxRate } from './tax-rates';
import { taxFraction } from './tax-fraction';

/** One line's share in the item tax calculation. */
export interface TaxableLine {
  /** The line after its item promotion. */
  subTotal: Decimal;
  /** Its taxes, from {@link taxRates}. */
  taxes: readonly TaxRate[];
}

/** The result of {@link itemTaxes}. */
export interface ItemTaxes {
  /** Per tax id, rounded half up once per tax. */
  byTax: { tax: TaxRate; amount: Decimal }[];
  /** Σ byTax. */
  total: Decimal;
  /** The total spread over the lines by largest remainder (sums exactly to `total`). */
  perLine: Decimal[];
}

/**
 * Taxes the items after order-level discounts. Lines with the same set of taxes are summed
 * first, the discount reduces every line in proportion to its subtotal, and each tax is rounded
 * once over the whole order: so the result does not depend on line order, nor on whether one
 * line of quantity 3 or three identical lines are ordered.
 *
 * @param lines - the lines in canonical order
 * @param discount - order-level discounts taken off the items (order promotion, coupons, loyalty
 * as discount)
 * @param inclusive - whether prices include tax
 * @param precision - decimal places
 * @returns the tax per tax id, the total, and each line's share
 * @example
 * ```ts
 * itemTaxes([{ subTotal: new Decimal('100'), taxes: [{ id: 1, name: 'VAT', rate: new Decimal(5) }] }], new Decimal(10), false, 2).total.toFixed(2); // "4.50"
 * ```
 */
export function itemTaxes(
  lines: readonly TaxableLine[],
  discount: Decimal,
  inclusive: boolean,
  precision: Precision,
): ItemTaxes {
  const gross = lines.reduce((sum, line) => sum.plus(line.subTotal), new Decimal(0));
  const left = gross.minus(discount);

  // Sum the lines that carry the same taxes, so each tax is computed on exact sums.
  const groups = new Map<string, { taxes: readonly TaxRate[]; gross: Decimal }>();
  for (const line of lines) {
    if (line.taxes.length === 0) continue;
    const key = line.taxes.map((tax) => `${tax.id}:${tax.rate.toFixed()}`).join('|');
    const group = groups.get(key);
    if (group) group.gross = group.gross.plus(line.subTotal);
    else groups.set(key, { taxes: line.taxes, gross: line.subTotal });
  }

  // Each tax is one exact fraction: Σ group × left × rate / (gross × (100 [+ Σ rates])). The
  // discount's ratio (left / gross) is multiplied in, never divided out first, and the fraction is
  // rounded once (Q5).
  const exact = new Map<number, { tax: TaxRate; parts: Fraction[] }>();
  if (!gross.isZero()) {
    for (const key of [...groups.keys()].sort()) {
      const group = groups.get(key);
      if (!group) continue;
      const combined = group.taxes.reduce((sum, tax) => sum.plus(tax.rate), new Decimal(0));
      for (const tax of group.taxes) {
        const { numerator, denominator } = taxFraction(tax.rate, combined, inclusive);
        const part = fraction(group.gross.times(left).times(numerator), gross.times(denominator));
        const entry = exact.get(tax.id);
        if (entry) entry.parts.push(part);
        else exact.set(tax.id, { tax, parts: [part] });
      }
    }
  }

  const byTax = [...exact.values()]
    .sort((a, b) => a.tax.id - b.tax.id)
    .map(({ tax, parts }) => ({ tax, amount: roundFraction(addFractions(...parts), precision) }));
  const total = byTax.reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0));
  const weights = taxWeights(lines, inclusive);
  const perLine = weights.some((weight) => weight.greaterThan(0))
    ? allocate(total, weights, precision)
    : lines.map(() => new Decimal(0));
  return { byTax, total, perLine };
}

/**
 * Each line's weight in the tax: its subtotal times its combined tax fraction. The discount
 * factor is common to every line, so it is left out. Inclusive fractions `c / (100 + c)` differ
 * in denominator, so every weight is multiplied by the other lines' denominators: the weights
 * stay exact integers-times-decimals in the same proportions, with no division.
 */
function taxWeights(lines: readonly TaxableLine[], inclusive: boolean): Decimal[] {
  const combined = lines.map((line) =>
    line.taxes.reduce((sum, tax) => sum.plus(tax.rate), new Decimal(0)),
  );
  if (!inclusive) return lines.map((line, i) => line.subTotal.times(combined[i] ?? 0));
  const denominators = [...new Set(combined.map((rate) => rate.plus(100).toFixed()))].map(
    (text) => new Decimal(text),
  );
  return lines.map((line, i) => {
    const own = (combined[i] ?? new Decimal(0)).plus(100);
    return denominators
      .filter((denominator) => !denominator.equals(own))
      .reduce(
        (weight, denominator) => weight.times(denominator),
        line.subTotal.times(combined[i] ?? 0),
      );
  });
}
