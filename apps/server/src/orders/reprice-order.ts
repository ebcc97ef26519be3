import { orderDetailsSchema } from '@tabula/api-client';
import {
  parseAmount,
  parseRate,
  pointsToMoney,
  type Discount,
  type PriceOrderInput,
} from '@tabula/engine';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { loyaltyAccounts, orders, users } from '../db/schema';
import { conflict, unprocessable } from '../http/http-error';
import { findCouponByCode, findCouponById } from './pricing/coupon-store';
import { type Venue } from '../venue/venue';
import { currentVenue } from '../venue/venue-snapshots';
import type { OrderRecord } from './order-view';
import { billFigures } from './pricing/build-order-details';
import { engineInput } from './pricing/engine-input';
import { INVALID_PROMO_CODE } from './pricing/order-coupons';
import { priceWithEngine } from './pricing/price-with-engine';
import { PRICING_KEY, readStoredPricing, type StoredPricing } from './pricing/stored-pricing';

/** A discount staff apply from the POS: a coupon code of the company, a percentage or an amount. */
export type PosDiscount =
  | { kind: 'coupon'; code: string }
  | { kind: 'percent'; rate: string }
  | { kind: 'amount'; amount: string };

/** What the POS changes on an order. */
export interface RepriceChanges {
  posDiscount?: PosDiscount;
  /** Loyalty points to redeem on the order ("0" removes the redemption). */
  posLoyaltyPoints?: string;
  /**
   * The diner's own coupon (discounts.apply on a placed, unpaid order): a coupon row id, or null
   * to remove the diner's coupon. POS discounts are kept either way.
   */
  dinerCouponId?: number | null;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** The engine discount for a POS discount (applied_from_pos: the diner cannot remove it, A§5). */
// our choice: a percentage or amount discount has no coupon row; it takes the order's id as its
// discount_id (ids only need to be unique within the order) and a name saying what it is.
async function posDiscountOf(
  db: Database,
  venue: Venue,
  order: OrderRecord,
  change: PosDiscount,
): Promise<Discount> {
  const precision = venue.company.decimal_precision;
  if (change.kind === 'coupon') {
    const coupon = await findCouponByCode(db, venue.company.id, change.code);
    if (!coupon) throw unprocessable(INVALID_PROMO_CODE, 'promo_code_invalid');
    return { ...coupon.discount, applied_from_pos: true };
  }
  const base = {
    discount_id: order.id,
    on_total: false,
    applied_from_pos: true,
    promotion_id: null,
    min_order_amount: null,
    maxdiscountableAmount: null,
    applicable_on_dinein: null,
  };
  if (change.kind === 'percent') {
    const rate = DECIMAL.test(change.rate) ? parseRate(change.rate) : null;
    if (!rate || rate.lessThanOrEqualTo(0) || rate.greaterThan(100)) {
      throw unprocessable(
        'A percentage discount must be above 0 and at most 100',
        'invalid_discount',
      );
    }
    return {
      ...base,
      discount_name: `${change.rate}% off`,
      discount_type: 'PERCENTAGE',
      discount_rate: change.rate,
    };
  }
  let amount;
  try {
    amount = parseAmount(change.amount, { precision });
  } catch {
    throw unprocessable(
      `A discount amount must be a positive amount with at most ${String(precision)} decimals`,
      'invalid_discount',
    );
  }
  if (amount.lessThanOrEqualTo(0)) {
    throw unprocessable('A discount amount must be above 0', 'invalid_discount');
  }
  return {
    ...base,
    discount_name: `${change.amount} off`,
    discount_type: 'FIXED',
    discount_rate: change.amount,
  };
}

/** The loyalty the POS redeems for the order's diner: points checked against their balance. */
async function posLoyaltyOf(
  db: Database,
  venue: Venue,
  order: OrderRecord,
  points: string,
): Promise<{ points: string; loyalty: PriceOrderInput['loyalty'] }> {
  if (!DECIMAL.test(points)) {
    throw unprocessable('Loyalty points must be a non-negative number', 'invalid_loyalty_points');
  }
  if (parseAmount(points).isZero()) return { points: '0', loyalty: null };
  const programme = venue.loyaltyProgramme;
  if (!programme || order.userId === null) {
    throw unprocessable('Loyalty is not available for this order', 'loyalty_unavailable');
  }
  const [account] = await db
    .select({ points: loyaltyAccounts.points })
    .from(loyaltyAccounts)
    .innerJoin(users, eq(users.id, loyaltyAccounts.userId))
    .where(and(eq(loyaltyAccounts.userId, order.userId), eq(users.isGuest, false)));
  if (!account) {
    throw unprocessable(
      'This diner is not a member of the loyalty programme',
      'loyalty_unavailable',
    );
  }
  if (parseAmount(account.points).lessThan(parseAmount(points))) {
    throw unprocessable(
      "Only the diner's available loyalty points can be used",
      'loyalty_exceeds_available',
      {
        available: account.points,
        redeemed: points,
      },
    );
  }
  return {
    points,
    loyalty: {
      amount: pointsToMoney(points, programme.point_value, venue.company.decimal_precision),
      as_discount: venue.company.loyalty_details.is_discount,
    },
  };
}

/**
 * Prices a stored, unpaid order again with a discount or loyalty applied from the POS
 * (applied_from_pos; spec: A§6 and B§6 POS staff apply discounts and loyalty), or with the
 * diner's coupon applied or removed (A§7 apply and remove discount), at the prices the order was
 * placed at, and stores its new order_details and total. A POS discount replaces an earlier POS
 * discount and keeps the diner's coupon; POS loyalty replaces the order's redemption. The POS
 * feature publishes order_updated afterwards.
 *
 * A table's open tab is priced again inside the transaction that holds the table's lock (`tx`),
 * keeping every line and the member who ordered it, and its version goes up by one
 * (`bumpVersion`), so a member's v2 update made against the old version is refused (B§7).
 *
 * @throws HttpError 409 order_already_paid for a paid order; 422 for an unknown coupon, a bad
 * rate or amount, loyalty the diner does not hold, or a discount the engine refuses
 */
export async function repriceOrder(
  app: AppContext,
  order: OrderRecord,
  changes: RepriceChanges,
  options: { tx?: Database; bumpVersion?: boolean } = {},
): Promise<OrderRecord> {
  const db = options.tx ?? app.db;
  if (order.paymentStatus === 'paid') {
    throw conflict('This order is already paid', 'order_already_paid');
  }
  const stored: StoredPricing = readStoredPricing(order.details);
  const venue = await currentVenue(app, db, { outletId: order.outletId, tableId: order.tableId });
  let discounts = [...(stored.input.discounts ?? [])];
  if (changes.posDiscount) {
    const pos = await posDiscountOf(db, venue, order, changes.posDiscount);
    discounts = [
      ...discounts.filter((d) => d.applied_from_pos !== true && d.discount_id !== pos.discount_id),
      pos,
    ];
  }
  if (changes.dinerCouponId !== undefined) {
    const kept = discounts.filter((d) => d.applied_from_pos === true);
    if (changes.dinerCouponId === null) discounts = kept;
    else {
      const coupon = await findCouponById(db, venue.company.id, changes.dinerCouponId);
      if (!coupon) throw unprocessable(INVALID_PROMO_CODE, 'promo_code_invalid');
      discounts = [...kept, coupon.discount];
    }
  }
  let loyaltyPoints = stored.loyalty_points;
  let loyaltyFromPos = stored.loyalty_from_pos;
  let loyalty: PriceOrderInput['loyalty'] = stored.input.loyalty ?? null;
  if (changes.posLoyaltyPoints !== undefined) {
    const redemption = await posLoyaltyOf(db, venue, order, changes.posLoyaltyPoints);
    loyaltyPoints = redemption.points;
    loyalty = redemption.loyalty;
    loyaltyFromPos = redemption.loyalty !== null;
  }
  const input = engineInput({ placed: stored.input }, { discounts, loyalty });
  const bill = priceWithEngine(input, venue);

  const details = orderDetailsSchema.parse(order.details);
  const version = options.bumpVersion === true ? order.version + 1 : order.version;
  const repriced = {
    ...details,
    ...(options.bumpVersion === true ? { version } : {}),
    ...billFigures(bill, discounts, venue.menu.surcharges),
    cartItems: details.cartItems.map((item, i) => ({
      ...item,
      applied_tax: bill.lines[i]?.tax ?? item.applied_tax,
    })),
  };
  const pricing: StoredPricing = {
    input,
    loyalty_points: loyaltyPoints,
    loyalty_from_pos: loyaltyFromPos,
  };
  const [row] = await db
    .update(orders)
    .set({
      details: { ...repriced, [PRICING_KEY]: pricing },
      totalAmount: bill.total_amount,
      version,
      updatedAt: app.now(),
    })
    .where(
      and(
        eq(orders.id, order.id),
        ne(orders.paymentStatus, 'paid'),
        eq(orders.version, order.version),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (current?.paymentStatus === 'paid') {
      throw conflict('This order is already paid', 'order_already_paid');
    }
    // The tab changed (a member added to it) between reading the order and writing it.
    throw conflict(
      'The order has changed since it was read. Please review it and try again.',
      'order_version_conflict',
    );
  }
  return row;
}
