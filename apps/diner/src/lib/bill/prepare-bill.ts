import type { Promotion } from '@tabula/api-client';
import {
  freeItemGrants,
  toPricingLines,
  type Cart,
  type CartLine,
  type Discount,
  type PriceOrderInput,
  type TipInput,
} from '@tabula/engine';
import { redeemedLoyalty } from '../loyalty/redeemed-loyalty';
import type { CouponState } from '../promotions/coupon-atoms';
import { applicablePromotions } from '../promotions/applicable-promotions';
import { findPromoCode } from '../promotions/find-promo-code';
import { freeItemLines } from '../promotions/free-item-lines';
import { appliedPromoCode, type PromoCodeState } from '../promotions/promo-code-machine';
import type { BillSource } from './bill-source';
import { buildPriceOrderInput } from './build-price-order-input';
import { serviceMode } from './service-mode';

/** The state a bill is priced from. */
export interface BillState {
  cart: Cart;
  source: BillSource;
  promoCode: PromoCodeState;
  coupon: CouponState;
  /** The tip chosen on the checkout; none on the cart screen. */
  tip?: TipInput | null;
}

/** The engine's input with what went into it, for the screen and the order payload. */
export interface PreparedBill {
  input: PriceOrderInput;
  /** Every line priced, in the bill's order: the diner's lines, then the free items. */
  lines: CartLine[];
  /** The free-item cart the promotions grant now (A§4). */
  freeLines: CartLine[];
  /** The diner's coupon and the POS discounts given to the bill. */
  discounts: Discount[];
  /** The promotion the applied promo code unlocked, if any. */
  unlockedPromotion: Promotion | null;
}

/**
 * Gathers everything that prices the order: the automatic promotions and the one the applied promo
 * code unlocked, the free items they grant (from the engine's freeItemGrants), the diner's coupon
 * and the POS discounts of the running order, the loyalty redeemed, and the mode from the session.
 */
export function prepareBill({
  cart,
  source,
  promoCode,
  coupon,
  tip = null,
}: BillState): PreparedBill {
  const precision = source.company.decimal_precision;
  const code = appliedPromoCode(promoCode);
  const unlockedPromotion =
    code === null ? null : (findPromoCode(source.promotions, code)?.promotion ?? null);
  const promotions = applicablePromotions(source.promotions, unlockedPromotion?.id ?? null);
  // spec: A§4 Promotions, free-item promotions add items; the engine says which and how many.
  const grants = freeItemGrants(toPricingLines(cart), promotions, precision);
  const freeLines = freeItemLines(grants, source.menu, precision, cart.updated_at);
  // spec: A§5, a POS discount stays on the order (the diner cannot remove it).
  const posDiscounts: Discount[] = (source.order?.order_details.discounts ?? []).filter(
    (discount) => discount.applied_from_pos,
  );
  const discounts: Discount[] = [
    ...(coupon.status === 'applied' ? [coupon.discount] : []),
    ...posDiscounts,
  ];
  const input = buildPriceOrderInput({
    cart,
    freeLines,
    menu: source.menu,
    currency: source.company.currency,
    precision,
    mode: serviceMode(source.session),
    dineMode: source.session.dine_mode,
    promotions,
    discounts,
    loyalty: redeemedLoyalty(source.loyalty, source.company, precision),
    tip,
  });
  return { input, lines: [...cart.lines, ...freeLines], freeLines, discounts, unlockedPromotion };
}
