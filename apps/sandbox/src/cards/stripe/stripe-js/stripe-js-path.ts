/** Where the card sandbox serves its stand-in of Stripe.js: Stripe's own script path. */
export const STRIPE_JS_PATH = '/v3/';

/** Where `@stripe/stripe-js` 10 loads Stripe.js from (its release train, `endive`). */
export const STRIPE_JS_RELEASE_PATH = '/endive/stripe.js';

/**
 * The stand-in's pages, on the origin its script was loaded from: the card Element's frame, the
 * hidden frame that calls the API when no card Element is mounted, and the 3-D Secure challenge
 * with the page it ends on (the intent's return_url).
 */
export const STRIPE_JS_PAGE_PATHS = {
  card: '/stripe-js/elements/card',
  controller: '/stripe-js/controller',
  threeDSecure: '/stripe-js/three-d-secure',
  threeDSecureDone: '/stripe-js/three-d-secure/done',
} as const;

/** The `source` of every message between the stand-in's script and its frames. */
export const STRIPE_JS_MESSAGE_SOURCE = 'tabula-stripe-js';
