import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../http/escape-html';
import { CARD_PAGE_HEADERS, cardLayout, cardMessagePage, minorAmountText } from '../sandbox-page';
import {
  MastercardRefusal,
  type MastercardLedger,
  type SandboxTransaction,
} from './mastercard-ledger';

/** Where the sandbox's Mastercard pages live on its origin. */
export const MASTERCARD_PAGE_PATHS = {
  /** The hosted card form of a session: GET shows it, POST puts the card in the session. */
  cardForm: (sessionId: string) => `/mastercard/session/${encodeURIComponent(sessionId)}/card`,
  /** The 3-D Secure challenge of an authentication transaction. */
  challenge: (orderId: string, transactionId: string) =>
    `/mastercard/3ds/${encodeURIComponent(orderId)}/${encodeURIComponent(transactionId)}`,
} as const;

const cardFormSchema = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
});

/** What the hosted card form tells the page that frames it once the card is in the session. */
export const HOSTED_SESSION_MESSAGE_SOURCE = 'mastercard-hosted-session';

/**
 * The headers of the sandbox's Mastercard pages: the card sandbox's, except that the diner app
 * (and only it) may frame them, as the gateway's hosted form and the issuer's challenge are
 * framed; a page with a script names that script's nonce.
 */
export function mastercardPageHeaders(appOrigin: string, nonce: string | null = null) {
  const script = nonce === null ? '' : `; script-src 'nonce-${nonce}'`;
  return {
    ...CARD_PAGE_HEADERS,
    'content-security-policy': `${CARD_PAGE_HEADERS['content-security-policy'].replace(
      "frame-ancestors 'none'",
      `frame-ancestors ${appOrigin}`,
    )}${script}`,
  };
}

