import type { Order, PaymentObject } from '@tabula/api-client';
import type { CartLine } from '@tabula/engine';
import type { OrderDetailsPage } from '../../bill/bill-source';
import { buildOrderPayload } from '../../bill/build-order-payload';
import { prepareBill } from '../../bill/prepare-bill';
import { priceBill } from '../../bill/price-bill';
import { COUPON_IDLE } from '../../promotions/coupon-atoms';
import { PROMO_CODE_IDLE } from '../../promotions/promo-code-machine';
import { cafePage, ITEMS, line, MEMBER, OAT_FLAT_WHITE } from '../../bill/__tests__/fixtures';

/*
 * An open tab at the cafe's table T5 for the tab payment tests: its order is built the way the
 * server stores one (the engine's bill of every member's lines, each line naming its customer).
 */

/** The signed-in diner (Mei Ling, 7) and the two other members. */
export const ME = MEMBER.id;
export const AISHA = 8;
export const WEI = 9;

/** The cafe's page at open-tab table T5, with the tab's order when given. */
export function tabPage(order: Order | null = null): OrderDetailsPage {
  const base = cafePage({ order });
  return {
    ...base,
    session: {
      ...base.session,
      table_id: 5,
      qr_source: 'dine_ot',
      qr_type: 'dine-in',
      table_number: 'T5',
      order_id: order?.id ?? null,
    },
  };
}

/** My oat flat white and nasi lemak, Aisha's two kopi and Wei's kopi, all placed. */
export function tabLines(): CartLine[] {
  return [
    OAT_FLAT_WHITE('mine-1', 1),
    line('mine-2', ITEMS.nasiLemak, 1),
    line('aisha-1', ITEMS.kopi, 2),
    line('wei-1', ITEMS.kopi, 1),
  ].map((cartLine) => ({
    ...cartLine,
    placed_item: true,
    customer: cartLine.id.startsWith('mine') ? ME : cartLine.id.startsWith('aisha') ? AISHA : WEI,
  }));
}

/** The tab's order (9001, version 3, covers 3) of these lines, with the payments already made. */
export function tabOrder(
  lines: CartLine[] = tabLines(),
  payments: PaymentObject[] = [],
  covers = 3,
): Order {
  const page = tabPage();
  const prepared = prepareBill({
    cart: { lines, updated_at: 1_000 },
    source: page,
    promoCode: PROMO_CODE_IDLE,
    coupon: COUPON_IDLE,
  });
  const { bill } = priceBill(prepared.input);
  const payload = buildOrderPayload({
    lines: prepared.lines,
    bill,
    menu: page.menu,
    discounts: prepared.discounts,
    session: page.session,
    company: page.company,
    user: MEMBER,
    note: null,
  });
  return {
    id: 9001,
    order_number: 'T-017',
    sapaad_order_id: 880917,
    status: 'confirmed',
    is_group_order: true,
    created_at: '2026-11-26T12:00:00+08:00',
    eta: null,
    order_details: {
      cartItems: payload.cartItems,
      items: payload.items,
      note: null,
      sub_total: bill.sub_total,
      tax_total: bill.tax_total,
      total_amount: bill.total_amount,
      surcharges_breakdown: payload.surcharges_breakdown,
      discounts: payload.discounts,
      redeemed_loyalty: bill.redeemed_loyalty,
      earned_loyalty: '0',
      tips_amount: '0.00',
      is_tax_inclusive: false,
      payments,
      covers,
      source: 'web',
      unavailable_menu_items: [],
      version: 3,
    },
    refund: null,
  };
}

/** A paid payment of the tab: its amount (tip included) and its tip. */
export function tabPaymentObject(amount: string, tip = '0.00', customerId = AISHA): PaymentObject {
  return { id: 1, payment_type: 'paytabs', amount, name: 'PayTabs', customer_id: customerId, tip };
}
