import { payments as paymentCalls } from '@tabula/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { contractRoute } from '../../http/contract-route';
import { findOpenPayment, openPaymentView } from '../../payments/open-payment';

/**
 * GET /payments/open (issue 30; our call, the spec has none): the diner's own provider payment
 * still in progress, whatever it pays (a walk-in order, a tab part, a bill share, the rest of a
 * bill), so the app offers to return to its page or cancel it; null when none is open. A payment
 * past the overall timeout (B§8, 665 s) is abandoned as it is read, never reported open.
 */
export function registerOpenPayment(server: FastifyInstance, app: AppContext): void {
  contractRoute(server, app, paymentCalls.open, 'session', async ({ session }) => {
    const payment = await findOpenPayment(app, session);
    return { open_payment: payment === null ? null : openPaymentView(payment) };
  });
}
