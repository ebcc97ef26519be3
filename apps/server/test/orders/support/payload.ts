import type {
  CartItem,
  Discount,
  MenuItem,
  OrderItem,
  OrderPayload,
  PaymentTypeName,
} from '@tabula/api-client';
import {
  getDefaultSelection,
  getItemPrice,
  multiply,
  priceOrder,
  toAmount,
  toSelectedModifiers,
  type Bill,
  type ModifierChoice,
  type PricingLine,
} from '@tabula/engine';
import { categoryOf, loadVenue, type Venue } from '../../../src/venue/venue';
import type { Diner } from '../../support/diner';
import type { TestServer } from '../../support/harness';
import { sessionOf } from '../../support/sessions';
import { sessionDineMode } from '../../../src/session/dine-mode';

/** The item's fields without its nested items (a cart line is one item, never a grouped one). */
function withoutNested(item: MenuItem): Omit<MenuItem, 'items'> {
  const copy: Partial<MenuItem> = { ...item };
  delete copy.items;
  return copy as Omit<MenuItem, 'items'>;
}

/*
 * Builds valid order payloads for tests from the seeded menu, computing every figure with the
 * engine itself (as the diner app would), so a test can send exactly what a correct client sends
 * and then change one thing. Shared by the orders, payments and POS tests.
 */

/** One cart line of a test payload. */
export interface PayloadLine {
  /** The item id (a pick's id for a grouped item, e.g. seed.cafe.items.lunchSetLaksa). */
  item: number;
  /** Units; 1 when absent. */
  count?: number;
  /** The options chosen; the item's default selection when absent. */
  modifiers?: { group_id: number; id: number; count?: number }[];
  /** The kitchen note. */
  note?: string;
  /** The category it is ordered from; the one holding the item when absent. */
  category?: number;
  /** A free item granted by this promotion. */
  freeFromPromotion?: number;
}

/** What else the payload carries. */
export interface PayloadOptions {
  /** tips_amount, a custom amount; "0.00" when absent. */
  tip?: string;
  /** A coupon code of the company, put in the payload's discounts and priced. */
  coupon?: string;
  /** The payment type of payload.payment; cash at a counter, the first card provider at a table. */
  paymentType?: PaymentTypeName;
  /** Loyalty redeemed, as money. */
  redeemedLoyalty?: string;
  /** Ids of code promotions the diner unlocked (promotions/validate). */
  unlockedPromotionIds?: number[];
  note?: string | null;
  covers?: number;
  source?: string;
  /** Fields to set last, after the totals (e.g. a wrong total_amount). */
  override?: Partial<OrderPayload>;
}

/** A payload and the bill the engine computed for it. */
export interface PricedPayload {
  payload: OrderPayload;
  bill: Bill;
  venue: Venue;
}

function findItem(
  items: readonly MenuItem[],
  id: number,
): { item: MenuItem; parent: MenuItem | null } | null {
  for (const item of items) {
    if (item.id === id) return { item, parent: null };
    const pick = (item.items ?? []).find((candidate) => candidate.id === id);
    if (pick) return { item: pick, parent: item };
  }
  return null;
}

function menuItemById(venue: Venue, categoryId: number, id: number) {
  const visit = (categories: Venue['menu']['categories']): ReturnType<typeof findItem> => {
    for (const category of categories) {
      if (category.id === categoryId) return findItem(category.items, id);
      const nested = visit(category.categories ?? []);
      if (nested) return nested;
    }
    return null;
  };
  const found = visit(venue.menu.categories);
  if (!found) throw new Error(`item ${String(id)} is not in category ${String(categoryId)}`);
  return found;
}

