import { EngineError } from '../../errors/engine-error';
import { add } from '../../money/add';
import { applyItemPromotions } from '../../promotions/apply-item-promotions';
import type { PriceOrderContext, PricedLines } from './types';

/**
 * Prices the lines: each line's unit price with its modifiers, its total, its item promotion
 * (at most one, A§5 "one promotion per line" and the promotions module) and its sub_total, and
 * their sum, the order's sub_total. Also fixes the canonical order (by line id) that every later
 * allocation follows, so shuffling the input lines changes nothing.
 *
 * Rounding points: Q1 (input prices must already be at the precision, so line totals are
 * exact) and Q2 (an item promotion is rounded per unit inside {@link applyItemPromotions}, then
 * multiplied by the count). Nothing else here rounds.
 *
 * @param context - the order and its precision
 * @returns the exact line prices, the item promotions and the subtotal
 * @throws EngineError DUPLICATE_LINE, INVALID_QUANTITY, money and promotion errors
 * @example
 * ```ts
 * priceLines({ input, precision: 2 }).subTotal.toFixed(2); // "25.00" for 2 × 12.50
 * ```
 */
export function priceLines({ input, precision }: PriceOrderContext): PricedLines {
  const lines = input.lines;
  const ids = new Set<string>();
  for (const line of lines) {
    if (ids.has(line.id)) throw new EngineError('DUPLICATE_LINE', { id: line.id });
    ids.add(line.id);
  }
  const canonical = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (a.line.id < b.line.id ? -1 : a.line.id > b.line.id ? 1 : 0))
    .map(({ index }) => index);

  // applyItemPromotions validates every line (counts, prices at the precision) and prices its
  // units with modifiers, so the bill reuses those prices rather than parsing the lines again.
  const itemPromotions = applyItemPromotions(lines, input.promotions ?? [], precision);
  const unitPrices = itemPromotions.unitPrices;
  const lineTotals = unitPrices.map((unit, i) => unit.times(lines[i]?.count ?? 0));
  const lineSubTotals = lineTotals.map((total, i) => {
    const discount = itemPromotions.lines[i]?.discount;
    return discount ? total.minus(discount) : total;
  });
  return {
    canonical,
    itemPromotions,
    unitPrices,
    lineTotals,
    lineSubTotals,
    subTotal: add(...lineSubTotals),
  };
}
