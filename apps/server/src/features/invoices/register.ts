import { endpoints } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema';
import { messageNotSent } from '../../delivery/delivery-failed';
import { attemptMessage, enqueueMessage } from '../../messages/message-queue';
import { contractRoute } from '../../http/contract-route';
import { requestLanguage } from '../../http/diner-language';
import { badRequest, unprocessable } from '../../http/http-error';
import { recordInvoiceEmail } from './email-limits';
import { invoiceFileName, invoiceFor } from './invoice-order';
import { invoiceEmail } from './invoice-email';
import { normaliseEmail } from '../../users/identity';

/**
 * The invoice calls (spec: A§7): GET /invoices/\{sapaad_order_id\}.pdf?download=true downloads
 * the PDF (in the language of `locale`, else of Accept-Language), POST /invoices/\{sapaad_order_id\}/email-invoice sends it by e-mail to the diner's
 * registered address or to the address given (204; the app then shows
 * 'success.invoice_sent_to_email'), within the limits of email-limits.ts. Only the diner's own
 * orders: anyone else's is a 404.
 */
export function registerInvoices(server: FastifyInstance, app: AppContext): void {
  contractRoute(
    server,
    app,
    endpoints.invoices.download,
    'session',
    async ({ params, query, session, request }) => {
      const invoice = await invoiceFor(
        app,
        session,
        params.sapaad_order_id,
        query.locale ?? requestLanguage(request),
      );
      return {
        contentType: 'application/pdf',
        fileName: invoiceFileName(invoice),
        disposition: 'attachment' as const,
        body: invoice.pdf,
      };
    },
  );

  contractRoute(
    server,
    app,
    endpoints.invoices.email,
    'session',
    async ({ params, body, session, request }) => {
      if (body.sapaad_order_id !== params.sapaad_order_id) {
        throw badRequest('body.sapaad_order_id: must be the order of the path', 'invalid_request');
      }
      const language = requestLanguage(request);
      const invoice = await invoiceFor(app, session, params.sapaad_order_id, language);
      let to = body.email ?? null;
      if (to === null && session.userId !== null) {
        const [user] = await app.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, session.userId));
        to = user?.email ?? null;
      }
      // spec: A§5, the invoice e-mail form's message.
      if (to === null) throw unprocessable('Please enter a valid email', 'email_required');
      await recordInvoiceEmail(app, {
        orderId: invoice.orderId,
        sessionId: session.id,
        recipient: normaliseEmail(to),
      });
      // Queued and tried at once (src/messages): a busy mail server is tried again on the
      // invoice's schedule, a refusal is answered now.
      const messageId = await enqueueMessage(app.db, app, invoiceEmail(invoice, to, language), {
        purpose: 'invoice',
      });
      if ((await attemptMessage(app, messageId)).kind === 'failed') throw messageNotSent();
      return undefined;
    },
  );
}
