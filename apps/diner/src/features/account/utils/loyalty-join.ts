import type { Company, FeatureFlags, Session, User } from '@tabula/api-client';
import { isLoyaltyEnabledForMode, loyaltyMode } from '@tabula/engine';
import { isProfileValid, validateProfile } from './profile-form';

/** What the join offer reads from the profile's configuration. */
export interface LoyaltyJoinInput {
  user: Pick<User, 'is_guest' | 'has_loyalty'>;
  company: Pick<Company, 'loyalty_details'>;
  session: Pick<Session, 'table_id'>;
  feature_flags: Pick<FeatureFlags, 'loyalty'>;
}

/**
 * Whether the profile offers to join the loyalty programme: the loyalty feature on, loyalty
 * enabled for the diner's mode, and a registered diner who is not a member yet.
 *
 * @example `isLoyaltyJoinOffered(profilePage) // false for a member`
 */
export function isLoyaltyJoinOffered(page: LoyaltyJoinInput): boolean {
  // spec: A§4 Loyalty availability (enabled per mode: dine-in with a table, else walk-in); A§5 a
  // registered non-member who is not a guest sees a sign-up prompt, guests do not.
  // our choice: the cart's sign-up prompt leads here (docs/diner.md), so the join lives on the
  // profile.
  return (
    page.feature_flags.loyalty.enabled &&
    isLoyaltyEnabledForMode(page.company.loyalty_details, loyaltyMode(page.session.table_id)) &&
    !page.user.is_guest &&
    !page.user.has_loyalty
  );
}

/**
 * The join call's body from the saved profile, or null when the profile lacks a name or a valid
 * e-mail (A§5: loyalty sign-up requires a name and a valid e-mail).
 */
export function loyaltyJoinBody(
  user: Pick<User, 'name' | 'email'>,
): { user: { name: string; email: string } } | null {
  const name = user.name ?? '';
  const email = user.email ?? '';
  if (!isProfileValid(validateProfile({ name, email, marketingConsent: false }))) return null;
  return { user: { name: name.trim(), email: email.trim() } };
}
