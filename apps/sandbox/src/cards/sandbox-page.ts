import { formatMoney, fromMinorUnits } from '@tabula/engine';
import { escapeHtml } from './escape-html';

/**
 * The headers of every page of the card sandbox: never cached or indexed, never framed by
 * another origin, forms post only to the sandbox itself.
 */
export const CARD_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
} as const;

/**
 * The headers of a provider's script the sandbox stands in for (Google Pay's pay.js, Turnstile's
 * api.js): JavaScript any page may load with a `<script>` (the diner app's policy names the
 * sandbox's origin in `script-src`), never sniffed as anything else.
 */
export const STAND_IN_SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'no-cache',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/**
 * The headers of a sandbox page the diner app frames (the issuer's challenge, a card page): the
 * card sandbox's, except that the app's origin, and only it, may frame them.
 */
export function framedPageHeaders(appOrigin: string) {
  return {
    ...CARD_PAGE_HEADERS,
    'content-security-policy': CARD_PAGE_HEADERS['content-security-policy'].replace(
      "frame-ancestors 'none'",
      `frame-ancestors ${appOrigin}`,
    ),
  };
}

const THREE_DECIMALS = new Set(['bhd', 'iqd', 'jod', 'kwd', 'lyd', 'omr', 'tnd']);
const NO_DECIMALS = new Set(['jpy', 'krw', 'vnd', 'clp', 'isk', 'xaf', 'xof']);

/** The decimals of a currency as card providers count its minor units (ISO 4217). */
/**
 * The headers of a provider's field framed in the app (a card field, a hosted field): framed by
 * the app's origin only, its one script allowed by its hash, calls to its own origin's API only,
 * nothing posted or cached.
 */
export function framedFieldHeaders(appOrigin: string, scriptHash: string) {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src ${scriptHash}; connect-src 'self'; form-action 'none'; frame-ancestors ${appOrigin}; base-uri 'none'`,
  };
}

export function currencyPrecision(currency: string): 0 | 2 | 3 {
  const code = currency.toLowerCase();
  if (THREE_DECIMALS.has(code)) return 3;
  if (NO_DECIMALS.has(code)) return 0;
  return 2;
}

/** An amount in minor units as a person reads it: "SGD 12.34". */
export function minorAmountText(amount: number, currency: string): string {
  const precision = currencyPrecision(currency);
  return formatMoney(fromMinorUnits(amount, precision), {
    currency: currency.toUpperCase(),
    precision,
    locale: 'en',
  });
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#eef1f6;color:#1d2433}
main{max-width:26rem;margin:1.5rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
.banner{background:#e7f0ff;border:1px solid #8fb3f0;border-radius:8px;padding:.6rem .8rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
label{display:block;margin:.6rem 0 .2rem;font-size:.9rem;color:#5b6475}
input{width:100%;box-sizing:border-box;padding:.7rem;border:1px solid #c5cbd6;border-radius:8px;font-size:1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.error{color:#b3261e;font-weight:600}
button{width:100%;padding:.8rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer;margin-top:.8rem}
.pay{background:#635bff;color:#fff}.fail{background:#c0392b;color:#fff}.back{background:#e4e7ec;color:#1d2433}
.hint{font-size:.8rem;color:#5b6475}`;

/** A page of the card sandbox. */
export function cardLayout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="banner">Card sandbox — test cards only, no real money moves</p>
${body}
</main></body></html>`;
}

/** A page that says why the sandbox cannot go on. */
export function cardMessagePage(title: string, message: string): string {
  return cardLayout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
