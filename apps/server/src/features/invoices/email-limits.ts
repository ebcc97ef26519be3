import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { lockKeys } from '../../db/locks';
import { invoiceEmails } from '../../db/schema';
import { tooManyRequests } from '../../http/http-error';
import { secondsUntilUnder } from '../../http/retry-after';

/** our choice: one order's invoice goes by e-mail at most 5 times a day. */
export const INVOICE_EMAILS_PER_ORDER_PER_DAY = 5;
/** our choice: one session sends at most 10 invoice e-mails an hour. */
export const INVOICE_EMAILS_PER_SESSION_PER_HOUR = 10;
/** our choice: one address receives at most 5 invoice e-mails an hour, from anyone. */
export const INVOICE_EMAILS_PER_ADDRESS_PER_HOUR = 5;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What one invoice e-mail is counted by. */
export interface InvoiceEmail {
  orderId: number;
  sessionId: string;
  /** Lower-case. */
  recipient: string;
}

/**
 * Counts an invoice e-mail against its limits (per order per day, per session per hour, per
 * address per hour) and records it, under a lock on all three so that many requests at once
 * cannot slip past: the server never becomes a way to mail anyone at will.
 *
 * @throws HttpError 429 invoice_email_limit beyond a limit (nothing is recorded), with the seconds
 *   until that limit lets one more through
 */
export async function recordInvoiceEmail(app: AppContext, email: InvoiceEmail): Promise<void> {
  const now = app.now();
  await app.db.transaction(async (tx) => {
    await lockKeys(tx, [
      `invoice-email:order:${String(email.orderId)}`,
      `invoice-email:session:${email.sessionId}`,
      `invoice-email:to:${email.recipient}`,
    ]);
    // Refuses when the e-mails matching `match` in the window reach `max`, saying how long until
    // the oldest age out enough to send one more.
    const refuseBeyond = async (
      match: SQL | undefined,
      windowMs: number,
      max: number,
      message: string,
    ) => {
      const sent = await tx
        .select({ at: invoiceEmails.createdAt })
        .from(invoiceEmails)
        .where(and(match, gt(invoiceEmails.createdAt, new Date(now.getTime() - windowMs))));
      if (sent.length < max) return;
      const seconds = secondsUntilUnder(
        sent.map(({ at }) => ({ at, weight: 1 })),
        max,
        windowMs,
        now,
      );
      throw tooManyRequests(message, 'invoice_email_limit', { retry_after_seconds: seconds });
    };
    await refuseBeyond(
      eq(invoiceEmails.orderId, email.orderId),
      DAY_MS,
      INVOICE_EMAILS_PER_ORDER_PER_DAY,
      'This invoice has been sent by e-mail too many times today',
    );
    await refuseBeyond(
      eq(invoiceEmails.sessionId, email.sessionId),
      HOUR_MS,
      INVOICE_EMAILS_PER_SESSION_PER_HOUR,
      'Too many invoices were sent by e-mail. Please try again in an hour',
    );
    await refuseBeyond(
      eq(invoiceEmails.recipient, email.recipient),
      HOUR_MS,
      INVOICE_EMAILS_PER_ADDRESS_PER_HOUR,
      'Too many invoices were sent to this address. Please try again in an hour',
    );
    await tx.insert(invoiceEmails).values({ ...email, createdAt: now });
  });
}
