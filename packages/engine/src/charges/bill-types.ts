import type { Amount, Precision } from '../money/types';
import type { PricingLine } from '../cart/types';
import type { Discount } from '../coupons/types';
import type { Promotion } from '../promotions/types';
import type { DineMode, ServiceMode, Surcharge, TipInput } from './types';

/** Everything {@link priceOrder} needs to price an order. */
export interface PriceOrderInput {
  currency: string;
  /** The company's decimal_precision, 0 to 3 (default 2). */
  precision?: number | null;
  /** The menu's is_tax_inclusive: prices include their taxes. */
  is_tax_inclusive: boolean;
  /** Dine-in or walk-in: picks the surcharges that apply. */
  mode: ServiceMode;
  /**
   * At a counter, the diner's Eat In or Take Out (A§3 Session dine_mode): an order eaten in
   * takes no delivery charge (packaging). Absent or null when the outlet does not ask.
   */
  dine_mode?: DineMode | null;
  lines: PricingLine[];
  /** The menu's surcharges; those not applicable to the mode are ignored. */
  surcharges?: Surcharge[];
  /** Promotions available to this order. */
  promotions?: Promotion[];
  /** Coupons and POS discounts applied. */
  discounts?: Discount[];
  /** Loyalty redeemed, as an amount of money. */
  loyalty?: { amount: Amount; as_discount: boolean } | null;
  tip?: TipInput | null;
  /**
   * The chosen payment provider's payment_type (e.g. `stripe_connect`): a surcharge named for it
   * is its card service charge (spec: tables-payments-split §9) and applies only then.
   */
  payment_provider?: string | null;
}

/** A priced line of the bill, in the order of the input lines. */
export interface BilledLine {
  id: string;
  item_id: number;
  count: number;
  /** The customer who ordered the line (group orders), when known. */
  customer: number | null;
  /** Already placed on a dine-in order. */
  placed_item: boolean;
  /** Price of one unit with its modifiers. */
  unit_price: Amount;
  /** unit_price × count: itemTotalBeforePromotion. */
  total_before_promotion: Amount;
  /** The item-level promotion this line took, if any. */
  applied_promotion_id: number | null;
  applied_promotion_priority: number | null;
  /** Discount of that promotion on this line. */
  promotion_discount: Amount;
  /** total_before_promotion − promotion_discount: the cart item's sub_total. */
  sub_total: Amount;
  /** This line's part of the order-level promotion, discounts and loyalty-as-discount. */
  order_discount_share: Amount;
  /** This line's part of the tax total (included in its price when tax-inclusive). */
  tax: Amount;
  is_free_item: boolean;
}

/** A surcharge on the bill. */
export interface BilledSurcharge {
  id: number;
  name: string;
  /** 1 percentage, 2 fixed, as an order payload writes it. */
  surcharge_type: 1 | 2;
  rate: string;
  /** The charge before any delivery promotion or on_total discount. */
  amount_before_discount: Amount;
  /** Taken off by a delivery promotion or by the part of an on_total discount above the items. */
  discount: Amount;
  /** What the diner pays for it (before its tax when tax-exclusive). */
  amount: Amount;
  tax: Amount;
  is_taxable: boolean;
  is_delivery_charge: boolean;
  tax_rate_id: number | null;
  tax_rate: string | null;
  /** True for the card-provider service charge. */
  is_service_charge: boolean;
}

/** A coupon or POS discount on the bill. */
export interface BilledDiscount {
  discount_id: number;
  discount_name: string;
  /** 1 percentage, 2 fixed, as an order payload writes it. */
  discount_type: 1 | 2;
  discount_rate: string;
  discountedAmount: Amount;
  on_total: boolean;
  applied_from_pos: boolean;
  promotion_id: number | null;
}

/** A discount the engine refused, with the reason to show. */
export interface RejectedDiscount {
  discount_id: number;
  reason: 'below_min_order_amount' | 'exceeds_eligible_amount';
  /** The amount to print in the message, after the currency code. */
  amount: Amount;
}

/** One tax across the bill. */
export interface BilledTax {
  id: number;
  name: string;
  rate: string;
  amount: Amount;
}

/** A promotion that took effect. */
export interface AppliedPromotion {
  promotion_id: number;
  name: string;
  priority: number;
  action_type: string;
  /** Money it took off (zero for earn_loyalty). */
  amount: Amount;
  /** The lines it applied to (empty for order and delivery promotions). */
  line_ids: string[];
}

/**
 * The priced order: every money field of the order payload (spec: tables-payments-split §3),
 * quantized to the precision, so no other package computes money.
 */
export interface Bill {
  currency: string;
  precision: Precision;
  is_tax_inclusive: boolean;
  lines: BilledLine[];
  /** Σ line sub_total: items after item-level promotions, before order-level discounts. */
  sub_total: Amount;
  order_promotion_discount: Amount;
  order_promotion_id: number | null;
  discounts: BilledDiscount[];
  rejected_discounts: RejectedDiscount[];
  redeemed_loyalty: Amount;
  loyalty_as_discount: boolean;
  /** sub_total − order promotion − discounts on items − loyalty when it counts as a discount. */
  sub_total_after_discount: Amount;
  /** Tax on the items after discounts. */
  sub_total_tax_after_discount: Amount;
  surcharges_breakdown: BilledSurcharge[];
  /** Σ surcharge amounts after their discounts, before their tax. */
  surcharge_sub_total: Amount;
  taxes_breakdown: BilledTax[];
  /** Item tax plus surcharge tax. Included in prices (and hidden) when tax-inclusive. */
  tax_total: Amount;
  tips_amount: Amount;
  /** What the diner pays. */
  total_amount: Amount;
  /** Points promised by earn_loyalty promotions. */
  earned_loyalty: string;
  applied_promotions: AppliedPromotion[];
}
