import type { CartItem, Order } from '@tabula/api-client';
import {
  parseAmount,
  type PriceOrderInput,
  type PricingLine,
  type SelectedModifier,
} from '@tabula/engine';
import type { BillSource } from '../bill/bill-source';
import { serviceMode } from '../bill/service-mode';
import { applicablePromotions } from '../promotions/applicable-promotions';

/** The configuration the tab's bill is priced with. */
export type TabPriceSource = Pick<BillSource, 'menu' | 'promotions' | 'company' | 'session'>;

/** The options a stored cart item's groups mark as chosen, each with its count and price. */
function chosenModifiers(item: CartItem): SelectedModifier[] {
  const chosen: SelectedModifier[] = [];
  for (const group of item.groups) {
    for (const option of group.items) {
      // The server counts an option's count, or 1 when it is only selected (docs/server.md).
      const count = option.selected === false ? 0 : (option.count ?? (option.selected ? 1 : 0));
      if (count > 0) {
        chosen.push({ id: option.id, group_id: group.id, count, unit_price: option.unit_price });
      }
    }
  }
  return chosen;
}

/** One line of the tab as the engine prices it: the price it was placed at, and its customer. */
function tabLine(item: CartItem): PricingLine {
  return {
    id: item.cart_id,
    item_id: item.id,
    category_id: item.category_id,
    count: item.count,
    unit_price: item.unit_price,
    modifiers: chosenModifiers(item),
    taxes: item.taxes.map((tax) => ({ ...tax })),
    is_free_item: item.is_free_item,
    promotion_id: item.promotion_id,
    placed_item: item.placed_item,
    customer: item.customer,
  };
}

/**
 * The engine's input for an open tab's whole bill (B§4 Payment, B§5 self payment), built from the
 * tab's order as the page answers it: every line at the price it was placed at, naming the member
 * who ordered it, the menu's surcharges, the automatic promotions, the order's discounts (the
 * coupon it opened with and the POS's) and its redeemed loyalty. No tip and no payment provider:
 * tips are kept on each payment, and a card service charge is not added to a tab payment
 * (docs/server.md, "Paying the tab").
 *
 * @example `priceOrder(tabPriceInput(page.order, page))` → the tab's bill, lines with customers
 */
// our choice: the server prices the tab from the input it stored; the app rebuilds the same input
// from the order (prices, taxes and selections as placed), so both work out the same share.
export function tabPriceInput(
  order: Pick<Order, 'order_details'>,
  source: TabPriceSource,
): PriceOrderInput {
  const details = order.order_details;
  const precision = source.company.decimal_precision;
  return {
    currency: source.company.currency,
    precision,
    is_tax_inclusive: details.is_tax_inclusive,
    mode: serviceMode(source.session),
    dine_mode: source.session.dine_mode,
    lines: details.cartItems.map(tabLine),
    surcharges: [...source.menu.surcharges],
    promotions: applicablePromotions(source.promotions, null),
    discounts: [...details.discounts],
    loyalty: parseAmount(details.redeemed_loyalty).isZero()
      ? null
      : {
          amount: details.redeemed_loyalty,
          as_discount: source.company.loyalty_details.is_discount,
        },
    tip: null,
    payment_provider: null,
  };
}
