import type { CheckoutMode } from '@tabula/api-client';
import { forbidden } from '../../http/http-error';
import type { SessionRecord } from '../../session/session-store';
import type { Venue } from '../../venue/venue';

/**
 * Refuses sign-in where the plan has no user feature. spec: A§4 Feature flags by plan (the lite
 * plan enables only search, show_branding and grouped_items_lite), A§2 (/login is gated by user).
 *
 * @throws HttpError 403
 */
export function assertSignInOffered(venue: Venue): void {
  if (venue.plan === 'sapaad_direct_lite') {
    throw forbidden('Sign-in is not available at this restaurant', 'sign_in_unavailable');
  }
}

/**
 * The checkout mode that decides whether guests may check out: the open-tab one for a dine-in
 * open tab, the outlet's checkout mode otherwise. spec: A§3 Outlet, A§4 Login, A§6, B§6.
 */
export function checkoutModeFor(venue: Venue, session: SessionRecord): CheckoutMode {
  return session.qrSource === 'dine_ot'
    ? venue.outlet.open_tab_checkout_mode
    : venue.outlet.checkout_mode;
}

/** Marketing consent is offered only for company country SG (A§5); elsewhere it stays off. */
export function consentFor(venue: Venue, asked: boolean | undefined, current = false): boolean {
  if (venue.company.country_code !== 'SG') return false;
  return asked ?? current;
}
