import { formatMoney } from '@tabula/engine';
import { escapeHtml } from '../cards/escape-html';
import type { HostedPage } from './hosted-pages-ledger';

/** Where the provider shows a payment's page, and where its buttons post. */
export const hostedPagePath = (reference: string) =>
  `/hosted-pages/pay/${encodeURIComponent(reference)}`;

/**
 * The headers of every page: never cached, never framed, and forms post only to the page's
 * origin, and on to the merchant's return address the answer redirects to (a policy's
 * form-action covers the redirect too).
 */
export function hostedPageHeaders(returnUrl: string | null): Record<string, string> {
  const targets = returnUrl === null ? "'self'" : `'self' ${new URL(returnUrl).origin}`;
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`,
  };
}

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

/** The amount as the page shows it: the engine's formatting at the amount's own precision. */
function amountText(page: HostedPage): string {
  const precision = page.amount.split('.')[1]?.length ?? 0;
  return formatMoney(page.amount, {
    currency: page.currency,
    precision,
    locale: 'en',
    display: 'code',
  });
}

/**
 * A hosted payment page (B§4 Other providers: the browser goes to payment_page_url): the
 * merchant, amount and currency, and Approve, Decline and Abandon buttons that post back to the
 * provider. Every value is escaped; no card data is asked for.
 */
export function renderHostedPage(page: HostedPage): string {
  const base = hostedPagePath(page.reference);
  const button = (action: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${base}/${action}`)}"><button class="${action}" type="submit">${label}</button></form>`;
  return layout(
    `Pay ${page.merchant}`,
    `<h1>${escapeHtml(page.merchant)}</h1>
<p class="amount" data-testid="amount">${escapeHtml(amountText(page))}</p>
<dl><dt>Paying with</dt><dd>${escapeHtml(page.method)}</dd>
<dt>Reference</dt><dd>${escapeHtml(page.reference)}</dd></dl>
${button('approve', 'Approve')}
${button('decline', 'Decline')}
${button('abandon', 'Abandon')}`,
  );
}

/** A page that says why the provider cannot go on (unknown payment, settled, bad token). */
export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
