import type { Bill } from '../charges/bill-types';
import { EngineError } from '../errors/engine-error';
import { Decimal } from '../money/decimal';
import { itemwiseLedger, type LedgerUnit } from './itemwise-ledger';
import { lineQuantities } from './line-quantities';
import type { ItemShare, ItemwiseShare, LineQuantity } from './types';

const ZERO = new Decimal(0);

/**
 * Works out what a diner pays for the units they pick in an item-wise split: the items plus their
 * part of surcharges, discounts and tax (spec: tables-payments-split §4). Units are taken from
 * each line after the ones already paid, so diners who pay one after another (one diner at a
 * time holds the split screen) together pay exactly the bill before tips.
 *
 * @param bill - the priced bill
 * @param selection - the units picked, per line
 * @param paid - units already paid by others, per line
 * @returns the share, every amount at the bill precision
 * @throws EngineError SPLIT_ITEM_UNAVAILABLE for a line not on the bill or units already paid,
 * INVALID_QUANTITY
 * @example
 * ```ts
 * // A 10.00 line of 3 units: the first unit picked pays 3.34, the next ones 3.33.
 * itemwiseShare(bill, [{ line_id: 'l1', quantity: 1 }]).total_amount; // "3.34"
 * itemwiseShare(bill, [{ line_id: 'l1', quantity: 2 }], [{ line_id: 'l1', quantity: 1 }]).total_amount; // "6.66"
 * ```
 */
export function itemwiseShare(
  bill: Bill,
  selection: readonly LineQuantity[],
  paid: readonly LineQuantity[] = [],
): ItemwiseShare {
  const ledger = itemwiseLedger(bill);
  const places = ledger.precision;
  const fmt = (value: Decimal): string => value.toFixed(places);
  const picked = lineQuantities(ledger, selection, false);
  const taken = lineQuantities(ledger, paid, true);

  const chosen: LedgerUnit[] = [];
  const items: ItemShare[] = [];
  for (const { line, units } of ledger.lines) {
    const quantity = picked.get(line.id) ?? 0;
    if (quantity === 0) continue;
    const from = taken.get(line.id) ?? 0;
    if (from + quantity > line.count) {
      throw new EngineError('SPLIT_ITEM_UNAVAILABLE', {
        line_id: line.id,
        quantity,
        available: line.count - from,
      });
    }
    const mine = units.slice(from, from + quantity);
    chosen.push(...mine);
    items.push({
      line_id: line.id,
      item_id: line.item_id,
      quantity,
      unit_price: line.unit_price,
      sub_total: fmt(total(mine, (unit) => unit.sub_total)),
      discount: fmt(total(mine, (unit) => unit.discount)),
      tax: fmt(total(mine, (unit) => unit.tax)),
    });
  }

  const surcharges = ledger.surcharges.map((surcharge, s) => ({
    id: surcharge.id,
    name: surcharge.name,
    amount: fmt(total(chosen, (unit) => unit.surcharges[s] ?? ZERO)),
    tax: fmt(total(chosen, (unit) => unit.surcharge_taxes[s] ?? ZERO)),
  }));
  return {
    items,
    sub_total: fmt(total(chosen, (unit) => unit.sub_total)),
    discount: fmt(total(chosen, (unit) => unit.discount)),
    tax: fmt(total(chosen, (unit) => unit.surcharge_taxes.reduce((a, b) => a.plus(b), unit.tax))),
    surcharges,
    surcharge_sub_total: fmt(
      total(chosen, (unit) => unit.surcharges.reduce((a, b) => a.plus(b), ZERO)),
    ),
    adjustment: fmt(total(chosen, (unit) => unit.adjustment)),
    total_amount: fmt(total(chosen, (unit) => unit.total)),
  };
}

function total(units: readonly LedgerUnit[], part: (unit: LedgerUnit) => Decimal): Decimal {
  return units.reduce((sum, unit) => sum.plus(part(unit)), ZERO);
}
