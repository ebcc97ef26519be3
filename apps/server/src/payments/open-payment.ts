import { endingOutcome } from '../card-payments/hosted-pages/hosted-page-ending';
import type { OpenPayment, OpenPaymentPayable } from '@tabula/api-client';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { payments } from '../db/schema';
import type { SessionRecord } from '../session/session-store';
import { splitPartSchema } from '../splits/split-part';
import { expireStalePayment } from './expire-stale-payment';
import { findOwnedPayment, paymentOwnedBy, type PaymentRecord } from './payment-store';
import { settlePayment } from './settle-payment';

/**
 * What a payment pays (issue 30): a part of an open tab, a share of a scan-and-pay bill (an equal
 * split or an item-wise entry) or everything unpaid of it, else a whole order.
 */
export function payableOf(payment: PaymentRecord): {
  payable: OpenPaymentPayable;
  splitId: number | null;
} {
  if (payment.tabCustomers !== null) return { payable: 'tab', splitId: null };
  if (payment.splitPart === null) return { payable: 'order', splitId: null };
  const part = splitPartSchema.parse(payment.splitPart);
  if (part.kind === 'rest') return { payable: 'bill', splitId: null };
  return { payable: part.kind === 'equal' ? 'split' : 'items', splitId: part.split_ids[0] ?? null };
}

/** An open payment as the app reads it (the contract's openPaymentSchema). */
export function openPaymentView(payment: PaymentRecord): OpenPayment {
  const { payable, splitId } = payableOf(payment);
  return {
    reference: payment.reference,
    type: payment.provider as OpenPayment['type'],
    payable,
    order_id: payment.orderId,
    split_id: splitId,
    amount: payment.amount,
    currency: payment.currency,
    started_at: payment.createdAt.toISOString(),
  };
}

/**
 * The diner's own provider payment still open, the newest (issue 30: a diner back from a payment
 * page is offered to return to it or cancel it, whatever it pays); null when none is. Cash waits
 * for the cashier and is never "open" here; a payment past the overall payment timeout is
 * abandoned as it is read (B§8) and the next newest is looked at.
 */
export async function findOpenPayment(
  app: AppContext,
  session: SessionRecord,
): Promise<PaymentRecord | null> {
  const rows = await app.db
    .select()
    .from(payments)
    .where(
      and(
        paymentOwnedBy(session),
        eq(payments.status, 'in_progress'),
        ne(payments.provider, 'cash'),
      ),
    )
    .orderBy(desc(payments.id));
  for (const row of rows) {
    const now = await expireStalePayment(app, row);
    if (now.status === 'in_progress') return now;
  }
  return null;
}

/**
 * A diner who pays a table's order again (a tab part, a bill share, the rest of the bill) after
 * leaving the page of their own earlier attempt names it (the payload's replaces_payment, issue
 * 30): it is abandoned through the same settlement as a cancel, so it frees its part (and
 * everyone at the table hears it) before the new payment takes it. Only the diner's own payment
 * of that order still in progress is replaced, never `keepReference` (the new start's own
 * reference: the same start sent twice at once stays one payment); any other reference changes
 * nothing, so another diner's payment still refuses the new one. A provider that charges the
 * abandoned attempt after all has it refunded by its notification (card-payments/); a hosted
 * page is closed at its provider first (`endingOutcome`), so it can no longer take money. Unnamed, the diner's own open attempt refuses the new one (own_payment_open),
 * so two taps at once never start two payments.
 */
export async function replaceOwnPayment(
  app: AppContext,
  session: SessionRecord,
  replaced: { orderId: number; reference: string },
  keepReference?: string,
): Promise<void> {
  if (replaced.reference === keepReference) return;
  const own = await findOwnedPayment(app.db, session, { reference: replaced.reference });
  if (own?.orderId !== replaced.orderId || own.status !== 'in_progress') return;
  if (own.provider === 'cash') return;
  // A hosted page is closed at its provider first; paid there a moment ago, it stays paid.
  await settlePayment(app, own.reference, await endingOutcome(app, own, 'abandoned'));
}
