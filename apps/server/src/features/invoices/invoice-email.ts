import { emailHtml } from '../../delivery/email-html';
import type { DinerLanguage } from '../../http/diner-language';
import type { OutgoingMessage } from '../../ports/delivery';
import { invoiceFileName, type Invoice } from './invoice-order';
import { invoiceTexts } from './invoice-texts';

/**
 * The e-mail that carries an invoice, in the diner's language: subject, plain text, HTML and the
 * PDF attached.
 */
export function invoiceEmail(
  invoice: Invoice,
  to: string,
  language: DinerLanguage,
): OutgoingMessage {
  const words = invoiceTexts(language);
  const subject = words.emailSubject(invoice.orderNumber, invoice.companyName);
  const body = words.emailBody(invoice.orderNumber);
  return {
    channel: 'email',
    to,
    subject,
    body,
    html: emailHtml({ language, direction: words.direction, title: subject, paragraphs: [body] }),
    language,
    attachment: {
      fileName: invoiceFileName(invoice),
      contentType: 'application/pdf',
      content: invoice.pdf,
    },
  };
}
