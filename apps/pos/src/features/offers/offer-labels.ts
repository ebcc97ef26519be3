import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PromoType, PromotionActionType, PromotionConditionType } from '@tabula/api-client';

/** What a promotion gives (A§3 Promotion action types), as staff read it. */
export const ACTION_TYPE_LABELS: Readonly<Record<PromotionActionType, MessageDescriptor>> = {
  gets_percent_discount: msg`A percentage off the dishes bought`,
  gets_value_discount: msg`An amount off the dishes bought`,
  pay_fixed_price: msg`The dishes bought at a fixed price`,
  gets_percent_discount_on_item: msg`A percentage off a chosen dish`,
  gets_value_discount_on_item: msg`An amount off a chosen dish`,
  gets_free_item: msg`A chosen dish free`,
  gets_percent_discount_on_order: msg`A percentage off the order`,
  gets_value_discount_on_order: msg`An amount off the order`,
  gets_free_delivery: msg`Free delivery`,
  gets_percent_delivery_discount: msg`A percentage off delivery`,
  gets_value_delivery_discount: msg`An amount off delivery`,
  earn_loyalty: msg`Loyalty points`,
};

/** What the diner must do for a promotion (A§3 Promotion condition types), as staff read it. */
export const CONDITION_TYPE_LABELS: Readonly<Record<PromotionConditionType, MessageDescriptor>> = {
  buys_specific_items: msg`Buys certain dishes`,
  buys_for_specific_amount: msg`Spends at least an amount`,
};

/** Basic promotions are weighed before advanced ones of the same priority (A§4). */
export const PROMO_TYPE_LABELS: Readonly<Record<PromoType, MessageDescriptor>> = {
  basic: msg`Basic`,
  advanced: msg`Advanced`,
};
