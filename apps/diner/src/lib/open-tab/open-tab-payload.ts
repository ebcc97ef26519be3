import type { OrderPayload, User } from '@tabula/api-client';
import type { Cart } from '@tabula/engine';
import { buildOrderPayload } from '../bill/build-order-payload';
import type { BillSource } from '../bill/bill-source';
import { prepareBill } from '../bill/prepare-bill';
import { priceBill } from '../bill/price-bill';
import type { CouponState } from '../promotions/coupon-atoms';
import type { PromoCodeState } from '../promotions/promo-code-machine';

/** What a diner's order at an open tab is built from. */
export interface OpenTabPayloadInputs {
  page: Pick<BillSource, 'menu' | 'promotions' | 'company' | 'session' | 'loyalty'>;
  user: Pick<User, 'id'>;
  cart: Cart;
  promoCode: PromoCodeState;
  coupon: CouponState;
  /** The tab's order the lines go into, or null when they open the tab. */
  orderId: number | null;
  /**
   * The order's version the diner saw (B§3: 1 for the first dine_ot order); the join, which adds
   * to the latest version whatever it names, sends 1 (the server's dine_ot check wants one).
   */
  version?: number;
}

/**
 * The order payload of a diner's own new lines at an open tab (B§3, B§4): the engine's bill of
 * their cart, as the cart screen prices it, priced as a new order (the tab's placed lines are the
 * server's to keep), naming the tab's order when there is one.
 *
 * @throws UnknownMenuItemError when a cart line's item left the menu
 * @example `openTabPayload({ page, user, cart, promoCode, coupon, orderId: null, version: 1 })`
 */
// our choice: the diner's own lines only (the table's order is the server's to merge); lines the
// cart marks as placed are left out (a payload carrying one is refused, B§5); no note, as for
// every dine-in order.
export function openTabPayload(inputs: OpenTabPayloadInputs): OrderPayload {
  const { page, orderId } = inputs;
  const cart = { ...inputs.cart, lines: inputs.cart.lines.filter((line) => !line.placed_item) };
  const source = { ...page, order: null };
  const prepared = prepareBill({
    cart,
    source,
    promoCode: inputs.promoCode,
    coupon: inputs.coupon,
  });
  const { bill } = priceBill(prepared.input);
  const payload = buildOrderPayload({
    lines: prepared.lines,
    bill,
    menu: page.menu,
    discounts: prepared.discounts,
    session: { ...page.session, order_id: orderId },
    company: page.company,
    user: inputs.user,
    note: null,
  });
  return inputs.version === undefined ? payload : { ...payload, version: inputs.version };
}
