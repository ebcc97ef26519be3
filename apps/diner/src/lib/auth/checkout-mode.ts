import type { CheckoutMode, Outlet, Session } from '@tabula/api-client';

/** Who may check out here, as the checkout and /login read it. */
export interface CheckoutModeRule {
  /** The mode that applies: `login`, `guest` or `login_and_guest`. */
  mode: CheckoutMode;
  /** A diner may continue as a guest (`guest` or `login_and_guest`). */
  guestAllowed: boolean;
  /** Guests only: the guest login happens by itself, with no sign-in offered (A§4). */
  guestAutomatic: boolean;
}

/**
 * The checkout mode that applies to this session: the outlet's open_tab_checkout_mode for a
 * dine-in open tab (qr_source dine_ot), its checkout_mode otherwise; the same rule as the
 * server's guest login (apps/server/src/features/users/sign-in-gate.ts).
 *
 * @param page - any page configuration (its outlet and session)
 * @example checkoutModeFor(page) // { mode: 'login_and_guest', guestAllowed: true, guestAutomatic: false }
 */
// spec: A§3 Outlet (checkout_mode, open_tab_checkout_mode: login, guest or login_and_guest);
// A§4 Login (in guest mode the guest login happens automatically); A§6 and B§6 (the open tab's
// mode decides whether guests may check out).
export function checkoutModeFor(page: {
  outlet: Pick<Outlet, 'checkout_mode' | 'open_tab_checkout_mode'>;
  session: Pick<Session, 'qr_source'>;
}): CheckoutModeRule {
  const mode =
    page.session.qr_source === 'dine_ot'
      ? page.outlet.open_tab_checkout_mode
      : page.outlet.checkout_mode;
  return { mode, guestAllowed: mode !== 'login', guestAutomatic: mode === 'guest' };
}
