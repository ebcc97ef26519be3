import type { Menu, OutletTime } from '../menu/types';
import { clearCart } from './clear-cart';
import { CART_MISMATCH_MESSAGE } from './constants';
import { isLineEditable } from './is-line-editable';
import { matchLine } from './match-line';
import type { Cart, CartMismatch, RematchResult } from './types';

/**
 * Re-matches a stored cart to the current menu on load, line by line (see matchLine). When every
 * line matches, the cart comes back unchanged; when any does not, the whole cart is cleared and
 * every mismatch is reported with the message to show. Placed dine-in lines and free items are
 * not re-matched: the order and the promotions own them.
 *
 * @param cart - the stored cart
 * @param menu - the current menu
 * @param now - the outlet's day and time, to check category schedules; omit to skip them
 * @returns `ok: true` with the same cart, or `ok: false` with the cleared cart, the mismatches and 'Oops! Items in cart are not part of current available menu.'
 * @throws EngineError INVALID_SCHEDULE, INVALID_DAY, INVALID_TIME, INVALID_GROUP from a malformed menu or time
 * @example
 * ```ts
 * const result = rematchCart(stored, menu, { day: 2, time: '12:00' });
 * if (!result.ok) showError(result.message); // 'Oops! Items in cart are not part of current available menu.'
 * ```
 */
export function rematchCart(
  cart: Cart,
  menu: Pick<Menu, 'categories'>,
  now?: OutletTime,
): RematchResult {
  const mismatches: CartMismatch[] = [];
  for (const line of cart.lines) {
    if (!isLineEditable(line)) continue;
    const match = matchLine(line, menu, now);
    if (!match.ok) mismatches.push(match.mismatch);
  }
  if (mismatches.length === 0) return { ok: true, cart };
  // spec: ordering-menu-account §4, any line that no longer matches clears the cart.
  return {
    ok: false,
    cart: clearCart(cart, cart.updated_at),
    mismatches,
    message: CART_MISMATCH_MESSAGE,
  };
}
