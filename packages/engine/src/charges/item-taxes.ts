import { allocate } from '../money/allocate';
import { Decimal } from '../money/decimal';
import { quantize } from '../money/quantize';
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
  const remaining = gross.isZero() ? new Decimal(0) : gross.minus(discount).dividedBy(gross);

  // Sum the lines that carry the same taxes, so each tax is computed on exact sums.
  const groups = new Map<string, { taxes: readonly TaxRate[]; gross: Decimal }>();
  for (const line of lines) {
    if (line.taxes.length === 0) continue;
    const key = line.taxes.map((tax) => `${tax.id}:${tax.rate.toFixed()}`).join('|');
    const group = groups.get(key);
    if (group) group.gross = group.gross.plus(line.subTotal);
    else groups.set(key, { taxes: line.taxes, gross: line.subTotal });
  }

  const unrounded = new Map<number, { tax: TaxRate; amount: Decimal }>();
  for (const key of [...groups.keys()].sort()) {
    const group = groups.get(key);
    if (!group) continue;
    const combined = group.taxes.reduce((sum, tax) => sum.plus(tax.rate), new Decimal(0));
    const taxable = group.gross.times(remaining);
    for (const tax of group.taxes) {
      const amount = taxable.times(taxFraction(tax.rate, combined, inclusive));
      const entry = unrounded.get(tax.id);
      if (entry) entry.amount = entry.amount.plus(amount);
      else unrounded.set(tax.id, { tax, amount });
    }
  }

  const byTax = [...unrounded.values()]
    .sort((a, b) => a.tax.id - b.tax.id)
    .map(({ tax, amount }) => ({ tax, amount: quantize(amount, precision) }));
  const total = byTax.reduce((sum, entry) => sum.plus(entry.amount), new Decimal(0));

  // Each line's weight is its share of the taxable amount times its combined tax fraction; the
  // discount factor is common to every line, so it is left out of the weights.
  const weights = lines.map((line) => {
    const combined = line.taxes.reduce((sum, tax) => sum.plus(tax.rate), new Decimal(0));
    return inclusive
      ? line.subTotal.times(taxFraction(combined, combined, true))
      : line.subTotal.times(combined);
  });
  const perLine = weights.some((weight) => weight.greaterThan(0))
    ? allocate(total, weights, precision)
    : lines.map(() => new Decimal(0));
  return { byTax, total, perLine };
}
