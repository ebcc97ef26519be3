import { EngineError } from '../errors/engine-error';
import { getItemPrice } from '../menu/get-item-price';
import type { Menu } from '../menu/types';
import { toSelectedModifiers } from '../modifiers/to-selected-modifiers';
import { getLineUnitPrice } from './get-line-unit-price';
import { isLineEditable } from './is-line-editable';
import { matchLine } from './match-line';
import type { Cart, LinePriceChange, PriceRefreshResult } from './types';

/**
 * Brings the price snapshots of the diner's lines up to the current menu (item price, modifier
 * prices, item taxes) and flags each line whose unit price with modifiers changed, and the cart
 * when any did, so the app can warn that the cart shows the latest prices. Placed lines and free
 * items keep their prices. Counts, notes and timestamps do not change.
 *
 * @param cart - the cart, already re-matched to this menu
 * @param menu - the current menu
 * @param precision - the currency precision, 0 to 3
 * @returns the refreshed cart, one flag per line (cart order) and the overall flag
 * @throws EngineError CART_MISMATCH when a line no longer matches the menu (re-match first), price errors
 * @example
 * ```ts
 * // The burger went from 8.90 to 9.50 since the cart was stored.
 * const { changed, lines } = refreshCartPrices(cart, menu, 2);
 * changed; // true
 * lines[0]; // { line_id: 'a', changed: true, previous_unit_price: '8.90', unit_price: '9.50' }
 * ```
 */
export function refreshCartPrices(
  cart: Cart,
  menu: Pick<Menu, 'categories' | 'taxes'>,
  precision: number,
): PriceRefreshResult {
  const changes: LinePriceChange[] = [];
  const lines = cart.lines.map((line) => {
    const previous = getLineUnitPrice(line, precision);
    if (!isLineEditable(line)) {
      changes.push({
        line_id: line.id,
        changed: false,
        previous_unit_price: previous,
        unit_price: previous,
      });
      return line;
    }
    const match = matchLine(line, menu);
    if (!match.ok) throw new EngineError('CART_MISMATCH', { ...match.mismatch });
    const refreshed = {
      ...line,
      unit_price: getItemPrice(match.item, precision),
      modifiers: toSelectedModifiers(match.item, line.modifiers, precision),
      // our choice, as in addItem: an item without taxes of its own takes the menu's.
      taxes: (match.item.taxes ?? menu.taxes ?? []).map((tax) => ({ ...tax })),
    };
    const current = getLineUnitPrice(refreshed, precision);
    changes.push({
      line_id: line.id,
      changed: current !== previous,
      previous_unit_price: previous,
      unit_price: current,
    });
    return refreshed;
  });
  return {
    cart: { lines, updated_at: cart.updated_at },
    changed: changes.some((change) => change.changed),
    lines: changes,
  };
}
