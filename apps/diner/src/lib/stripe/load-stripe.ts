import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadScript } from '@/lib/scripts/load-script';

/** What Stripe.js is loaded with: the type's publishable key and script, the app's language. */
export interface StripeLoad {
  /** The Stripe type's `public_key`. */
  publishableKey: string;
  /**
   * The type's `stripe_js_url`: null is Stripe's own script, which `@stripe/stripe-js` loads
   * from js.stripe.com as Stripe requires; a test double's (the card sandbox's stand-in) else.
   */
  scriptUrl: string | null;
  /** The app's language (en, ar, zh, ms): Stripe's card field and messages speak it. */
  locale: string;
}

/**
 * Stripe.js for a Stripe direct payment (issue 31). `@stripe/stripe-js/pure` loads Stripe's
 * script only when asked (the plain entry would load it on every page) and only once; it takes a
 * `window.Stripe` that is already there, which is how a test double's script named by the server
 * stands in for Stripe's, through the same calls. Loaded on the first card payment only, so the
 * menu's first load carries none of it.
 *
 * @throws Error when the script cannot be loaded (the card is then not taken)
 */
export async function loadStripeFor(load: StripeLoad): Promise<Stripe> {
  if (load.scriptUrl !== null) await loadScript(load.scriptUrl, 'Stripe.js');
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(load.publishableKey, {
    locale: load.locale as StripeElementLocale,
  });
  if (stripe === null) throw new Error('Stripe.js is not available');
  return stripe;
}
