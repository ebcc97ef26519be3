import type { DiscountState } from '../../coupons/take-discount';
import type { Decimal } from '../../money/decimal';
import type { Precision } from '../../money/types';
import type { ItemPromotionResult } from '../../promotions/apply-item-promotions';
import type { OrderPromotionResult } from '../../promotions/apply-order-promotions';
import type { BilledDiscount, PriceOrderInput, RejectedDiscount } from '../bill-types';
import type { Surcharge } from '../types';

export type { DiscountState };

/** What every step of {@link priceOrder} reads: the input and its checked precision. */
export interface PriceOrderContext {
  input: PriceOrderInput;
  precision: Precision;
}

/** The result of {@link priceLines}: the lines, exact, after their item promotions. */
export interface PricedLines {
  /** Line indexes sorted by line id: allocations run in this order. */
  canonical: number[];
  itemPromotions: ItemPromotionResult;
  /** Per input line: unit price with modifiers. */
  unitPrices: Decimal[];
  /** Per input line: unit price × count (total_before_promotion). */
  lineTotals: Decimal[];
  /** Per input line: line total − its item promotion (sub_total). */
  lineSubTotals: Decimal[];
  /** Σ lineSubTotals. */
  subTotal: Decimal;
}

/** The result of {@link chargeSurcharges}. */
export interface ChargedSurcharges {
  /** The surcharges that apply to the mode and payment provider. */
  surcharges: Surcharge[];
  /** Per surcharge: its kind, rate and amount before discounts (rounded once, Q3). */
  charged: { kind: 1 | 2; rate: Decimal; amount: Decimal }[];
}

/** The result of {@link applyDiscounts}. */
export interface AppliedDiscounts extends DiscountState {
  orderPromotions: OrderPromotionResult;
  /** The order promotion's discount, at most the subtotal. */
  orderPromotionDiscount: Decimal;
  discounts: BilledDiscount[];
  rejected: RejectedDiscount[];
}

/** The result of {@link redeemLoyalty}. */
export interface RedeemedLoyalty extends DiscountState {
  loyalty: Decimal;
  asDiscount: boolean;
  /** Everything taken off the items: sub_total − sub_total_after_discount. */
  itemDiscount: Decimal;
}
