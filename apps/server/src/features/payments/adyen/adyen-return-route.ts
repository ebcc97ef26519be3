import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { AdyenGatewayError } from '../../../card-payments/adyen/adyen-gateway';
import { adyenOutcome, settleAdyenOutcome } from '../../../card-payments/adyen/adyen-settle';
import { findPaymentByReference } from '../../../payments/payment-store';
import { paymentReturnPath } from '../../../payments/return-path';
import { cardProvider } from '../../../card-payments/card-provider';

/** Where Adyen's redirect brings the shopper back (the returnUrl of every Adyen payment). */
export const ADYEN_RETURN_PATH = '/payments/adyen/v1/return';

const querySchema = z.object({
  reference: z.string().min(1).max(100),
  redirectResult: z.string().min(1).max(4096),
});

/**
 * Submits the shopper's redirectResult to Adyen and settles the payment by the answer; what is
 * wrong with the result, if anything (the 400's body).
 */
async function submitDetails(
  app: AppContext,
  log: FastifyBaseLogger,
  reference: string,
  redirectResult: string,
): Promise<{ error: string; error_id: string } | null> {
  try {
    const result = await cardProvider(app, 'adyen').paymentDetails(redirectResult);
    if (result.merchantReference !== reference) {
      return {
        error: 'This payment result is for another payment',
        error_id: 'redirect_result_mismatch',
      };
    }
    const outcome = adyenOutcome(result.resultCode);
    if (outcome !== null) await settleAdyenOutcome(app, reference, outcome, result.pspReference);
    return null;
  } catch (error) {
    if (!(error instanceof AdyenGatewayError)) throw error;
    if (error.status !== null && error.status >= 400 && error.status < 500) {
      return {
        error: 'Adyen does not know this payment result',
        error_id: 'invalid_redirect_result',
      };
    }
    log.warn(
      { reference, error: error.message },
      'Adyen payment details failed; the notification settles the payment',
    );
    return null;
  }
}

/**
 * GET /payments/adyen/v1/return?reference&redirectResult: the shopper back from Adyen's redirect.
 * our choice (the spec has the app poll its payment, B§4): the server, not the app, submits the
 * redirectResult to Adyen's /payments/details, settles the payment by Adyen's answer (Authorised
 * paid; Refused, Cancelled, Error declined; Pending waits for the notification), then sends the
 * browser on to the app's /payment-processing page (303), which polls the payment as for any
 * provider. The result is trusted only as Adyen reads it, and only for the payment it names
 * (merchantReference); the browser's cookie is not needed. Adyen not reachable leaves the
 * payment to the notification; a redirectResult Adyen does not know, or one of another payment,
 * is a 400; an unknown reference a 404.
 */
export function registerAdyenReturn(server: FastifyInstance, app: AppContext): void {
  server.get(ADYEN_RETURN_PATH, async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .status(400)
        .send({ error: 'reference and redirectResult are expected', error_id: 'invalid_return' });
    }
    const { reference, redirectResult } = query.data;
    const payment = await findPaymentByReference(app.db, reference);
    if (payment?.provider !== 'adyen') {
      return reply.status(404).send({ error: 'Payment not found', error_id: 'payment_not_found' });
    }
    const problem =
      payment.status === 'in_progress'
        ? await submitDetails(app, request.log, payment.reference, redirectResult)
        : null;
    if (problem !== null) return reply.status(400).send(problem);
    return reply.header('cache-control', 'no-store').redirect(paymentReturnPath(payment), 303);
  });
}
