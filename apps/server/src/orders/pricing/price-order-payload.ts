import {
  checkOrderPayload,
  orderPayloadVariant,
  type OrderPayloadStage,
  type Discount,
  type OrderDetails,
  type OrderPayload,
  type QrSource,
} from '@tabula/api-client';
import { parseAmount, type Bill, type PriceOrderInput } from '@tabula/engine';
import type { AppContext } from '../../app-context';
import { describeIssues } from '../../http/describe-issues';
import { unauthorized, unprocessable } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import { promotionsForSession } from '../../session/checkout-state';
import { outletTime, type Venue } from '../../venue/venue';
import { buildOrderDetails } from './build-order-details';
import { engineInput } from './engine-input';
import { engineMenu, priceFromMenu } from './menu-lines';
import { orderCoupons } from './order-coupons';
import { checkBillLimits, checkQuantityLimits } from './order-limits';
import { priceWithEngine } from './price-with-engine';
import { sessionLoyalty } from './session-loyalty';
import type { StoredPricing } from './stored-pricing';
import { toPayloadCart } from './to-cart';

/** The text and error id of a client total that is not the server's. spec: B§8 payment failures. */
export const TOTAL_MISMATCH_MESSAGE = 'The order total has changed. Please review your order.';

/** An order priced by the server: what to store, and the figures the payment calls need. */
export interface PricedOrder {
  /** The contract's order_details as stored on the order (payments empty). */
  details: OrderDetails;
  bill: Bill;
  totalAmount: string;
  tipsAmount: string;
  /** Loyalty redeemed, as money. */
  redeemedLoyalty: string;
  /** The session's qr_source. */
  qrSource: string | null;
  /** The loyalty points the redemption uses ("0" for none); createOrder takes them off the balance. */
  redeemedPoints: string;
  /** What priced the order, kept with it so it can be priced again (repriceOrder). */
  pricing: StoredPricing;
}

/** Options of {@link priceOrderPayload}. */
export interface PricingOptions {
  /** The payment type the order is paid with (cash, stripe_connect, ...), or null when not known. */
  paymentType: string | null;
  /** `'validation'` (orders/validate, before a payment is chosen) lets the payment be absent. */
  stage?: OrderPayloadStage;
}

function assertSameVenue(session: SessionRecord, venue: Venue, payload: OrderPayload): void {
  const companies = [payload.company_id, payload.byod_company_id ?? venue.company.id];
  const locations = [payload.location_id, payload.byod_location_id ?? venue.locationId];
  if (
    companies.some((id) => id !== venue.company.id) ||
    locations.some((id) => id !== venue.locationId)
  ) {
    throw unprocessable(
      'This order is for another restaurant than the one you scanned',
      'venue_mismatch',
      {
        company_id: venue.company.id,
        location_id: venue.locationId,
      },
    );
  }
  if ((payload.table_id ?? null) !== session.tableId) {
    throw unprocessable(
      'This order is for another table than the one you scanned',
      'table_mismatch',
      {
        table_id: session.tableId,
      },
    );
  }
  if (payload.qr_source && session.qrSource && payload.qr_source !== session.qrSource) {
    throw unprocessable('This order does not match the QR code you scanned', 'qr_source_mismatch', {
      qr_source: session.qrSource,
    });
  }
  if (payload.currency !== venue.company.currency) {
    throw unprocessable(`Prices here are in ${venue.company.currency}`, 'currency_mismatch', {
      currency: venue.company.currency,
    });
  }
}

function assertPaymentType(session: SessionRecord, venue: Venue, paymentType: string | null): void {
  if (paymentType === null) return;
  if (!venue.paymentTypes.some((type) => type.payment_type === paymentType)) {
    throw unprocessable('This payment method is not available here', 'payment_type_unavailable', {
      payment_type: paymentType,
    });
  }
  // spec: B§4, at a table cash is removed from the options; B§8 cash-only with dine_pf.
  if (paymentType === 'cash' && session.tableId !== null) {
    throw unprocessable(
      'Unable to place order. Please contact the restaurant or try again later.',
      'cash_only_dine_pf',
    );
  }
}

/**
 * The payload's tip as the engine takes it: an amount at the company's precision, null for none.
 *
 * @throws HttpError 422 invalid_tip for a malformed tip, or a tip where tips are off (B§5)
 */
