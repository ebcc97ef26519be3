import type { Amount, RateInput } from '../money/types';

/**
 * A discount: a coupon the diner applied, or a discount staff applied from the POS
 * (spec: ordering-menu-account §3, Discount). In coupon responses discount_type is a word; in an
 * order payload it is 1 (percentage) or 2 (fixed). Both are accepted.
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
