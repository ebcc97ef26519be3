import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../escape-html';
import { cardLayout, cardMessagePage, framedPageHeaders, minorAmountText } from '../sandbox-page';
import type { MastercardLedger, SandboxTransaction } from './mastercard-ledger';

/** Where the sandbox's Mastercard pages live on its origin. */
export const MASTERCARD_PAGE_PATHS = {
  /** The 3-D Secure challenge of an authentication transaction. */
  challenge: (orderId: string, transactionId: string) =>
    `/mastercard/3ds/${encodeURIComponent(orderId)}/${encodeURIComponent(transactionId)}`,
} as const;

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
 * The issuer's side of the sandbox's Mastercard gateway, on the sandbox's own origin: the 3-D
 * Secure challenge page, which sends the payer back to the merchant's redirectResponseUrl. The
 * diner app frames it, and its origin alone may (`appOrigin`). The card itself is typed in the
 * Hosted Session's fields (hosted-session-routes.ts).
 */
export function registerMastercardPages(
  server: FastifyInstance,
  ledger: MastercardLedger,
  appOrigin: () => string,
): void {
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).headers(framedPageHeaders(appOrigin())).send(html);

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
