import { createHash } from 'node:crypto';
import { escapeHtml } from '../../escape-html';
import { cardMessagePage, framedPageHeaders } from '../../sandbox-page';
import { renderChallenge } from '../stripe-card-pages';
import type { SandboxIntent } from '../stripe-objects';
import { STRIPE_JS_MESSAGE_SOURCE, STRIPE_JS_PAGE_PATHS } from './stripe-js-path';

/**
 * The done page's one script: it tells the page that opened the challenge (the stand-in's
 * script) that the bank answered, at the app's origin only. The answer itself is read from the
 * API. Static, so the page allows it by its hash.
 */
const DONE_SCRIPT = `(function(){
window.parent.postMessage({source:'${STRIPE_JS_MESSAGE_SOURCE}',type:'three_d_secure_done'},document.body.getAttribute('data-parent'));
})();`;

const DONE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(DONE_SCRIPT).digest('base64')}'`;

/**
 * The headers of the challenge and its done page: framed by the app's origin only, the answers
 * posted to the sandbox, the done page's script allowed by its hash, nothing else run.
 */
export function threeDSecureHeaders(appOrigin: string) {
  const headers = framedPageHeaders(appOrigin);
  return {
    ...headers,
    'content-security-policy': `${headers['content-security-policy']}; script-src ${DONE_SCRIPT_HASH}`,
  };
}

/** The bank's challenge of an intent, its answers posted to the stand-in with what names it. */
export function renderThreeDSecure(
  intent: SandboxIntent,
  fields: { key: string; parent: string },
): string {
  return renderChallenge(intent, {
    action: STRIPE_JS_PAGE_PATHS.threeDSecure,
    hidden: { key: fields.key, client_secret: intent.client_secret, parent: fields.parent },
  });
}

/** The page a challenge ends on: it says so, and tells the page at `parent` as it loads. */
export function renderThreeDSecureDone(parent: string, title: string, message: string): string {
  return cardMessagePage(title, message)
    .replace('<body>', `<body data-parent="${escapeHtml(parent)}">`)
    .replace('</body>', `<script>${DONE_SCRIPT}</script></body>`);
}