export function tipOf(venue: Venue, tipsAmount: string): PriceOrderInput['tip'] {
  const precision = venue.company.decimal_precision;
  let tip;
  try {
    tip = parseAmount(tipsAmount, { precision });
  } catch {
    throw unprocessable(
      `tips_amount must be an amount with at most ${String(precision)} decimals`,
      'invalid_tip',
    );
  }
  if (tip.isZero()) return null;
  // spec: B§5, tips need the company has_tips flag.
  if (!venue.company.has_tips) throw unprocessable('Tips are not accepted here', 'invalid_tip');
  return { amount: tipsAmount };
}

/**
 * Prices an order payload on the server; nothing the client computed is trusted. In order: the
 * pre-placement check of the session's variant (A§5), the payload's company, location, table,
 * currency and customer against the session, the payment type, the cart against the live menu
 * (stock, re-match at the outlet's time, modifier rules, menu prices: A§4, A§5, A§8), the
 * promotions the session may take, the session's coupon (A§5), the session's loyalty (A§5), the
 * tip (B§5), the engine's bill for the mode (dine-in with a table, else walk-in) and payment
 * provider (B§9 service charge), and last the payload's total_amount against the bill's. The
 * outlet's order limits are checked twice: the units before pricing, the amount and the tip on
 * the bill (order-limits.ts).
 *
 * @throws HttpError 401 without a signed-in diner; 422 with the error id the app's catalogue
 * maps (out_of_stock_error, cart_items_not_in_menu, invalid_modifier_selection,
 * coupon_below_minimum_order, order_total_amount_mismatch with details {expected, received},
 * line_quantity_limit, order_item_limit, order_amount_limit, tip_limit, ...)
 */
export async function priceOrderPayload(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  payload: OrderPayload,
  options: PricingOptions,
): Promise<PricedOrder> {
  const check = checkOrderPayload(
    payload,
    orderPayloadVariant(session.qrSource as QrSource | null),
    options.stage ?? 'placement',
  );
  if (!check.ok) {
    app.log.warn({ issues: check.issues }, check.message);
    throw unprocessable(
      `The order cannot be placed: ${describeIssues(check.issues, 'order_details')}`,
      'invalid_order_payload',
      { issues: check.issues.map(({ path, message }) => ({ path, message })) },
    );
  }
  // spec: A§6, a visitor must sign in (or check out as a guest) before placing an order.
  if (session.userId === null) {
    throw unauthorized('Please sign in to place your order', 'sign_in_required');
  }
  if (
    payload.customer !== session.userId ||
    (payload.customer_id ?? session.userId) !== session.userId
  ) {
    throw unprocessable('This order is for another customer', 'customer_mismatch');
  }
  assertSameVenue(session, venue, payload);
  assertPaymentType(session, venue, options.paymentType);

  const precision = venue.company.decimal_precision;
  const limits = venue.outlet.order_limits;
  checkQuantityLimits(payload.cartItems, limits);
  const menuLines = priceFromMenu(
    toPayloadCart(payload.cartItems, engineMenu(venue.menu), precision),
    venue.menu,
    venue.outOfStock,
    outletTime(venue.timeZone, app.now()),
    precision,
  );
  const promotions = promotionsForSession(venue.promotions, session);
  const coupons: Discount[] = await orderCoupons(app.db, session, venue.company.id, payload);
  const loyalty = await sessionLoyalty(
    app.db,
    session,
    venue,
    payload.redeemed_loyalty,
    options.paymentType,
  );
  const input = engineInput(
    {
      new: {
        venue,
        session,
        lines: menuLines.map((menuLine) => menuLine.line),
        promotions,
        tip: tipOf(venue, payload.tips_amount),
        paymentType: options.paymentType,
      },
    },
    {
      discounts: coupons,
      loyalty: loyalty ? { amount: loyalty.amount, as_discount: loyalty.asDiscount } : null,
    },
  );
  const bill = priceWithEngine(input, venue);
  checkBillLimits(bill, limits);

  // spec: B§8, a client total that is not the server's is refused (order_total_amount_mismatch).
  if (!parseAmount(payload.total_amount).equals(parseAmount(bill.total_amount))) {
    throw unprocessable(TOTAL_MISMATCH_MESSAGE, 'order_total_amount_mismatch', {
      expected: bill.total_amount,
      received: payload.total_amount,
    });
  }
  const details = buildOrderDetails({
    payload,
    bill,
    menuLines,
    coupons,
    promotions,
    surcharges: venue.menu.surcharges,
  });
  return {
    details,
    bill,
    totalAmount: bill.total_amount,
    tipsAmount: bill.tips_amount,
    redeemedLoyalty: bill.redeemed_loyalty,
    qrSource: session.qrSource,
    redeemedPoints: loyalty?.points ?? '0',
    pricing: { input, loyalty_points: loyalty?.points ?? '0', loyalty_from_pos: false },
  };
}
