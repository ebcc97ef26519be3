import { escapeHtml } from '../../http/escape-html';

/** What the hosted page shows: no card fields, only the facts of the payment and three buttons. */
export interface SandboxCheckout {
  reference: string;
  merchant: string;
  /** The amount formatted by the engine with the company's currency and precision. */
  amountText: string;
  /** The payment type's title, e.g. "PayTabs". */
  providerTitle: string;
}

/** The headers of every sandbox page: never cached, never framed, forms post only to us. */
export const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2433}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
.banner{background:#fff4d6;border:1px solid #f0c45a;border-radius:8px;padding:.6rem .8rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;font-size:.9rem}dt{color:#5b6475}dd{margin:0;word-break:break-all}
form{margin:.5rem 0}button{width:100%;padding:.8rem;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.approve{background:#1f8a4c;color:#fff}.decline{background:#c0392b;color:#fff}.abandon{background:#e4e7ec;color:#1d2433}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="banner">Sandbox payment — no real money moves</p>
${body}
</main></body></html>`;
}

/**
 * The sandbox's hosted payment page (B§4 Other providers: the browser goes to payment_page_url):
 * merchant, amount and currency, and Approve, Decline and Abandon buttons that post back to the
 * gateway. Every value is escaped; no card data is asked for.
 */
export function renderCheckoutPage(checkout: SandboxCheckout): string {
  const base = `/sandbox/pay/${encodeURIComponent(checkout.reference)}`;
  const button = (action: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${base}/${action}`)}"><button class="${action}" type="submit">${label}</button></form>`;
  return layout(
    `Pay ${checkout.merchant}`,
    `<h1>${escapeHtml(checkout.merchant)}</h1>
<p class="amount" data-testid="amount">${escapeHtml(checkout.amountText)}</p>
<dl><dt>Paying with</dt><dd>${escapeHtml(checkout.providerTitle)}</dd>
<dt>Reference</dt><dd>${escapeHtml(checkout.reference)}</dd></dl>
${button('approve', 'Approve')}
${button('decline', 'Decline')}
${button('abandon', 'Abandon')}`,
  );
}

/** A page that explains why the gateway cannot go on (unknown payment, settled, bad token). */
export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
