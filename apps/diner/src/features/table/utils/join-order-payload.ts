import type { OrderPayload, User } from '@tabula/api-client';
import type { Cart } from '@tabula/engine';
import { buildOrderPayload } from '@/lib/bill/build-order-payload';
import { prepareBill } from '@/lib/bill/prepare-bill';
import { priceBill } from '@/lib/bill/price-bill';
import type { CouponState } from '@/lib/promotions/coupon-atoms';
import type { PromoCodeState } from '@/lib/promotions/promo-code-machine';
import type { HomePageData } from '@/lib/venue/home-page';

/** What the joining diner's order is built from. */
export interface JoinOrderInputs {
  page: Pick<HomePageData, 'menu' | 'promotions' | 'company' | 'session' | 'loyalty'>;
  user: Pick<User, 'id'>;
  cart: Cart;
  promoCode: PromoCodeState;
  coupon: CouponState;
  /** The table's order the diner joins. */
  orderId: number;
}

/**
 * The order payload a joining diner brings into the table's order (B§4: approval triggers
 * updating the dine-in order): the engine's bill of their cart, as the cart screen prices it,
 * naming the table's order.
 *
 * @throws UnknownMenuItemError when a cart line's item left the menu
 */
// our choice: the diner's own lines only (the table's order is the server's to merge); no note,
// as for every dine-in order.
export function joinOrderPayload(inputs: JoinOrderInputs): OrderPayload {
  const { page, cart, orderId } = inputs;
  const source = { ...page, order: null };
  const prepared = prepareBill({
    cart,
    source,
    promoCode: inputs.promoCode,
    coupon: inputs.coupon,
  });
  const { bill } = priceBill(prepared.input);
  return buildOrderPayload({
    lines: prepared.lines,
    bill,
    menu: page.menu,
    discounts: prepared.discounts,
    session: { ...page.session, order_id: orderId },
    company: page.company,
    user: inputs.user,
    note: null,
  });
}
