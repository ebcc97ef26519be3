import type { LoyaltyDetails, LoyaltyMode } from './types';

/**
 * Tells whether the company runs loyalty for a mode: enabled_for_dinein or enabled_for_walkin
 * when set, else the settings form's flag for that mode, else off.
 *
 * @param details - the company's loyalty_details, or null or undefined when it has none
 * @param mode - the order's loyalty mode (see `loyaltyMode`)
 * @returns whether loyalty is on for the mode
 * @example
 * ```ts
 * isLoyaltyEnabledForMode({ enabled_for_dinein: true, enabled_for_walkin: false }, 'walk_in'); // false
 * ```
 */
export function isLoyaltyEnabledForMode(
  details: LoyaltyDetails | null | undefined,
  mode: LoyaltyMode,
): boolean {
  if (!details) return false;
  const flag = mode === 'dine_in' ? details.enabled_for_dinein : details.enabled_for_walkin;
  if (typeof flag === 'boolean') return flag;
  const form = mode === 'dine_in' ? details.form?.dinein : details.form?.walkin;
  return form?.enabled === true;
}
