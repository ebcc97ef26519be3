import type { CartLine, PricingLine } from './types';

/**
 * Converts a stored cart line to the pricing contract: the same id, item, category, count, unit
 * price snapshot, modifiers and taxes, plus the free-item, promotion, placed, customer and
 * grouped-item fields when the line has them. Cart-only fields (note, timestamps) are left out.
 *
 * @param line - the cart line
 * @returns a new pricing line sharing no arrays with the cart line
 * @example
 * ```ts
 * toPricingLine(line); // { id: 'a', item_id: 5, category_id: 1, count: 2, unit_price: '8.90', modifiers: [...], taxes: [...] }
 * ```
 */
export function toPricingLine(line: CartLine): PricingLine {
  const pricing: PricingLine = {
    id: line.id,
    item_id: line.item_id,
    category_id: line.category_id,
    count: line.count,
    unit_price: line.unit_price,
    modifiers: line.modifiers.map((modifier) => ({ ...modifier })),
    taxes: line.taxes.map((tax) => ({ ...tax })),
  };
  if (line.is_free_item !== undefined) pricing.is_free_item = line.is_free_item;
  if (line.promotion_id !== undefined) pricing.promotion_id = line.promotion_id;
  if (line.placed_item !== undefined) pricing.placed_item = line.placed_item;
  if (line.customer !== undefined) pricing.customer = line.customer;
  if (line.parent_item_id !== undefined) pricing.parent_item_id = line.parent_item_id;
  return pricing;
}
