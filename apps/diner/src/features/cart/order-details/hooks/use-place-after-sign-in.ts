import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { readPlaceOnReturn } from '../utils/place-after-sign-in';

/** What {@link usePlaceAfterSignIn} needs of the cart screen. */
export interface PlaceAfterSignIn {
  /** The diner is signed in or a guest now. */
  signedIn: boolean;
  /** Something else holds Place order back (its reasons show under it): nothing is placed. */
  blocked: boolean;
  /** Place order at the tab (usePlaceOnTab's, guarded against a second run). */
  place: () => void;
}

/**
 * Goes on with Place order by itself once a visitor it sent to /login comes back signed in (or
 * as a guest) with `?place=order`: once per arrival. The search parameter is removed first, so a
 * reload or Back never places the order again; a retry of the same cart keeps its
 * Idempotency-Key (usePlaceOnTab), so the server never opens the tab twice.
 */
// spec: A§6, a visitor must log in (or use the guest checkout) before placing an order, and
// returns to the stored page after; issue 30: the order then goes on without a second tap.
export function usePlaceAfterSignIn({ signedIn, blocked, place }: PlaceAfterSignIn): void {
  const navigate = useNavigate();
  const asked = readPlaceOnReturn(useSearch({ strict: false }));
  const done = useRef(false);

  useEffect(() => {
    if (!asked || !signedIn || done.current) return;
    done.current = true;
    void navigate({
      to: '/order-details',
      search: (previous) => ({ ...previous, place: undefined }),
      replace: true,
    });
    // our choice: a blocked cart (sold out, paid already) is not placed; the reasons say why.
    if (!blocked) place();
  }, [asked, signedIn, blocked, place, navigate]);
}
