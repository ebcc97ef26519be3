import type { Decimal } from '../money/decimal';
import type { Amount, AmountInput, RateInput } from '../money/types';

/**
 * A discount: a coupon the diner applied, or a discount staff applied from the POS
 * (spec: ordering-menu-account §3, Discount). In coupon responses discount_type is a word; in an
 * order payload it is 1 (percentage) or 2 (fixed). Both are accepted, the words in any case
 * (see {@link discountTypeCode}).
 */
export interface Discount {
  discount_id: number;
  discount_name: string;
  discount_type: 'PERCENTAGE' | 'FIXED' | 'percentage' | 'fixed' | 1 | 2;
  /** Percent for a percentage discount, the amount for a fixed one. */
  discount_rate: RateInput;
  /** Cap on the discount, when set and above zero. */
  maxdiscountableAmount?: Amount | null;
  min_order_amount?: Amount | null;
  /** Whether the surcharge subtotal counts in the eligible base. */
  on_total?: boolean;
  /** Applied by staff from the POS: the diner cannot remove it. */
  applied_from_pos?: boolean;
  promotion_id?: number | null;
  applicable_on_dinein?: boolean | null;
}

/** A discount type as an order payload writes it: 1 percentage, 2 fixed. */
export type DiscountTypeCode = 1 | 2;

/**
 * How the bill is being paid when a coupon is applied (spec: tables-payments-split §5, coupon
 * base): the whole bill, a manual (item-wise) selection, or an equal share.
 */
export type CouponSplit =
  | { type: 'none' }
  | {
      type: 'manual';
      /** Subtotal of the items this diner selected. */
      selectedSubTotal: AmountInput;
      /**
       * Surcharges on this diner's selection, when known (e.g. from `itemwiseShare`). When absent
       * the whole surcharge subtotal counts, as the spec words it.
       */
      selectedSurchargeSubTotal?: AmountInput | null;
    }
  | {
      type: 'equal';
      /** Number of equal splits, 2 to 99 (default 2). */
      count?: number | null;
    };

/** Input of {@link couponBase}. */
export interface CouponBaseInput {
  /** The order subtotal (items after item promotions). */
  subTotal: AmountInput;
  /** The surcharge subtotal. */
  surchargeSubTotal: AmountInput;
  /** The discount's on_total flag: surcharges count in the base. */
  onTotal: boolean;
  /** The split in progress; none when absent. */
  split?: CouponSplit | null;
}

/**
 * The eligible base of a coupon, exact: `total ÷ shares` (shares is the equal-split count, 1
 * otherwise). Kept as a fraction so the discount multiplies before it divides.
 */
export interface CouponBase {
  /** The subtotal (or selection), plus the surcharges for on_total, before any split. */
  total: Decimal;
  /** 1, or the number of equal splits. */
  shares: number;
}

/** Why a coupon was refused; the same words as the bill's RejectedDiscount. */
export type CouponRejectionReason = 'below_min_order_amount' | 'exceeds_eligible_amount';

/** The verdict of {@link evaluateCoupon}. */
export type CouponEvaluation =
  | {
      accepted: true;
      discount_id: number;
      discount_type: DiscountTypeCode;
      /** The discount, capped and quantized half up to the precision. */
      discountedAmount: Amount;
    }
  | {
      accepted: false;
      discount_id: number;
      reason: CouponRejectionReason;
      /**
       * The amount to print in the message, after the currency code: min_order_amount for
       * below_min_order_amount; for exceeds_eligible_amount the eligible amount, that is the
       * eligible base, or what is left of it after earlier discounts when less (rounded half up).
       */
      amount: Amount;
    };

/** A coupon rejection message, ready to show and to translate. */
export interface CouponMessage {
  /** Translation key. */
  key: 'coupon.orders_above' | 'coupon.orders_below';
  /** Values for the key's placeholders; amount already formatted. */
  params: { currency: string; amount: string };
  /** The English text of the spec. */
  text: string;
}