/** A value written into an inline script: JSON that no `</script>` inside can end early. */
function scriptValue(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page the hosted form answers once the card is in the session: like session.js's
 * "formSessionUpdate" callback, it tells the app that frames it (and only the app's origin)
 * that the session is ready. Nothing about the card is in the message.
 */
function renderCardSaved(sessionId: string, appOrigin: string, nonce: string): string {
  const message = { source: HOSTED_SESSION_MESSAGE_SOURCE, status: 'ok', session_id: sessionId };
  return cardLayout(
    'Card details saved',
    `<h1>Card details saved</h1><p>Return to the restaurant to finish paying.</p>
<script nonce="${nonce}">window.parent.postMessage(${scriptValue(message)}, ${scriptValue(appOrigin)});</script>`,
  );
}

function readExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

function renderCardForm(sessionId: string, error: string | null): string {
  const action = MASTERCARD_PAGE_PATHS.cardForm(sessionId);
  return cardLayout(
    'Card details',
    `<h1>Card details</h1>
${error === null ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" placeholder="MM/YY" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required></div></div>
<button class="pay" type="submit">Use this card</button>
</form>
<p class="hint">Test cards: 5555 5555 5555 4444 pays; 5200 0000 0000 1096 asks for 3-D Secure;
4000 0000 0000 0002 is declined. Any future expiry, any CVC.</p>`,
  );
}

function renderChallenge(orderId: string, transaction: SandboxTransaction): string {
  const action = MASTERCARD_PAGE_PATHS.challenge(orderId, transaction.id);
  const amount = minorAmountText(transaction.amount, transaction.currency);
  const button = (answer: 'approve' | 'cancel', label: string, style: string) =>
    `<form method="post" action="${escapeHtml(`${action}/${answer}`)}"><button class="${style}" type="submit">${label}</button></form>`;
  return cardLayout(
    '3-D Secure authentication',
    `<h1>3-D Secure authentication</h1>
<p>Your bank asks you to confirm this payment of <strong>${escapeHtml(amount)}</strong>.</p>
${button('approve', 'Approve', 'pay')}
${button('cancel', 'Cancel', 'fail')}`,
  );
}

/**
 * The page the issuer's server shows after the challenge: it posts the outcome to the merchant's
 * redirectResponseUrl, as MPGS's ACS redirect does (the merchant reads the outcome from the
 * gateway, not from this post).
 */
function renderReturn(orderId: string, transaction: SandboxTransaction, target: string): string {
  const field = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  return cardLayout(
    'Authentication finished',
    `<h1>Authentication finished</h1>
<form method="post" action="${escapeHtml(target)}">
${field('order.id', orderId)}
${field('transaction.id', transaction.id)}
${field('result', transaction.result)}
${field('response.gatewayRecommendation', transaction.result === 'SUCCESS' ? 'PROCEED' : 'DO_NOT_PROCEED')}
<button class="pay" type="submit">Return to the restaurant</button>
</form>`,
  );
}

/**
 * The browser side of the sandbox's Mastercard gateway, on the sandbox's own origin: the hosted
 * card form of a session (the card number goes into the session here, never to Tabula) and the
 * 3-D Secure challenge page, which sends the payer back to the merchant's redirectResponseUrl.
 * Both are framed by the diner app, whose origin alone may frame them (`appOrigin`); the card
 * form tells the app when the card is saved.
 */
export function registerMastercardPages(
  server: FastifyInstance,
  ledger: MastercardLedger,
  appOrigin: () => string,
): void {
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(mastercardPageHeaders(appOrigin())).send(html);
  const sessionOf = (params: unknown) => (params as { session: string }).session;
  server.get('/mastercard/session/:session/card', (request, reply) => {
    const id = sessionOf(request.params);
    if (!ledger.sessions.has(id)) {
      return page(reply, 404, cardMessagePage('Session not found', 'This card form has expired.'));
    }
    return page(reply, 200, renderCardForm(id, null));
  });
  server.post('/mastercard/session/:session/card', (request, reply) => {
    const id = sessionOf(request.params);
    if (!ledger.sessions.has(id)) {
      return page(reply, 404, cardMessagePage('Session not found', 'This card form has expired.'));
    }
    const form = cardFormSchema.safeParse(request.body);
    const expiry = form.success ? readExpiry(form.data.expiry) : null;
    if (!form.success || expiry === null || !/^\d{3,4}$/.test(form.data.cvc)) {
      return page(reply, 422, renderCardForm(id, 'Check the card number, expiry and CVC.'));
    }
    try {
      ledger.putCard(id, { number: form.data.number, ...expiry });
    } catch (error) {
      if (!(error instanceof MastercardRefusal)) throw error;
      return page(reply, 422, renderCardForm(id, error.explanation));
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(200)
      .headers(mastercardPageHeaders(appOrigin(), nonce))
      .send(renderCardSaved(id, appOrigin(), nonce));
  });

  const challengeOf = (params: unknown) => {
    const { order, transaction } = params as { order: string; transaction: string };
    const found = ledger.orders.get(order)?.transactions.get(transaction);
    return found?.authenticationStatus === 'AUTHENTICATION_PENDING' ? { order, found } : null;
  };
  const show = (request: { params: unknown }, reply: FastifyReply) => {
    const challenge = challengeOf(request.params);
    if (challenge === null) {
      return page(reply, 404, cardMessagePage('Nothing to confirm', 'This challenge has ended.'));
    }
    return page(reply, 200, renderChallenge(challenge.order, challenge.found));
  };
  server.get('/mastercard/3ds/:order/:transaction', show);
  server.post('/mastercard/3ds/:order/:transaction', show);
  server.post('/mastercard/3ds/:order/:transaction/:answer', (request, reply) => {
    const { answer } = request.params as { answer: string };
    const challenge = challengeOf(request.params);
    if (challenge === null || (answer !== 'approve' && answer !== 'cancel')) {
      return page(reply, 404, cardMessagePage('Nothing to confirm', 'This challenge has ended.'));
    }
    const done = ledger.answerChallenge(challenge.order, challenge.found.id, answer === 'approve');
    const target = done.redirectResponseUrl;
    if (target === null) {
      return page(
        reply,
        200,
        cardMessagePage('Authentication finished', 'You can close this page.'),
      );
    }
    return page(reply, 200, renderReturn(challenge.order, done, target));
  });
}
