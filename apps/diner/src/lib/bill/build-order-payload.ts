import type {
  CartItem,
  Company,
  Menu,
  MenuItem,
  OrderDiscount,
  OrderItem,
  OrderPayload,
  Session,
  User,
} from '@tabula/api-client';
import { multiply, toAmount, type Bill, type CartLine, type Discount } from '@tabula/engine';
import { lineMenuItem } from './line-menu-item';

/** What the order payload is built from: the priced lines and the configuration. */
export interface OrderPayloadInputs {
  /** The lines the bill priced, in the bill's order (the diner's, then the free items). */
  lines: readonly CartLine[];
  bill: Bill;
  menu: Pick<Menu, 'categories'>;
  /** The discounts the bill was given (coupon, POS), for the fields the bill does not repeat. */
  discounts: readonly Discount[];
  session: Pick<Session, 'qr_source' | 'table_id' | 'location_id' | 'order_id'>;
  company: Pick<Company, 'id' | 'currency'>;
  user: Pick<User, 'id'>;
  /** The order note (non-dine-in), or null. */
  note: string | null;
}

/** A line whose item the menu no longer lists: the payload cannot describe it. */
export class UnknownMenuItemError extends Error {
  constructor(readonly lineId: string) {
    super(`cart line ${lineId} orders an item the menu does not list`);
  }
}

/** The item's fields without its nested items: a cart line orders one item, never a group. */
function withoutNested(item: MenuItem): Omit<MenuItem, 'items'> {
  const copy: Partial<MenuItem> = { ...item };
  delete copy.items;
  return copy as Omit<MenuItem, 'items'>;
}

function cartItemOf(
  line: CartLine,
  item: MenuItem,
  billed: Bill['lines'][number],
  bill: Bill,
  customer: number,
): CartItem {
  const promotion = bill.applied_promotions.find(
    (entry) => entry.promotion_id === (line.promotion_id ?? billed.applied_promotion_id),
  );
  return {
    ...withoutNested(item),
    // spec: A§3 Cart item, groups carry the diner's selection.
    groups: item.groups.map((group) => ({
      ...group,
      items: group.items.map((option) => {
        const chosen = line.modifiers.find(
          (modifier) => modifier.group_id === group.id && modifier.id === option.id,
        );
        return { ...option, selected: chosen !== undefined, count: chosen?.count ?? 0 };
      }),
    })),
    cart_id: line.id,
    category_id: line.category_id,
    count: line.count,
    sub_total: billed.sub_total,
    itemNote: line.itemNote ?? null,
    last_updated_at: line.last_updated_at,
    customer: line.customer ?? customer,
    sapaad_customer_id: line.sapaad_customer_id ?? null,
    applied_tax: billed.tax,
    taxes: line.taxes.map((tax) => ({ ...tax, value: String(tax.value) })),
    // our choice: the app does not mark condition items; the server prices the promotions itself.
    marked_as_condition_item: false,
    is_free_item: billed.is_free_item,
    applied_promotion_id: billed.applied_promotion_id,
    applied_promotion_priority: billed.applied_promotion_priority,
    promotion_id: line.promotion_id ?? billed.applied_promotion_id,
    promotion_name: promotion?.name ?? null,
    itemTotalBeforePromotion: billed.total_before_promotion,
    placed_item: line.placed_item ?? false,
  };
}

function orderItemOf(
  line: CartLine,
  item: MenuItem,
  billed: Bill['lines'][number],
  precision: number,
): OrderItem {
  return {
    id: item.id,
    quantity: line.count,
    note: line.itemNote ?? null,
    modifiers: line.modifiers.map((modifier) => ({
      id: modifier.id,
      group_id: modifier.group_id,
      quantity: modifier.count,
      name:
        item.groups
          .find((group) => group.id === modifier.group_id)
          ?.items.find((option) => option.id === modifier.id)?.name ?? String(modifier.id),
      unit_price: modifier.unit_price,
      sub_total: toAmount(multiply(modifier.unit_price, modifier.count * line.count), precision),
      items_modifer_group_item_id: modifier.id,
    })),
    name: item.name,
    unit_price: billed.unit_price,
    sub_total: billed.sub_total,
    image_url: item.image_url,
    discount: billed.promotion_discount,
    is_free_item: billed.is_free_item,
    order_item_id: null,
  };
}

