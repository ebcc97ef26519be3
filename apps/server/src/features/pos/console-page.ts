import { randomBytes } from 'node:crypto';
import { ORDER_STATUSES_FOR_FILTER } from './console-filter';
import { CONSOLE_SCRIPT } from './console-script';
import { CONSOLE_STYLES } from './console-styles';
import { escapeHtml } from '../../http/escape-html';

/** The console page and the Content-Security-Policy that lets only its own script and style run. */
export interface ConsolePage {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * Renders the POS console: a staff token form, then the orders of an outlet with a status
 * filter (refreshed every 5 s), the actions each order allows, payment, discount and loyalty
 * controls, and the outlet's menu with sold-out toggles. The page itself holds no data: the
 * script fetches everything from /pos/api with the token. The script and style carry a fresh
 * nonce, and the policy allows nothing else. English (staff screens; our choice).
 */
// spec: A§6, B§6 POS staff; issue 4 POS console (staff token required).
export function renderConsolePage(): ConsolePage {
  const nonce = randomBytes(16).toString('base64');
  const statusOptions = ORDER_STATUSES_FOR_FILTER.map(
    ({ value, label }) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`,
  ).join('');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Tabula POS console</title>
<style nonce="${nonce}">${CONSOLE_STYLES}</style>
</head>
<body>
<header class="bar">
  <h1>Tabula POS console</h1>
  <button type="button" id="sign-out" class="secondary hidden">Sign out</button>
</header>
<main>
  <p id="flash" role="status" aria-live="polite"></p>
  <form id="sign-in" class="panel row hidden" autocomplete="off" method="post" action="#">
    <label for="token">Staff token<input id="token" name="token" type="password" required></label>
    <button type="submit">Open the console</button>
  </form>
  <div id="console" class="hidden">
    <section class="panel" aria-labelledby="orders-title">
      <h2 id="orders-title">Orders</h2>
      <div class="row">
        <label for="outlet">Outlet<select id="outlet"></select></label>
        <label for="status">Status<select id="status">${statusOptions}</select></label>
        <button type="button" id="refresh" class="secondary">Refresh</button>
        <span id="updated" class="meta"></span>
      </div>
      <div id="orders" class="orders" aria-live="polite"></div>
    </section>
    <section class="panel" aria-labelledby="menu-title">
      <h2 id="menu-title">Menu stock</h2>
      <div id="menu"></div>
    </section>
  </div>
</main>
<script nonce="${nonce}">${CONSOLE_SCRIPT}</script>
</body>
</html>`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}
