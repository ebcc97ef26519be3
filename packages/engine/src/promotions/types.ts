import type { Amount, RateInput } from '../money/types';

/** Items and categories a promotion condition or action targets. */
export interface PromotionTarget {
  items?: number[];
  categories?: number[];
}

/** The action types of spec: ordering-menu-account §3, Promotion. */
export const PROMOTION_ACTION_TYPES = [
  'gets_value_discount',
  'gets_percent_discount',
  'gets_percent_discount_on_order',
  'gets_value_discount_on_order',
  'pay_fixed_price',
  'earn_loyalty',
  'gets_percent_discount_on_item',
  'gets_value_discount_on_item',
  'gets_free_item',
  'gets_free_delivery',
  'gets_percent_delivery_discount',
  'gets_value_delivery_discount',
] as const;

/** A promotion action type. */
export type PromotionActionType = (typeof PROMOTION_ACTION_TYPES)[number];

/** The condition types of spec: ordering-menu-account §3, Promotion. */
export const PROMOTION_CONDITION_TYPES = [
  'buys_specific_items',
  'buys_for_specific_amount',
] as const;

/** A promotion condition type. */
export type PromotionConditionType = (typeof PROMOTION_CONDITION_TYPES)[number];

/** A promotion (spec: ordering-menu-account §3, Promotion). */
export interface Promotion {
  id: number;
  name: string;
  description?: string | null;
  /** Lower number = higher priority (1 is the first); see docs/engine.md. */
  priority: number;
  promo_type: 'basic' | 'advanced';
  coupon_codes?: { code: string; id: number }[];
  condition: {
    type: PromotionConditionType;
    include?: PromotionTarget | null;
    exclude?: PromotionTarget | null;
    min_qty?: number | null;
    max_qty?: number | null;
    min_price?: Amount | null;
    bundle_discount?: unknown;
  };
  action: {
    type: PromotionActionType;
    /** Percent for percent actions, an amount for value and fixed-price actions, points for earn_loyalty. */
    value?: RateInput | null;
    max_discount_value?: Amount | null;
    /** Units the action applies to (free items granted, units discounted). */
    quantity?: number | null;
    include?: PromotionTarget | null;
    exclude?: PromotionTarget | null;
    price_modifiers?: unknown;
    bundle_discount?: unknown;
    /** Stock movement of free items; defaults to 'sold'. */
    movement_type?: string | null;
    /** The delivery surcharge a delivery action targets; all delivery surcharges when absent. */
    surcharge?: { id: number } | null;
  };
}
