import {
  orderDetailsSchema,
  type CartItem,
  type MenuItem,
  type ModifierGroup,
  type OrderDetails,
  type OrderDiscount,
  type OrderItem,
  type OrderPayload,
  type OrderSurcharge,
  type Promotion,
  type Surcharge,
} from '@tabula/api-client';
import {
  multiply,
  toAmount,
  type Bill,
  type BilledLine,
  type Discount as EngineDiscount,
  type PricingLine,
} from '@tabula/engine';
import type { MenuLine } from './menu-lines';

/** The item's fields without its nested items (a cart line is one item, never a grouped one). */
function withoutNested(item: MenuItem): Omit<MenuItem, 'items'> {
  const copy: Partial<MenuItem> = { ...item };
  delete copy.items;
  return copy as Omit<MenuItem, 'items'>;
}

/** The groups of the menu item with the line's selection marked on them. */
function selectedGroups(item: MenuItem, line: PricingLine): ModifierGroup[] {
  return item.groups.map((group) => ({
    ...group,
    items: group.items.map((option) => {
      const chosen = line.modifiers.find((m) => m.group_id === group.id && m.id === option.id);
      return { ...option, selected: chosen !== undefined, count: chosen?.count ?? 0 };
    }),
  }));
}

function optionName(item: MenuItem, groupId: number, id: number): string {
  const group = item.groups.find((candidate) => candidate.id === groupId);
  return group?.items.find((option) => option.id === id)?.name ?? `Option ${String(id)}`;
}

/** What a cart line keeps from what was sent: its id, category, note, customer and flags. */
export type SentCartLine = Pick<
  CartItem,
  | 'cart_id'
  | 'category_id'
  | 'itemNote'
  | 'last_updated_at'
  | 'customer'
  | 'sapaad_customer_id'
  | 'marked_as_condition_item'
>;

/** What an order keeps from what was sent besides its lines. */
export type SentOrder = Pick<OrderPayload, 'note' | 'covers' | 'source' | 'version'> & {
  cartItems: readonly SentCartLine[];
};

/** The stored cart item: the menu's item with the server's prices and the bill's line figures. */
export function cartItemOf(
  sent: SentCartLine,
  menuLine: MenuLine,
  billed: BilledLine,
  promotions: readonly Promotion[],
): CartItem {
  const item = menuLine.item as MenuItem;
  const menuFields = withoutNested(item);
  const promotion = promotions.find((p) => p.id === billed.applied_promotion_id);
  return {
    ...menuFields,
    unit_price: menuLine.line.unit_price,
    final_price: null,
    cart_id: sent.cart_id,
    category_id: sent.category_id,
    count: billed.count,
    sub_total: billed.sub_total,
    groups: selectedGroups(item, menuLine.line),
    itemNote: sent.itemNote,
    last_updated_at: sent.last_updated_at,
    customer: sent.customer,
    sapaad_customer_id: sent.sapaad_customer_id,
    applied_tax: billed.tax,
    taxes: menuLine.line.taxes.map((tax) => ({ ...tax, value: String(tax.value) })),
    marked_as_condition_item: sent.marked_as_condition_item,
    is_free_item: billed.is_free_item,
    applied_promotion_id: billed.applied_promotion_id,
    applied_promotion_priority: billed.applied_promotion_priority,
    promotion_id: menuLine.line.promotion_id ?? billed.applied_promotion_id,
    promotion_name: promotion?.name ?? null,
    itemTotalBeforePromotion: billed.total_before_promotion,
    placed_item: false,
  };
}

/** The placed order line (B§3 Order item) of a priced line. */
export function orderItemOf(menuLine: MenuLine, billed: BilledLine, precision: number): OrderItem {
  const item = menuLine.item as MenuItem;
  return {
    id: item.id,
    quantity: billed.count,
    note: menuLine.note,
    // our choice: a modifier's sub_total is what the whole line pays for it (unit × its count ×
    // the line's count).
    modifiers: menuLine.line.modifiers.map((modifier) => ({
      id: modifier.id,
      group_id: modifier.group_id,
      quantity: modifier.count,
      name: optionName(item, modifier.group_id, modifier.id),
      unit_price: modifier.unit_price,
      sub_total: toAmount(multiply(modifier.unit_price, modifier.count * billed.count), precision),
      items_modifer_group_item_id: modifier.id,
    })),
    name: item.name,
    // our choice: the item's own price; the modifiers carry theirs.
    unit_price: menuLine.line.unit_price,
    sub_total: billed.sub_total,
    image_url: item.image_url,
    discount: billed.promotion_discount,
    is_free_item: billed.is_free_item,
    order_item_id: null,
  };
}

