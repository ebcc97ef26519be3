import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../escape-html';
import { CARD_PAGE_HEADERS, cardLayout, cardMessagePage, minorAmountText } from '../sandbox-page';
import type { AdyenLedger, AdyenSandboxPayment } from './adyen-ledger';

/** The sandbox's Adyen redirect page of a payment (its pspReference names it). */
export const adyenPagePath = (psp: string) => `/adyen/pay/${encodeURIComponent(psp)}`;

const paramsSchema = z.object({ psp: z.string().regex(/^[A-F0-9]{16}$/) });
const formSchema = z.object({
  action: z.enum(['pay', 'approve', 'refuse']),
  number: z.string().max(40).optional(),
});

function page(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(CARD_PAGE_HEADERS).send(html);
}

/** The page: a card form for cards, Approve or Refuse for a wallet, and Cancel. */
function renderPage(payment: AdyenSandboxPayment, error: string | null): string {
  const amount = minorAmountText(payment.amount.value, payment.amount.currency);
  const action = escapeHtml(adyenPagePath(payment.pspReference));
  const button = (value: string, label: string, style: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="action" value="${value}">
<button class="${style}" type="submit">${label}</button></form>`;
  const card = `<form method="post" action="${action}" autocomplete="off">
<input type="hidden" name="action" value="pay">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" placeholder="MM/YY" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required></div></div>
<button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is refused;
4000 0000 0000 9995 has insufficient funds. Any future expiry, any CVC.</p>`;
  return cardLayout(
    `Adyen — pay ${amount}`,
    `<h1>Adyen checkout</h1>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
${error === null ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
${payment.methodType === 'scheme' ? card : button('approve', 'Approve', 'pay')}
${button('refuse', 'Cancel', 'back')}`,
  );
}

/**
 * The browser side of the sandbox's Adyen: the redirect page a RedirectShopper action sends the
 * shopper to. A typed test card (or a wallet's Approve) authorises or refuses the payment, Cancel
 * refuses it; then the browser goes back to the payment's returnUrl with `redirectResult`.
 */
export function registerAdyenPages(server: FastifyInstance, ledger: AdyenLedger): void {
  const find = (params: unknown) => {
    const parsed = paramsSchema.safeParse(params);
    return parsed.success ? ledger.payments.get(parsed.data.psp) : undefined;
  };
  const notFound = (reply: FastifyReply) =>
    page(reply, 404, cardMessagePage('Payment not found', 'There is no payment at this address.'));

  server.get('/adyen/pay/:psp', (request, reply) => {
    const payment = find(request.params);
    if (!payment) return notFound(reply);
    if (payment.status !== 'awaiting_shopper') {
      return page(reply, 409, cardMessagePage('Payment finished', 'You can close this page.'));
    }
    return page(reply, 200, renderPage(payment, null));
  });

  server.post('/adyen/pay/:psp', (request, reply) => {
    const payment = find(request.params);
    if (!payment) return notFound(reply);
    const form = formSchema.safeParse(request.body);
    if (!form.success) return page(reply, 400, renderPage(payment, 'Please fill in the form.'));
    const { action, number } = form.data;
    const done =
      action === 'pay'
        ? ledger.finishOnPage(payment.pspReference, { card: { number: number ?? '' } })
        : ledger.finishOnPage(payment.pspReference, { approve: action === 'approve' });
    if ('problem' in done) {
      const status = payment.status === 'awaiting_shopper' ? 422 : 409;
      return page(reply, status, renderPage(payment, done.problem));
    }
    return reply.header('cache-control', 'no-store').redirect(done.returnTo, 303);
  });
}