function orderDiscountOf(
  billed: Bill['discounts'][number],
  source: Discount | undefined,
): OrderDiscount {
  return {
    ...billed,
    maxdiscountableAmount: source?.maxdiscountableAmount ?? null,
    min_order_amount: source?.min_order_amount ?? null,
    applicable_on_dinein: source?.applicable_on_dinein ?? null,
  };
}

/**
 * Builds the order payload of the diner's order from the engine's bill (spec: B§3 Order payload),
 * copying every amount from the bill unchanged (docs/architecture.md, "How a price flows"). No
 * payment: it is chosen on the checkout.
 *
 * @throws UnknownMenuItemError when a line's item is not on the menu any more
 */
export function buildOrderPayload(inputs: OrderPayloadInputs): OrderPayload {
  const { bill, user, session } = inputs;
  const cartItems: CartItem[] = [];
  const items: OrderItem[] = [];
  inputs.lines.forEach((line, index) => {
    const billed = bill.lines[index];
    const item = lineMenuItem(inputs.menu, line);
    if (billed?.id !== line.id || !item) throw new UnknownMenuItemError(line.id);
    cartItems.push(cartItemOf(line, item, billed, bill, user.id));
    items.push(orderItemOf(line, item, billed, bill.precision));
  });
  const surcharges = bill.surcharges_breakdown.map((surcharge) => ({
    id: surcharge.id,
    name: surcharge.name,
    surcharge_type: surcharge.surcharge_type,
    rate: surcharge.rate,
    is_taxable: surcharge.is_taxable,
    is_delivery_charge: surcharge.is_delivery_charge,
    applicable_on_dinein: session.table_id !== null,
    tax_rate_id: surcharge.tax_rate_id,
    tax_rate: surcharge.tax_rate,
    amount: surcharge.amount,
  }));
  return {
    note: inputs.note,
    surcharges,
    items,
    cartItems,
    discounts: bill.discounts.map((discount) =>
      orderDiscountOf(
        discount,
        inputs.discounts.find((source) => source.discount_id === discount.discount_id),
      ),
    ),
    applied_promotions: bill.applied_promotions.map((promotion) => ({
      ...promotion,
      action_type:
        promotion.action_type as OrderPayload['applied_promotions'][number]['action_type'],
    })),
    redeemed_loyalty: bill.redeemed_loyalty,
    loyalty_as_discount: bill.loyalty_as_discount,
    earned_loyalty: bill.earned_loyalty,
    sub_total: bill.sub_total,
    sub_total_after_discount: bill.sub_total_after_discount,
    sub_total_tax_after_discount: bill.sub_total_tax_after_discount,
    surcharge_sub_total: bill.surcharge_sub_total,
    surcharges_breakdown: surcharges,
    tax_total: bill.tax_total,
    total_amount: bill.total_amount,
    customer: user.id,
    currency: bill.currency,
    is_tax_inclusive: bill.is_tax_inclusive,
    tips_amount: bill.tips_amount,
    order_promotion_discount: bill.order_promotion_discount,
    // our choice: a counter session's qr_source is null; the pre-placement check wants 'default'.
    qr_source: session.qr_source ?? 'default',
    // spec: A§9, covers default to 1.
    covers: 1,
    // our choice: the order's source is the web app.
    source: 'web',
    ...(session.table_id === null ? {} : { table_id: session.table_id }),
    // A running dine-in order is named by its id; a counter order has none yet.
    ...(session.table_id === null || session.order_id === null
      ? {}
      : { order_id: session.order_id }),
    company_id: inputs.company.id,
    location_id: session.location_id,
    customer_id: user.id,
    user_id: user.id,
  };
}
