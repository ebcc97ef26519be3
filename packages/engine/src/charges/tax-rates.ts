import { EngineError } from '../errors/engine-error';
import type { Decimal } from '../money/decimal';
import { parseRate } from '../money/parse-rate';
import type { Tax } from '../menu/types';

/** A validated tax: its id, name and rate in percent. */
export interface TaxRate {
  id: number;
  name: string;
  rate: Decimal;
}

/**
 * Validates a list of taxes (only PERCENTAGE exists, spec: ordering-menu-account §3) and sorts it
 * by id, so that two lines with the same taxes in another order are taxed alike.
 *
 * @param taxes - the taxes of an item
 * @returns the rates, sorted by id, without repeats of one id
 * @throws EngineError UNKNOWN_TAX_TYPE, INVALID_RATE
 * @example
 * ```ts
 * taxRates([{ id: 2, type: 'PERCENTAGE', value: '5' }]); // [{ id: 2, name: 'Tax 2', rate: 5 }]
 * ```
 */
export function taxRates(taxes: readonly Tax[] | null | undefined): TaxRate[] {
  const byId = new Map<number, TaxRate>();
  for (const tax of taxes ?? []) {
    // The type is checked at run time: a menu from elsewhere may carry any value.
    const type: unknown = tax.type;
    if (typeof type !== 'string' || type.toUpperCase() !== 'PERCENTAGE') {
      throw new EngineError('UNKNOWN_TAX_TYPE', { id: tax.id, type: tax.type });
    }
    byId.set(tax.id, { id: tax.id, name: tax.name ?? `Tax ${tax.id}`, rate: parseRate(tax.value) });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
