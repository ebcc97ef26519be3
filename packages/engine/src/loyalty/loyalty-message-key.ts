import type { LoyaltyRejectionReason } from './types';

/**
 * Translation keys of the loyalty redemption messages; the spec names the messages but does not
 * give their texts (spec: ordering-menu-account §5). Each key's parameters are the numbers its
 * rejection carries.
 */
export const LOYALTY_MESSAGE_KEYS = {
  empty: 'loyalty.enter_amount',
  invalid_format: 'loyalty.invalid_amount',
  too_many_decimals: 'loyalty.invalid_amount',
  exceeds_available: 'loyalty.only_available_can_be_used',
  exceeds_max_redeem: 'loyalty.max_redeem_value',
  exceeds_order_total: 'loyalty.max_for_this_order',
  exceeds_order_max_loyalty: 'loyalty.loyalty_redeem_for_order',
  below_min_redeem: 'loyalty.minimum_required',
} as const satisfies Record<LoyaltyRejectionReason, string>;

/**
 * Gives the translation key of a loyalty rejection.
 *
 * @param reason - the rejection reason
 * @returns its key in the message catalogue
 * @example
 * ```ts
 * loyaltyMessageKey('exceeds_order_total'); // "loyalty.max_for_this_order"
 * ```
 */
export function loyaltyMessageKey(reason: LoyaltyRejectionReason): string {
  return LOYALTY_MESSAGE_KEYS[reason];
}
