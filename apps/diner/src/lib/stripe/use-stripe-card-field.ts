import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { loadStripeFor, type StripeLoad } from './load-stripe';

/** How a card confirmation ended: paid, or Stripe's reason (null when it gave none). */
export type CardConfirmationResult =
  { paid: true; intentId: string } | { paid: false; message: string | null };

/** Stripe.js's card field mounted in a box of the page. */
export interface StripeCardField {
  /** `loading` until Stripe.js and the field are there; `failed` when the script did not load. */
  state: 'loading' | 'failed' | 'ready';
  /** The diner typed a whole card (number, expiry, CVC) that Stripe.js finds valid so far. */
  complete: boolean;
  /** What Stripe.js says is wrong with the typed card, as the diner types it. */
  fieldError: string | null;
  /**
   * Confirms the intent of a client secret with the typed card (`confirmCardPayment`); Stripe.js
   * takes 3-D Secure itself, in a frame over the page.
   */
  confirm: (clientSecret: string) => Promise<CardConfirmationResult>;
  /**
   * Where the intent of a client secret stands at Stripe (`retrievePaymentIntent`): its status,
   * and the page a redirect-based next action names (a saved card's 3-D Secure, confirmed by the
   * server); null while Stripe.js is not there or could not answer.
   */
  inspect: (clientSecret: string) => Promise<{ status: string; redirectUrl: string | null } | null>;
}

type Loaded = { stripe: Stripe; element: StripeCardElement } | 'loading' | 'failed';

/**
 * Mounts Stripe.js's card field (issue 31) into `mountPoint`: Stripe's frame, on Stripe's origin,
 * so the card is typed there and never reaches ours. Loaded once per `load`; the field is
 * destroyed when the component goes.
 */
export function useStripeCardField(
  load: StripeLoad,
  mountPoint: RefObject<HTMLElement | null>,
): StripeCardField {
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const [complete, setComplete] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const current = useRef<Loaded>('loading');

  useEffect(() => {
    let gone = false;
    let element: StripeCardElement | null = null;
    loadStripeFor(load).then(
      (stripe) => {
        const target = mountPoint.current;
        if (gone || target === null) return;
        element = stripe.elements().create('card', { hidePostalCode: true });
        element.on('change', (event) => {
          setComplete(event.complete);
          setFieldError(event.error?.message ?? null);
        });
        element.mount(target);
        current.current = { stripe, element };
        setLoaded(current.current);
      },
      () => {
        if (!gone) setLoaded('failed');
      },
    );
    return () => {
      gone = true;
      element?.destroy();
    };
  }, [load, mountPoint]);

  const confirm = useCallback(async (clientSecret: string): Promise<CardConfirmationResult> => {
    const field = current.current;
    if (typeof field !== 'object') return { paid: false, message: null };
    const result = await field.stripe.confirmCardPayment(clientSecret, {
      payment_method: { card: field.element },
    });
    if (result.error !== undefined) return { paid: false, message: result.error.message ?? null };
    if (result.paymentIntent.status === 'succeeded') {
      return { paid: true, intentId: result.paymentIntent.id };
    }
    return { paid: false, message: null };
  }, []);

  const inspect = useCallback(async (clientSecret: string) => {
    const field = current.current;
    if (typeof field !== 'object') return null;
    const result = await field.stripe.retrievePaymentIntent(clientSecret);
    if (result.paymentIntent === undefined) return null;
    const next = result.paymentIntent.next_action;
    return {
      status: result.paymentIntent.status,
      redirectUrl: next?.type === 'redirect_to_url' ? (next.redirect_to_url?.url ?? null) : null,
    };
  }, []);

  return {
    state: typeof loaded === 'object' ? 'ready' : loaded,
    complete,
    fieldError,
    confirm,
    inspect,
  };
}
