import type { Amount, AmountInput, RateInput } from '../money/types';

/**
 * A customer's loyalty balance and the programme's limits (spec: ordering-menu-account §3,
 * Loyalty), all in points. Points are not money, so numbers are accepted; the programme's
 * point_value converts between the two (`pointsToMoney`, `moneyToPoints`).
 */
export interface LoyaltyBalance {
  /** Points available. */
  customer_loyalty: RateInput;
  /** Fewest points a customer must hold to redeem; 0 or absent for none. */
  min_redeem_value?: RateInput | null;
  /** Most points one redemption may use; 0 or absent for no limit. */
  max_redeem_value?: RateInput | null;
}

/**
 * The order limit for check 3 (spec: ordering-menu-account §5, loyalty redemption): outside
 * open-tab mode, the cart total before loyalty; in open-tab mode, the order's maximum loyalty.
 * The check compares it with the points as it is: a caller whose points are not worth one unit of
 * currency each gives the limit in points (convert the money with `moneyToPoints`).
 */
export type LoyaltyOrderLimit =
  | {
      mode: 'standard';
      subTotal: AmountInput;
      surchargeSubTotal: AmountInput;
      /** Every discount on the order (promotions and coupons). */
      discountTotal: AmountInput;
    }
  | {
      mode: 'open_tab';
      /** The most loyalty this open-tab order may take. */
      maxLoyalty: AmountInput;
    };

/** Input of {@link checkLoyaltyRedemption}. */
export interface LoyaltyRedemptionInput {
  /** What the diner typed. */
  amount: string;
  loyalty: LoyaltyBalance;
  order: LoyaltyOrderLimit;
  /** Decimal places, 0 to 3 (default 2). */
  precision?: number | null;
}

/** Why a redeem amount is refused; each carries the numbers its message needs. */
export type LoyaltyRejection =
  | { reason: 'empty' }
  | { reason: 'invalid_format' }
  | { reason: 'too_many_decimals'; precision: number }
  | { reason: 'exceeds_available'; available: Amount }
  | { reason: 'exceeds_max_redeem'; max: Amount }
  | { reason: 'exceeds_order_total'; max: Amount }
  | { reason: 'exceeds_order_max_loyalty'; max: Amount }
  | { reason: 'below_min_redeem'; min: Amount; available: Amount };

/** A loyalty rejection reason. */
export type LoyaltyRejectionReason = LoyaltyRejection['reason'];

/** The verdict of {@link checkLoyaltyRedemption}. */
export type LoyaltyRedemptionResult =
  { accepted: true; amount: Amount } | ({ accepted: false } & LoyaltyRejection);

/** The result of {@link parseRedeemAmount}. */
export type ParsedRedeemAmount =
  | { ok: true; amount: Amount }
  | ({ ok: false } & Extract<
      LoyaltyRejection,
      { reason: 'empty' | 'invalid_format' | 'too_many_decimals' }
    >);

/** Which side of the loyalty programme an order is on. */
export type LoyaltyMode = 'dine_in' | 'walk_in';

/**
 * The company's loyalty settings (spec: ordering-menu-account §3, Company loyalty_details): the
 * flags per mode, and the same flags as a settings form.
 */
export interface LoyaltyDetails {
  enabled_for_walkin?: boolean | null;
  enabled_for_dinein?: boolean | null;
  is_discount?: boolean | null;
  form?: {
    walkin?: { enabled?: boolean | null } | null;
    dinein?: { enabled?: boolean | null } | null;
  } | null;
}
