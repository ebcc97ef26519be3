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
  /**
   * Lower number = higher priority (1 is the first); ties go to `basic` before `advanced`, then
   * to the lower id. See docs/engine.md, promotions.
   */
  priority: number;
  promo_type: 'basic' | 'advanced';
  coupon_codes?: { code: string; id: number }[];
  condition: {
    type: PromotionConditionType;
    include?: PromotionTarget | null;
    exclude?: PromotionTarget | null;
    /** Least units (sets, for a bundle) of the matched items: default 1, or 0 for an amount condition. */
    min_qty?: number | null;
    /** Most units (sets) the promotion discounts; buying more never makes the condition fail. */
    max_qty?: number | null;
    /** Least spend on the matched items; required by buys_for_specific_amount. */
    min_price?: Amount | null;
    /**
     * When true, the include lists form a set (one unit of each listed item and one unit from
     * each listed category) and the promotion counts and discounts whole sets.
     */
    bundle_discount?: boolean | null;
  };
  action: {
    type: PromotionActionType;
    /** Percent for percent actions, an amount for value and fixed-price actions, points for earn_loyalty. */
    value?: RateInput | null;
    max_discount_value?: Amount | null;
    /** Most units (sets) the action discounts; for gets_free_item, the units granted (default 1). */
    quantity?: number | null;
    include?: PromotionTarget | null;
    exclude?: PromotionTarget | null;
    /** Not read by the engine: modifiers follow their item (see docs/engine.md, promotions). */
    price_modifiers?: unknown;
    /** Same as condition.bundle_discount: either one turns the promotion into a set deal. */
    bundle_discount?: boolean | null;
    /** Stock movement of free items; defaults to 'sold'. */
    movement_type?: string | null;
    /** The delivery surcharge a delivery action targets; all delivery surcharges when absent. */
    surcharge?: { id: number } | null;
  };
}

/** Free units a gets_free_item promotion grants: the cart must hold them as free-item lines. */
export interface FreeItemGrant {
  promotion_id: number;
  item_id: number;
  /** Units of the item to hold at 100 % off. */
  count: number;
  /** Stock movement of the free units; 'sold' unless the promotion says otherwise. */
  movement_type: string;
}
