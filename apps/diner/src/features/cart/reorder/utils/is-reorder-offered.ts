import type { FeatureFlags, Session } from '@tabula/api-client';
import { sessionTypeOf } from '@/lib/venue/session-type';

/**
 * Whether past orders offer Reorder.
 *
 * @param session - the diner's session
 * @param flags - the feature flags
 * @example `isReorderOffered(counterSession, fullPlanFlags) // true`
 */
export function isReorderOffered(
  session: Pick<Session, 'qr_source'>,
  flags: Pick<FeatureFlags, 'cart'>,
): boolean {
  // spec: A§4 Reorder, offered only in the default session type.
  // our choice: and only with the cart feature on, since a reorder fills the cart and opens
  // /order-details, which the cart flag gates (A§2).
  return sessionTypeOf(session) === 'default' && flags.cart.enabled;
}
