import type { Session } from '@tabula/api-client';
import type { Cart } from '@tabula/engine';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { showErrorAtom } from '../errors/error-queue';
import { sessionTypeOf } from '../venue/session-type';

/**
 * Leaves /order-details when there is nothing in the cart: 'message.cart_is_empty', then / (A§8,
 * not in an open tab, whose placed order stays on this screen). Runs once per emptying. Used by
 * the checkout too.
 */
export function useEmptyCartRedirect(
  cart: Cart,
  session: Pick<Session, 'qr_source'>,
  /** False once the order was placed: the screen moves on by itself then. */
  active = true,
): void {
  const navigate = useNavigate();
  const showError = useSetAtom(showErrorAtom);
  const empty = active && cart.lines.length === 0 && sessionTypeOf(session) !== 'open_tab';
  const shown = useRef(false);
  useEffect(() => {
    if (!empty) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    // spec: A§8, empty cart (not dine_ot): 'message.cart_is_empty', redirect to /.
    showError({ id: 'cart_empty' });
    void navigate({ to: '/', replace: true });
  }, [empty, navigate, showError]);
}
