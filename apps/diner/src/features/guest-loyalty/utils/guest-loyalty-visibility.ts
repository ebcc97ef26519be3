import type { Company, FeatureFlags, Session, User } from '@tabula/api-client';
import { isLoyaltyEnabledForMode, loyaltyMode } from '@tabula/engine';

/** What decides whether the guest's sign-up shows: any page configuration's shared fields. */
export interface GuestLoyaltySource {
  feature_flags: Pick<FeatureFlags, 'loyalty'>;
  company: Pick<Company, 'country_code' | 'loyalty_details'>;
  session: Pick<Session, 'table_id' | 'location_id'>;
  user: Pick<User, 'id' | 'is_guest' | 'name' | 'email'> | null;
}

/**
 * Whether the loyalty sign-up is offered to this diner for a paid order: a signed-in guest, the
 * loyalty feature on, and the company's loyalty on for the mode (dine-in with a table, else
 * walk-in), the same mode rule as the loyalty widget.
 *
 * @param source - the page configuration on screen
 * @param paidOrderId - the paid order the sign-up would credit, or null when none is paid
 * @example `showsGuestLoyalty(page, 7001) // true for a guest at a cafe with walk-in loyalty`
 */
// spec: B§2 (loyalty sign-up panel for guests after paying); B§6 (a guest sees the loyalty join
// form after paying); A§1 (continue as a guest and later convert); A§4 Loyalty availability (per
// mode: dine-in if a table exists, otherwise walk-in; the loyalty feature).
export function showsGuestLoyalty(source: GuestLoyaltySource, paidOrderId: number | null): boolean {
  if (paidOrderId === null) return false;
  if (!source.user?.is_guest) return false;
  if (!source.feature_flags.loyalty.enabled) return false;
  return isLoyaltyEnabledForMode(
    source.company.loyalty_details,
    loyaltyMode(source.session.table_id),
  );
}
