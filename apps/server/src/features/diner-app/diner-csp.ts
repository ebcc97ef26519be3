import { isHttps, type ServerConfig } from '../../config/config';
import { hostedSessionScriptUrl } from '../../card-payments/mastercard/hosted-session-script';
import { googlePayScript } from '../../card-payments/mastercard/google-pay-sheet';
import { scriptNonce } from '../../http/csp-nonce';
import type { CspDirectives, CspSource as Source } from '../../http/security-headers';

/**
 * The diner app's Content-Security-Policy (issue 12): what the built page really loads, nothing
 * more.
 * - Its scripts and styles are files of this origin (Vite's entry, module preloads and
 *   vanilla-extract's extracted CSS); the page has no inline script or style. Every script
 *   element, the inlined home page configuration too, carries the answer's nonce (the JSON data
 *   block is never run, but the nonce keeps any inline script a build might add allowed).
 *   Brand colours are CSS variables set through the DOM (React's style property), which a
 *   policy does not govern. `style-src` names the same nonce: the one inline style the page
 *   may get is Google Pay's, which pay.js injects with the nonce the app gives it
 *   (PaymentOptions.nonce), as it does its inline script.
 * - Calls and socket.io go to this origin (`'self'` covers ws: and wss: of the same host).
 * - Pictures come from /images at PUBLIC_URL, which may name another address of this server
 *   than the one the browser used (localhost for 127.0.0.1). The app draws no `data:` picture.
 * - The generic payment form posts to the hosted-page provider (HOSTED_PAGES_URL's origin);
 *   other providers are reached by navigation, which a policy does not restrict.
 * - The card gateway's pages are framed and posted to (issue 19: the Mastercard hosted card form,
 *   the wallet sheets and the 3-D Secure challenge, on the gateway's origin so no card number
 *   reaches ours), and any https origin, as the challenge moves on to the card issuer's server.
 * - The Mastercard gateway's session.js (issue 19: it draws the typed card's hosted fields, framed
 *   from the gateway's origin) is the one script of another origin: the card sandbox's, or the
 *   restaurant's gateway's.
 * - Google Pay's web script (issue 19) is loaded from its origin and draws its sheet in a frame
 *   there (`googlePaySources`): the card sandbox's stand-in of pay.js, or Google's.
 * - Stripe.js (issue 31: Stripe direct's card) is loaded from its origin and draws the card
 *   field and the 3-D Secure challenge in frames there (`stripeSources`): Stripe's own origins
 *   with a restaurant's keys, the card sandbox's stand-in otherwise, never both.
 * - Turnstile's script (issue 31: the sign-in captcha, when its keys are set) is loaded from its
 *   origin and draws its widget in a frame there: Cloudflare's, or the sandbox's stand-in.
 * - Nothing may frame the page, no plugin runs, no `<base>` may move its links.
 * - Behind https (PUBLIC_URL), a stray http: URL is upgraded rather than blocked.
 */
export function dinerCspDirectives(config: ServerConfig): CspDirectives {
  // Read per answer: the address is configuration the tests' harness settles after listening.
  const publicOrigin: Source = () => new URL(config.publicUrl).origin;
  // The card gateway's pages, and the hosted-page provider, where the generic partner's form posts.
  const formTargets: Source = () =>
    [
      ...new Set([
        ...cardPageSources(config),
        ...(config.hostedPages === null ? [] : [new URL(config.hostedPages.url).origin]),
      ]),
    ].join(' ') || "'self'";
  const googlePay = () => googlePaySources(config);
  // The scripts of other origins: the gateway's session.js, Google Pay's and Turnstile's (one
  // origin while the sandbox plays them all).
  const captcha = () => (config.captcha === null ? [] : [new URL(config.captcha.url).origin]);
  const stripe = () => stripeSources(config);
  const cardScripts: Source = () =>
    [
      ...new Set([
        ...hostedSessionScriptSources(config),
        googlePay().script,
        ...stripe().script,
        ...captcha(),
      ]),
    ].join(' ');
  const nonce: Source = (_request, response) => `'nonce-${scriptNonce(response)}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce, cardScripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", nonce],
    'img-src': ["'self'", publicOrigin],
    'font-src': ["'self'"],
    'connect-src': [() => ["'self'", ...googlePay().connect, ...stripe().connect].join(' ')],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-src': [
      "'self'",
      () =>
        [
          ...new Set([
            ...cardPageSources(config),
            googlePay().script,
            ...stripe().frame,
            ...captcha(),
          ]),
        ].join(' '),
    ],
    'form-action': ["'self'", publicOrigin, formTargets],
    'frame-ancestors': ["'none'"],
    ...(isHttps(config.publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Where the card gateway's pages live, as CSP sources: the Mastercard gateway's origin and, with
 * a gateway merchant, `https:` (its issuers' challenge pages have no fixed host); none without
 * one.
 */
export function cardPageSources(config: ServerConfig): string[] {
  if (config.mastercard === null) return [];
  const sources = new Set<string>();
  if (config.mastercard.apiUrl !== null) sources.add(new URL(config.mastercard.apiUrl).origin);
  sources.add('https:');
  return [...sources];
}

/**
 * Where the Mastercard gateway's session.js comes from, as CSP sources: the origin of the script
 * the Mastercard payment type names (hosted-session-script.ts); none while it is not known.
 */
export function hostedSessionScriptSources(config: ServerConfig): string[] {
  const script = hostedSessionScriptUrl(config);
  return script === null ? [] : [new URL(script).origin];
}

/** Google's origin for Google Pay's web script and its sheet. */
const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';

/**
 * What Google Pay's web script needs in the diner app's policy (issue 19): its origin as a script
 * and frame source, the card sandbox's while it plays the wallet, else Google's
 * (`https://pay.google.com`), which its script also calls.
 * our choice: Google publishes no source list; these are the script's own host and the calls it
 * makes there, and nothing of `google.com` beyond it.
 */
export function googlePaySources(config: ServerConfig): { script: string; connect: string[] } {
  const script = new URL(googlePayScript(config).google_pay_script_url ?? GOOGLE_PAY_ORIGIN).origin;
  return { script, connect: script === GOOGLE_PAY_ORIGIN ? [GOOGLE_PAY_ORIGIN] : [] };
}

/**
 * What Stripe.js needs in the diner app's policy (issue 31), as Stripe documents it for a page
 * with a card element and 3-D Secure: its script and frames on https://js.stripe.com, the
 * challenge's frame on https://hooks.stripe.com, its calls to https://api.stripe.com. With a test
 * double's script (STRIPE_JS_URL: the card sandbox's stand-in) only that script's origin, for its
 * script and frames.
 */
export function stripeSources(config: ServerConfig): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  if (config.stripe === null) return { script: [], frame: [], connect: [] };
  if (config.stripe.jsUrl !== null) {
    const origin = new URL(config.stripe.jsUrl).origin;
    return { script: [origin], frame: [origin], connect: [] };
  }
  return {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}
