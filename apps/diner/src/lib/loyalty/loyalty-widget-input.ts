import type { Company, FeatureFlags, Loyalty, Order, Session, User } from '@tabula/api-client';
import {
  isLoyaltyEnabledForMode,
  loyaltyMode,
  loyaltyWidgetState,
  type LoyaltyWidget,
} from '@tabula/engine';

/** What decides the loyalty area: the configuration the order-details page answers. */
export interface LoyaltyAreaSource {
  feature_flags: Pick<FeatureFlags, 'loyalty'>;
  company: Pick<Company, 'loyalty_details'>;
  session: Pick<Session, 'table_id'>;
  user: Pick<User, 'is_guest' | 'has_loyalty'> | null;
  loyalty: Pick<Loyalty, 'applied_from_pos'> | null;
  order: Pick<Order, 'is_group_order'> | null;
}

/**
 * What the loyalty area shows (A§4 Loyalty availability, A§5 Loyalty redemption): the redeem
 * widget for a signed-in member with loyalty on for the mode (dine-in with a table, else
 * walk-in), the sign-up prompt for a registered non-member, nothing for guests and visitors.
 */
export function loyaltyArea(source: LoyaltyAreaSource): LoyaltyWidget {
  return loyaltyWidgetState({
    featureEnabled: source.feature_flags.loyalty.enabled,
    enabledForMode: isLoyaltyEnabledForMode(
      source.company.loyalty_details,
      loyaltyMode(source.session.table_id),
    ),
    signedIn: source.user !== null,
    isGuest: source.user?.is_guest ?? true,
    hasLoyalty: source.user?.has_loyalty ?? false,
    isGroupOrder: source.order?.is_group_order ?? false,
    loyaltyFromPos: source.loyalty?.applied_from_pos ?? false,
  });
}
