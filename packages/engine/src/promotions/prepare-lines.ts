import type { PricingLine } from '../cart/types';
import { EngineError } from '../errors/engine-error';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { toScaledInteger } from '../money/to-scaled-integer';

/** A cart line with its prices worked out. */
export interface PreparedLine {
  /** Position in the input. */
  index: number;
  line: PricingLine;
  /** Price of one unit of the item alone (what pay_fixed_price replaces). */
  item: Decimal;
  /** Price of one unit with its modifiers. */
  unit: Decimal;
  /** unit × count. */
  total: Decimal;
  free: boolean;
  /** The class of interchangeable lines this one belongs to. */
  classId: number;
}

/**
 * Lines that are interchangeable for promotions: same item, category, prices, modifiers and
 * free-item flag. Every promotion decision is taken per class, so splitting a line into several
 * identical lines never changes a class's total discount.
 */
export interface LineClass {
  /** Position in the canonical order: cheapest unit first, then item id, then signature. */
  id: number;
  /** Its lines, ordered by line id (the only tie-break among interchangeable lines). */
  lines: PreparedLine[];
  count: number;
  item_id: number;
  category_id: number;
  item: Decimal;
  unit: Decimal;
  free: boolean;
  /** The promotion that added a free line. */
  promotion_id: number | null;
}

/** A cart ready for promotions: lines in input order and their classes in canonical order. */
export interface PreparedCart {
  lines: PreparedLine[];
  classes: LineClass[];
}

function assertCount(value: unknown, field: string, line: PricingLine, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new EngineError('INVALID_QUANTITY', { line_id: line.id, field, value });
  }
  return value;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Prices each line per unit and groups interchangeable lines into classes in a canonical order
 * that does not depend on the input order.
 *
 * @param lines - the cart lines
 * @param precision - when given, prices may not carry more decimals than this
 * @param options - `prices: false` skips reading prices (all zero) when only counts matter
 * @returns the prepared cart
 * @throws EngineError INVALID_QUANTITY for a count that is not a positive integer (or a modifier
 * count that is not a non-negative integer), and the money errors of parseAmount for prices
 * @example
 * ```ts
 * prepareLines([{ id: 'a', item_id: 1, category_id: 1, count: 2, unit_price: '4.00',
 *   modifiers: [{ id: 7, group_id: 3, count: 1, unit_price: '1.00' }], taxes: [] }], 2)
 *   .lines[0].total.toFixed(2); // "10.00"
 * ```
 */
export function prepareLines(
  lines: readonly PricingLine[],
  precision?: number,
  { prices = true }: { prices?: boolean } = {},
): PreparedCart {
  const options = precision === undefined ? {} : { precision };
  const zero = new Decimal(0);
  const keyed = lines.map((line, index) => {
    const count = assertCount(line.count, 'count', line, 1);
    const item = prices ? parseAmount(line.unit_price, options) : zero;
    let unit = item;
    const modifierKeys: string[] = [];
    for (const modifier of line.modifiers) {
      const modifierCount = assertCount(modifier.count, 'modifiers.count', line, 0);
      if (modifierCount === 0) continue;
      if (prices) unit = unit.plus(parseAmount(modifier.unit_price, options).times(modifierCount));
      modifierKeys.push(
        `${modifier.group_id}:${modifier.id}:${modifierCount}:${modifier.unit_price}`,
      );
    }
    const free = line.is_free_item === true;
    const promotionId = free ? (line.promotion_id ?? null) : null;
    const signature = [
      line.item_id,
      line.category_id,
      // Prices as written: lines written alike are alike (a class only decides tie order).
      line.unit_price,
      free ? `free:${promotionId ?? ''}` : 'paid',
      modifierKeys.sort(compareText).join(','),
    ].join('|');
    const prepared: PreparedLine = {
      index,
      line,
      item,
      unit,
      total: prices ? unit.times(count) : zero,
      free,
      classId: -1,
    };
    return { prepared, signature, promotionId };
  });

  // Unit prices compared as BigInts of a common scale: comparing Decimals inside the sort made
  // it the costliest part of a large cart's reprice.
  const scale = keyed.reduce(
    (most, { prepared }) => Math.max(most, prepared.unit.decimalPlaces()),
    0,
  );
  const units = keyed.map(({ prepared }) => toScaledInteger(prepared.unit, scale));
  const byUnit = (a: number, b: number): number => {
    const ua = units[a] ?? 0n;
    const ub = units[b] ?? 0n;
    return ua === ub ? 0 : ua < ub ? -1 : 1;
  };
  const canonical = [...keyed].sort(
    (a, b) =>
      byUnit(a.prepared.index, b.prepared.index) ||
      a.prepared.line.item_id - b.prepared.line.item_id ||
      compareText(a.signature, b.signature) ||
      compareText(a.prepared.line.id, b.prepared.line.id) ||
      a.prepared.index - b.prepared.index,
  );
  const classes: LineClass[] = [];
  let previous: string | null = null;
  for (const { prepared, signature, promotionId } of canonical) {
    let current = classes[classes.length - 1];
    if (current === undefined || signature !== previous) {
      current = {
        id: classes.length,
        lines: [],
        count: 0,
        item_id: prepared.line.item_id,
        category_id: prepared.line.category_id,
        item: prepared.item,
        unit: prepared.unit,
        free: prepared.free,
        promotion_id: promotionId,
      };
      classes.push(current);
      previous = signature;
    }
    prepared.classId = current.id;
    current.lines.push(prepared);
    current.count += prepared.line.count;
  }
  return { lines: keyed.map(({ prepared }) => prepared), classes };
}
