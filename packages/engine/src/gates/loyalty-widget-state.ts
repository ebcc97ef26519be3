import type { LoyaltyWidget, LoyaltyWidgetInput } from './types';

/**
 * Decides what the loyalty area shows (spec: ordering-menu-account §4 and §5,
 * tables-payments-split §5). The redeem widget needs the loyalty feature, loyalty on for the
 * mode, a signed-in non-guest member, no group order, no split and no loyalty discount from the
 * POS. A signed-in non-guest who is not a member sees the sign-up prompt when loyalty is on.
 * Guests see nothing.
 *
 * @param input - feature, mode, user and order facts
 * @returns `redeem`, `sign_up` or `hidden`
 * @example
 * ```ts
 * loyaltyWidgetState({ featureEnabled: true, enabledForMode: true, signedIn: true,
 *   isGuest: false, hasLoyalty: false }); // "sign_up"
 * ```
 */
export function loyaltyWidgetState(input: LoyaltyWidgetInput): LoyaltyWidget {
  const programme = input.featureEnabled && input.enabledForMode;
  const registered = input.signedIn && !input.isGuest;
  if (!programme || !registered) return 'hidden';
  if (!input.hasLoyalty) return 'sign_up';
  const redeemable =
    input.isGroupOrder !== true &&
    (input.splitType ?? 'none') === 'none' &&
    input.loyaltyFromPos !== true;
  return redeemable ? 'redeem' : 'hidden';
}
