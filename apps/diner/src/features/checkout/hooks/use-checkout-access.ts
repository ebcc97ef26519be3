import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { checkoutModeFor } from '@/lib/auth/checkout-mode';
import { signInSearch } from '@/lib/auth/sign-in-return';
import { useGuestLogin } from '@/lib/auth/use-guest-login';
import type { CheckoutPage } from './use-checkout-page';

/** What the access rule reads of a page configuration (the walk-in or the scan-and-pay one). */
type AccessPage = Pick<CheckoutPage, 'user' | 'outlet' | 'session'>;

// spec: A§2, the checkout is the return target after sign-in.
const CHECKOUT_ROUTE = '/checkout';

/** Who is checking out, and how a visitor gets to place the order. */
export interface CheckoutAccess {
  /** A visitor must sign in first (or continue as a guest on /login where allowed). */
  needsSignIn: boolean;
  /** The automatic guest login is running. */
  signingIn: boolean;
  /** Sends a visitor to /login and back here afterwards (A§4, A§6). */
  goToSignIn: () => void;
  /** The checkout mode takes guests: /login and the checkout offer Continue as guest. */
  guestAllowed: boolean;
}

/**
 * A visitor must log in, or use the guest checkout, before placing an order (A§6). Where the
 * outlet takes guests only, the guest login happens by itself (A§4); otherwise the checkout offers
 * sign-in, which returns here, and /login offers 'Continue as guest' where guests are allowed.
 */
export function useCheckoutAccess(page: AccessPage, returnTo = CHECKOUT_ROUTE): CheckoutAccess {
  const navigate = useNavigate();
  const { loginAsGuest, pending } = useGuestLogin();
  const visitor = page.user === null;
  const rule = checkoutModeFor(page);
  const tried = useRef(false);

  useEffect(() => {
    if (!visitor || !rule.guestAutomatic || tried.current) return;
    // spec: A§4, in guest mode the guest login happens automatically (once: a failure shows its
    // error, and the diner can still sign in).
    tried.current = true;
    void loginAsGuest();
  }, [visitor, rule.guestAutomatic, loginAsGuest]);

  const goToSignIn = useCallback(() => {
    // issue 30: /login's ?redirect= brings the diner back here, tip and method kept (jotai).
    void navigate({ to: '/login', search: signInSearch(returnTo) });
  }, [navigate, returnTo]);

  return { needsSignIn: visitor, signingIn: pending, goToSignIn, guestAllowed: rule.guestAllowed };
}