/** The fields of a discount the bill does not carry: the coupon's (or POS discount's) own limits. */
export type DiscountLimits = Pick<
  EngineDiscount,
  'discount_id' | 'maxdiscountableAmount' | 'min_order_amount' | 'applicable_on_dinein'
>;

function discountOf(
  billed: Bill['discounts'][number],
  source: DiscountLimits | undefined,
): OrderDiscount {
  return {
    discount_id: billed.discount_id,
    discount_name: billed.discount_name,
    discount_type: billed.discount_type,
    discount_rate: billed.discount_rate,
    discountedAmount: billed.discountedAmount,
    maxdiscountableAmount: source?.maxdiscountableAmount ?? null,
    min_order_amount: source?.min_order_amount ?? null,
    on_total: billed.on_total,
    applied_from_pos: billed.applied_from_pos,
    promotion_id: billed.promotion_id,
    applicable_on_dinein: source?.applicable_on_dinein ?? null,
  };
}

function surchargeOf(
  billed: Bill['surcharges_breakdown'][number],
  menu: readonly Surcharge[],
): OrderSurcharge {
  const source = menu.find((s) => s.id === billed.id);
  return {
    id: billed.id,
    name: billed.name,
    // The menu surcharge's names by locale travel with the order, so a receipt or the track
    // screen reads it in the diner's language (docs/api.md, "Venue texts in every language").
    ...(source?.translations ? { translations: source.translations } : {}),
    surcharge_type: billed.surcharge_type,
    rate: billed.rate,
    is_taxable: billed.is_taxable,
    is_delivery_charge: billed.is_delivery_charge,
    applicable_on_dinein: source?.applicable_on_dinein ?? true,
    tax_rate_id: billed.tax_rate_id,
    tax_rate: billed.tax_rate,
    amount: billed.amount,
  };
}

/** The money figures of order_details (A§3 Order), all from the bill. */
export type BillFigures = Pick<
  OrderDetails,
  | 'sub_total'
  | 'tax_total'
  | 'total_amount'
  | 'surcharges_breakdown'
  | 'discounts'
  | 'redeemed_loyalty'
  | 'earned_loyalty'
  | 'tips_amount'
  | 'is_tax_inclusive'
>;

/** The money figures of order_details from a bill, the discounts' limits and the menu's surcharges. */
export function billFigures(
  bill: Bill,
  discounts: readonly DiscountLimits[],
  surcharges: readonly Surcharge[],
): BillFigures {
  return {
    sub_total: bill.sub_total,
    tax_total: bill.tax_total,
    total_amount: bill.total_amount,
    surcharges_breakdown: bill.surcharges_breakdown.map((s) => surchargeOf(s, surcharges)),
    discounts: bill.discounts.map((d) =>
      discountOf(
        d,
        discounts.find((c) => c.discount_id === d.discount_id),
      ),
    ),
    redeemed_loyalty: bill.redeemed_loyalty,
    earned_loyalty: bill.earned_loyalty,
    tips_amount: bill.tips_amount,
    is_tax_inclusive: bill.is_tax_inclusive,
  };
}

/**
 * The order_details stored on the order (A§3 Order): every figure from the server's bill, the
 * cart items and order items rebuilt from the server's menu, and from the payload only what the
 * diner chose (the lines' ids, notes and customers, the order note, covers, source). No payment
 * yet.
 */
export function buildOrderDetails(input: {
  payload: SentOrder;
  bill: Bill;
  menuLines: readonly MenuLine[];
  coupons: readonly DiscountLimits[];
  promotions: readonly Promotion[];
  surcharges: readonly Surcharge[];
}): OrderDetails {
  const { payload, bill, menuLines } = input;
  const cartItems = payload.cartItems.map((sent, i) => {
    const menuLine = menuLines[i];
    const billed = bill.lines[i];
    if (!menuLine || billed?.id !== sent.cart_id) {
      throw new Error(`bill line ${String(i)} does not match cart line ${sent.cart_id}`);
    }
    return cartItemOf(sent, menuLine, billed, input.promotions);
  });
  const items = menuLines.map((menuLine, i) => {
    const billed = bill.lines[i];
    if (!billed) throw new Error(`bill line ${String(i)} is missing`);
    return orderItemOf(menuLine, billed, bill.precision);
  });
  return orderDetailsSchema.parse({
    cartItems,
    items,
    note: payload.note,
    ...billFigures(bill, input.coupons, input.surcharges),
    payments: [],
    covers: payload.covers,
    source: payload.source,
    unavailable_menu_items: [],
    version: payload.version ?? 1,
  });
}
