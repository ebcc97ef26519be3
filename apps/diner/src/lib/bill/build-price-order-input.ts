import type { Menu, Promotion } from '@tabula/api-client';
import {
  toPricingLine,
  toPricingLines,
  type Cart,
  type CartLine,
  type DineMode,
  type Discount,
  type PriceOrderInput,
  type ServiceMode,
  type TipInput,
} from '@tabula/engine';
import type { LoyaltyRedemption } from '../loyalty/redeemed-loyalty';

/** Everything that prices the diner's order on /order-details. */
export interface BillInputs {
  /** The diner's cart (engine cart lines with their price snapshots). */
  cart: Cart;
  /** The free-item lines the promotions grant (see freeItemLines). */
  freeLines: readonly CartLine[];
  menu: Pick<Menu, 'surcharges' | 'is_tax_inclusive'>;
  currency: string;
  precision: number;
  mode: ServiceMode;
  /** At a counter, Eat In or Take Out (an order eaten in takes no packaging); null if not asked. */
  dineMode: DineMode | null;
  /** The promotions the order may take: the automatic ones and the one a promo code unlocked. */
  promotions: readonly Promotion[];
  /** The diner's coupon and the POS discounts, in that order. */
  discounts: readonly Discount[];
  loyalty: LoyaltyRedemption | null;
  /** The tip chosen on the checkout, if any. */
  tip?: TipInput | null;
}

/**
 * Turns the cart, the configuration and the promotion, coupon and loyalty state into the input of
 * the engine's priceOrder. The tip comes from the checkout; the
 * checkout prices its payment provider on top (priceWithProvider).
 */
export function buildPriceOrderInput(inputs: BillInputs): PriceOrderInput {
  return {
    currency: inputs.currency,
    precision: inputs.precision,
    is_tax_inclusive: inputs.menu.is_tax_inclusive,
    mode: inputs.mode,
    dine_mode: inputs.dineMode,
    lines: [...toPricingLines(inputs.cart), ...inputs.freeLines.map(toPricingLine)],
    surcharges: [...inputs.menu.surcharges],
    promotions: [...inputs.promotions],
    discounts: [...inputs.discounts],
    loyalty:
      inputs.loyalty === null
        ? null
        : { amount: inputs.loyalty.amount, as_discount: inputs.loyalty.asDiscount },
    tip: inputs.tip ?? null,
    payment_provider: null,
  };
}
