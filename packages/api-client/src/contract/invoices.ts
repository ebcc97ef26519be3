import { z } from 'zod';
import { idSchema, localeSchema, urlIdSchema, urlTrueSchema } from '../schemas/index';
import { noContentSchema } from './common';
import { defineEndpoint } from './endpoint';

/** The `{sapaad_order_id}` of the invoice calls. */
// spec: A§7 /invoices/{sapaad_order_id}/...
export const invoiceParamsSchema = z.object({ sapaad_order_id: urlIdSchema });

/** An invoice e-mail address, with the invoice form's own message. */
// spec: A§5 for the invoice e-mail the message is 'Please enter a valid email'.
export const invoiceEmailSchema = z.email({ error: 'Please enter a valid email' });

/**
 * The body of the e-mail invoice call: the order alone (to the registered address) or with a new
 * address.
 */
// spec: A§7 body sapaad_order_id (registered e-mail), or sapaad_order_id plus email (new address)
export const emailInvoiceBodySchema = z.object({
  sapaad_order_id: idSchema,
  email: invoiceEmailSchema.optional(),
});

/**
 * The query of the invoice download: `locale`, the language the diner reads the app in, for the
 * PDF's words (a link the browser follows carries the browser's languages, not the app's).
 */
// spec: A§7 GET /invoices/{sapaad_order_id}.pdf?download=true; our choice: the optional locale
// (the spec's invoice is in no stated language); without it, the request's Accept-Language.
export const invoiceDownloadQuerySchema = z.object({
  download: urlTrueSchema,
  locale: localeSchema.optional(),
});

/** The invoice calls. */
export const invoices = {
  email: defineEndpoint({
    name: 'invoices.email',
    method: 'POST',
    path: '/invoices/{sapaad_order_id}/email-invoice',
    params: invoiceParamsSchema,
    body: emailInvoiceBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'A§7',
    choice: 'response: 204 (the app then shows success.invoice_sent_to_email)',
  }),
  download: defineEndpoint({
    name: 'invoices.download',
    method: 'GET',
    path: '/invoices/{sapaad_order_id}.pdf',
    params: invoiceParamsSchema,
    query: invoiceDownloadQuerySchema,
    response: z.instanceof(Blob),
    responseKind: 'file',
    source: 'A§7',
    choice: 'query: locale, the language of the PDF (else Accept-Language)',
  }),
} as const;
