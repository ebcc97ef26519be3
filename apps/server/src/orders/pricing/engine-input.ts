import type { Promotion, Surcharge } from '@tabula/api-client';
import type {
  PriceOrderInput,
  Promotion as EnginePromotion,
  Surcharge as EngineSurcharge,
} from '@tabula/engine';
import { sessionDineMode } from '../../session/dine-mode';
import type { SessionRecord } from '../../session/session-store';
import type { Venue } from '../../venue/venue';

/** An order about to be placed: where, what, and how it is paid. */
export interface NewOrder {
  venue: Venue;
  /** Where it is placed: a diner's session, or a table's bill opened from the POS. */
  session: Pick<SessionRecord, 'tableId' | 'dineMode'>;
  /** The cart's lines at the menu's prices (menu-lines.ts). */
  lines: PriceOrderInput['lines'];
  /** The promotions the session may take. */
  promotions: Promotion[];
  tip: PriceOrderInput['tip'];
  /** The payment type the order is paid with, or null when not known yet. */
  paymentType: string | null;
}

/** What comes off an order's bill: its discounts (coupons, POS discounts) and loyalty as money. */
export interface OrderReductions {
  discounts: NonNullable<PriceOrderInput['discounts']>;
  loyalty: PriceOrderInput['loyalty'];
}

/**
 * A promotion as the engine reads it: the diner's texts (its description, its translations) stay
 * on the venue's menu, out of the engine's input and so out of every order's stored pricing,
 * which every later read and write of the order carries (docs/performance.md).
 */
function enginePromotion(promotion: Promotion): EnginePromotion {
  const { id, name, priority, promo_type, coupon_codes, condition, action } = promotion;
  return { id, name, priority, promo_type, coupon_codes, condition, action };
}

/** A surcharge as the engine reads it: without its translations and its taxes list. */
function engineSurcharge(surcharge: Surcharge): EngineSurcharge {
  const { id, name, type, value, applicable_on_dinein, applicable_on_walkin } = surcharge;
  const { is_taxable, is_delivery_charge, tax_rate_id, tax_rate } = surcharge;
  return {
    id,
    name,
    type,
    value,
    applicable_on_dinein,
    applicable_on_walkin,
    is_taxable,
    is_delivery_charge,
    tax_rate_id,
    tax_rate,
  };
}

/**
 * The engine's input (PriceOrderInput) for an order; the one place the server builds it.
 * - A new order (priceOrderPayload): the venue's currency, precision, tax mode and surcharges,
 *   the session's mode (dine-in at a table, else walk-in) and dine mode, and the order's lines,
 *   promotions, tip and payment type; the surcharges and promotions with the fields the engine
 *   reads only.
 * - A placed order priced again (repriceOrder): the input it was placed with, so it keeps the
 *   prices, promotions and tip it was placed at.
 * Either takes the discounts and loyalty given.
 */
export function engineInput(
  order: { new: NewOrder } | { placed: PriceOrderInput },
  reductions: OrderReductions,
): PriceOrderInput {
  if ('placed' in order) {
    return { ...order.placed, discounts: reductions.discounts, loyalty: reductions.loyalty };
  }
  const { venue, session } = order.new;
  return {
    currency: venue.company.currency,
    precision: venue.company.decimal_precision,
    is_tax_inclusive: venue.menu.is_tax_inclusive,
    mode: session.tableId === null ? 'walk_in' : 'dine_in',
    dine_mode: sessionDineMode(session),
    lines: order.new.lines,
    surcharges: venue.menu.surcharges.map(engineSurcharge),
    promotions: order.new.promotions.map(enginePromotion),
    discounts: reductions.discounts,
    loyalty: reductions.loyalty,
    tip: order.new.tip,
    payment_provider: order.new.paymentType,
  };
}
