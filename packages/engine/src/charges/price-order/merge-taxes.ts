import type { Decimal } from '../../money/decimal';
import { toAmount } from '../../money/to-amount';
import type { Precision } from '../../money/types';
import type { BilledTax } from '../bill-types';

/** One tax row before it is written: an item tax or a surcharge's tax. */
export interface TaxRow {
  id: number;
  name: string;
  rate: Decimal;
  amount: Decimal;
}

/**
 * Merges item and surcharge taxes that share an id and a rate into one `taxes_breakdown` row,
 * in the order they first appear. Each amount was rounded already (Q5, Q6): the sum is exact.
 *
 * @param rows - the item taxes, then the surcharge taxes
 * @param precision - decimal places
 * @returns the breakdown rows, written at the precision
 * @example
 * ```ts
 * mergeTaxes([vat5On('4.50'), vat5On('0.20')], 2); // [{ id: 1, name: 'VAT', rate: '5', amount: '4.70' }]
 * ```
 */
export function mergeTaxes(rows: readonly TaxRow[], precision: Precision): BilledTax[] {
  const merged = new Map<string, TaxRow>();
  for (const row of rows) {
    const key = `${row.id}:${row.rate.toFixed()}`;
    const seen = merged.get(key);
    if (seen) seen.amount = seen.amount.plus(row.amount);
    else merged.set(key, { ...row });
  }
  return [...merged.values()].map((row) => ({
    id: row.id,
    name: row.name,
    rate: row.rate.toFixed(),
    amount: toAmount(row.amount, precision),
  }));
}
