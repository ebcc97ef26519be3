import type { Bill, BilledLine, BilledSurcharge } from '../charges/bill-types';
import { EngineError } from '../errors/engine-error';
import { add } from '../money/add';
import { allocate } from '../money/allocate';
import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import type { Precision } from '../money/types';

/** One unit of a bill line, with its exact part of every bill component (in minor units' steps). */
export interface LedgerUnit {
  sub_total: Decimal;
  discount: Decimal;
  tax: Decimal;
  /** Its part of each surcharge's amount, in surcharges_breakdown order. */
  surcharges: Decimal[];
  /** Its part of each surcharge's tax. */
  surcharge_taxes: Decimal[];
  adjustment: Decimal;
  /** What the unit pays: sub_total − discount + surcharges (+ taxes when exclusive) + adjustment. */
  total: Decimal;
}

/** A bill line and its units, unit 1 first. */
export interface LedgerLine {
  line: BilledLine;
  units: LedgerUnit[];
}

/** The bill cut into units: the basis of every item-wise share. */
export interface ItemwiseLedger {
  precision: Precision;
  is_tax_inclusive: boolean;
  lines: LedgerLine[];
  surcharges: BilledSurcharge[];
}

const ZERO = new Decimal(0);
const sum = (values: readonly Decimal[]): Decimal => add(...values);

/**
 * Cuts a bill into units so that any partition of the units sums exactly to the bill before
 * tips. Each line's sub_total, order_discount_share and tax are spread over its units by largest
 * remainder (earlier units first); each surcharge and its tax over all units by their sub_total
 * (equally when every unit is free); whatever the total holds beyond that (loyalty paid like a
 * tender) over the units by what they pay.
 *
 * @param bill - the priced bill
 * @returns the ledger, lines in bill order
 * @throws EngineError INVALID_QUANTITY for a line count that is not a positive integer,
 * DUPLICATE_LINE, AMOUNT_PRECISION_EXCEEDED for amounts not at the bill precision
 * @example
 * ```ts
 * itemwiseLedger(bill).lines[0]?.units.map((u) => u.total.toFixed(2)); // ["3.34", "3.33", "3.33"]
 * ```
 */
export function itemwiseLedger(bill: Bill): ItemwiseLedger {
  const places = assertPrecision(bill.precision);
  const exclusive = !bill.is_tax_inclusive;
  const money = (value: string): Decimal => parseAmount(value, { precision: places });
  const seen = new Set<string>();

  const lines: LedgerLine[] = bill.lines.map((line) => {
    if (!Number.isSafeInteger(line.count) || line.count < 1) {
      throw new EngineError('INVALID_QUANTITY', { line_id: line.id, count: line.count });
    }
    if (seen.has(line.id)) throw new EngineError('DUPLICATE_LINE', { id: line.id });
    seen.add(line.id);
    const ones = Array.from({ length: line.count }, () => 1);
    const subs = allocate(money(line.sub_total), ones, places);
    const discounts = allocate(money(line.order_discount_share), ones, places);
    const taxes = allocate(money(line.tax), ones, places);
    return {
      line,
      units: subs.map((sub, k): LedgerUnit => ({
        sub_total: sub,
        discount: discounts[k] ?? ZERO,
        tax: taxes[k] ?? ZERO,
        surcharges: [],
        surcharge_taxes: [],
        adjustment: ZERO,
        total: ZERO,
      })),
    };
  });
  const units = lines.flatMap((entry) => entry.units);
  const surcharges = bill.surcharges_breakdown;
  if (units.length === 0) {
    return { precision: places, is_tax_inclusive: bill.is_tax_inclusive, lines, surcharges };
  }

  const bySubTotal = positiveWeights(units.map((unit) => unit.sub_total));
  for (const surcharge of surcharges) {
    const amounts = allocate(money(surcharge.amount), bySubTotal, places);
    const taxes = allocate(money(surcharge.tax), bySubTotal, places);
    units.forEach((unit, u) => {
      unit.surcharges.push(amounts[u] ?? ZERO);
      unit.surcharge_taxes.push(taxes[u] ?? ZERO);
    });
  }
  for (const unit of units) {
    unit.total = unit.sub_total
      .minus(unit.discount)
      .plus(sum(unit.surcharges))
      .plus(exclusive ? unit.tax.plus(sum(unit.surcharge_taxes)) : ZERO);
  }

  // Anything else in the total before tips (loyalty as a tender, rounding) goes by what units pay.
  const target = money(bill.total_amount).minus(money(bill.tips_amount));
  const residual = target.minus(sum(units.map((unit) => unit.total)));
  if (!residual.isZero()) {
    const parts = allocate(residual, positiveWeights(units.map((unit) => unit.total)), places);
    units.forEach((unit, u) => {
      unit.adjustment = parts[u] ?? ZERO;
      unit.total = unit.total.plus(unit.adjustment);
    });
  }
  return { precision: places, is_tax_inclusive: bill.is_tax_inclusive, lines, surcharges };
}

/** Weights for allocate: negatives count as zero, and all-zero weights become equal ones. */
function positiveWeights(values: readonly Decimal[]): Decimal[] {
  const weights = values.map((value) => (value.isNegative() ? ZERO : value));
  return weights.some((weight) => weight.greaterThan(0))
    ? weights
    : weights.map(() => new Decimal(1));
}
