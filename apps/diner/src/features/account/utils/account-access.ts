import type { FeatureFlags, User } from '@tabula/api-client';

/** Where a diner asking for a My Account screen goes: the screen, the sign-in, or the menu. */
export type AccountAccess = 'open' | 'login' | 'home';

/** What the access rule reads from the home page configuration. */
export interface AccountAccessInput {
  user: Pick<User, 'is_guest'> | null;
  feature_flags: Pick<FeatureFlags, 'user'>;
}

/**
 * Decides who may open /my-account/profile and /my-account/past-orders.
 *
 * @param page - the diner and the feature flags of the home page configuration
 * @returns 'open' for a signed-in registered diner, 'login' for a visitor or a guest, 'home' when
 * the user feature is off
 * @example `accountAccess({ user: null, feature_flags }) // 'login'`
 */
export function accountAccess(page: AccountAccessInput): AccountAccess {
  // spec: A§2, the account routes are gated by the user flag; a disabled flag sends to /.
  if (!page.feature_flags.user.enabled) return 'home';
  // spec: A§2 side menu and A§6, My Orders and My Account are for signed-in non-guest users only.
  // our choice: anyone else (a visitor or a guest) is sent to sign in, as A§6 asks a visitor to.
  if (page.user === null || page.user.is_guest) return 'login';
  return 'open';
}