/** Prices a payload for the diner's session with the engine and returns it with its bill. */
export async function buildPricedPayload(
  t: TestServer,
  diner: Diner,
  venueKey: 'cafe' | 'kuwait',
  lines: readonly PayloadLine[],
  options: PayloadOptions = {},
): Promise<PricedPayload> {
  const session = await sessionOf(t, diner);
  const seeded = t.seed[venueKey];
  const venue = await loadVenue(t.context.db, {
    outletId: seeded.outletId,
    tableId: session.tableId,
  });
  const precision = venue.company.decimal_precision;
  const zero = toAmount('0', precision);

  const built = lines.map((line, index) => {
    const categoryId = line.category ?? categoryOf(venue.menu, line.item);
    if (categoryId === null) throw new Error(`item ${String(line.item)} is on no category`);
    const { item, parent } = menuItemById(venue, categoryId, line.item);
    const groups = item.groups.length > 0 || !parent ? item.groups : parent.groups;
    const selection: ModifierChoice[] = line.modifiers
      ? line.modifiers.map((m) => ({ group_id: m.group_id, id: m.id, count: m.count ?? 1 }))
      : getDefaultSelection(groups);
    const count = line.count ?? 1;
    const cartId = `line-${String(index + 1)}`;
    const pricing: PricingLine = {
      id: cartId,
      item_id: item.id,
      category_id: categoryId,
      count,
      unit_price: getItemPrice(item, precision),
      modifiers: toSelectedModifiers({ groups }, selection, precision),
      taxes: item.taxes ?? parent?.taxes ?? venue.menu.taxes,
      ...(line.freeFromPromotion === undefined
        ? {}
        : { is_free_item: true, promotion_id: line.freeFromPromotion }),
    };
    return { line, item, groups, pricing, categoryId, cartId };
  });

  // The diner enters the code as the app does (GET /discounts/{code}): only then may the order
  // name the coupon.
  const entered = options.coupon
    ? await diner.get<Discount>(`/discounts/${encodeURIComponent(options.coupon)}`)
    : null;
  if (options.coupon && entered?.status !== 200) {
    throw new Error(`no active coupon ${options.coupon}`);
  }
  const coupon = entered ? { discount: entered.body } : null;
  const discounts: Discount[] = coupon ? [coupon.discount] : [];
  const unlocked = new Set(options.unlockedPromotionIds ?? []);
  const paymentType =
    options.paymentType ??
    (session.tableId === null
      ? 'cash'
      : (venue.paymentTypes.find((type) => type.payment_type !== 'cash')?.payment_type ?? 'cash'));
  const payment = venue.paymentTypes.find((type) => type.payment_type === paymentType);
  const tip = options.tip ?? zero;
  const redeemed = options.redeemedLoyalty ?? zero;

  const bill = priceOrder({
    currency: venue.company.currency,
    precision,
    is_tax_inclusive: venue.menu.is_tax_inclusive,
    mode: session.tableId === null ? 'walk_in' : 'dine_in',
    dine_mode: sessionDineMode(session),
    lines: built.map((b) => b.pricing),
    surcharges: venue.menu.surcharges,
    promotions: venue.promotions.filter((p) => p.coupon_codes.length === 0 || unlocked.has(p.id)),
    discounts,
    loyalty: { amount: redeemed, as_discount: venue.company.loyalty_details.is_discount },
    tip: { amount: tip },
    payment_provider: paymentType,
  });

  const cartItems: CartItem[] = built.map(
    ({ line, item, groups, pricing, categoryId, cartId }, i) => {
      const billed = bill.lines[i];
      if (!billed) throw new Error('bill line missing');
      const fields = withoutNested(item);
      return {
        ...fields,
        groups: groups.map((group) => ({
          ...group,
          items: group.items.map((option) => {
            const chosen = pricing.modifiers.find(
              (m) => m.group_id === group.id && m.id === option.id,
            );
            return { ...option, selected: chosen !== undefined, count: chosen?.count ?? 0 };
          }),
        })),
        cart_id: cartId,
        category_id: categoryId,
        count: pricing.count,
        sub_total: billed.sub_total,
        itemNote: line.note ?? null,
        last_updated_at: t.clock.now.getTime(),
        customer: session.userId,
        sapaad_customer_id: null,
        applied_tax: billed.tax,
        taxes: pricing.taxes.map((tax) => ({ ...tax, value: String(tax.value) })),
        marked_as_condition_item: false,
        is_free_item: billed.is_free_item,
        applied_promotion_id: billed.applied_promotion_id,
        applied_promotion_priority: billed.applied_promotion_priority,
        promotion_id: pricing.promotion_id ?? billed.applied_promotion_id,
        promotion_name: null,
        itemTotalBeforePromotion: billed.total_before_promotion,
        placed_item: false,
      };
    },
  );

  const items: OrderItem[] = built.map(({ line, item, groups, pricing }, i) => {
    const billed = bill.lines[i];
    if (!billed) throw new Error('bill line missing');
    return {
      id: item.id,
      quantity: pricing.count,
      note: line.note ?? null,
      modifiers: pricing.modifiers.map((m) => ({
        id: m.id,
        group_id: m.group_id,
        quantity: m.count,
        name:
          groups.find((g) => g.id === m.group_id)?.items.find((o) => o.id === m.id)?.name ??
          'Option',
        unit_price: m.unit_price,
        sub_total: toAmount(multiply(m.unit_price, m.count * pricing.count), precision),
        items_modifer_group_item_id: m.id,
      })),
      name: item.name,
      unit_price: pricing.unit_price,
      sub_total: billed.sub_total,
      image_url: item.image_url,
      discount: billed.promotion_discount,
      is_free_item: billed.is_free_item,
      order_item_id: null,
    };
  });

  const userId = session.userId ?? 1;
  const payload: OrderPayload = {
    note: options.note ?? null,
    surcharges: [],
    items,
    cartItems,
    discounts: bill.discounts.map((d) => ({
      ...d,
      maxdiscountableAmount: coupon?.discount.maxdiscountableAmount ?? null,
      min_order_amount: coupon?.discount.min_order_amount ?? null,
      applicable_on_dinein: coupon?.discount.applicable_on_dinein ?? null,
    })),
    applied_promotions: bill.applied_promotions.map((p) => ({
      ...p,
      action_type: p.action_type as OrderPayload['applied_promotions'][number]['action_type'],
    })),
    redeemed_loyalty: bill.redeemed_loyalty,
    sub_total: bill.sub_total,
    sub_total_after_discount: bill.sub_total_after_discount,
    sub_total_tax_after_discount: bill.sub_total_tax_after_discount,
    surcharge_sub_total: bill.surcharge_sub_total,
    surcharges_breakdown: bill.surcharges_breakdown.map((s) => ({
      id: s.id,
      name: s.name,
      surcharge_type: s.surcharge_type,
      rate: s.rate,
      is_taxable: s.is_taxable,
      is_delivery_charge: s.is_delivery_charge,
      applicable_on_dinein:
        venue.menu.surcharges.find((m) => m.id === s.id)?.applicable_on_dinein ?? true,
      tax_rate_id: s.tax_rate_id,
      tax_rate: s.tax_rate,
      amount: s.amount,
    })),
    tax_total: bill.tax_total,
    total_amount: bill.total_amount,
    customer: userId,
    currency: venue.company.currency,
    is_tax_inclusive: bill.is_tax_inclusive,
    tips_amount: bill.tips_amount,
    order_promotion_discount: bill.order_promotion_discount,
    ...(payment
      ? {
          payment: {
            id: payment.id,
            payment_type: payment.payment_type,
            amount: bill.total_amount,
            name: payment.title,
            customer_id: userId,
            tip: bill.tips_amount,
          },
        }
      : {}),
    qr_source: (session.qrSource ?? 'default') as OrderPayload['qr_source'],
    covers: options.covers ?? 1,
    source: options.source ?? 'web',
    ...(session.tableId === null ? {} : { table_id: session.tableId }),
    company_id: venue.company.id,
    location_id: venue.locationId,
    customer_id: userId,
    ...options.override,
  };
  return { payload, bill, venue };
}

/**
 * A valid order payload for the diner's session: the seed's menu prices, the cafe's or Kuwait's
 * taxes and charges, the promotions that apply, an optional coupon, loyalty and tip, and the
 * total the engine computes for them. Sign the diner in first (the payload's customer is the
 * session's user).
 */
export async function buildOrderPayload(
  t: TestServer,
  diner: Diner,
  venue: 'cafe' | 'kuwait',
  lines: readonly PayloadLine[],
  options: PayloadOptions = {},
): Promise<OrderPayload> {
  return (await buildPricedPayload(t, diner, venue, lines, options)).payload;
}
