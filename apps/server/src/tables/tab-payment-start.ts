import type { OrderPayload, PaymentTypeName } from '@tabula/api-client';
import { recordEffect } from '../http/idempotency';
import { add, parseAmount, toAmount } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { orders, payments, tableTabs } from '../db/schema';
import { conflict, notFound, unauthorized, unprocessable } from '../http/http-error';
import type { OrderRecord } from '../orders/order-view';
import { TOTAL_MISMATCH_MESSAGE, tipOf } from '../orders/pricing/price-order-payload';
import { expireStalePayment } from '../payments/expire-stale-payment';
import { ownPaymentOpen } from '../payments/own-payment-open';
import {
  findPaymentByReference,
  paymentReferenceFor,
  type PaymentRecord,
} from '../payments/payment-store';
import type { SessionRecord } from '../session/session-store';
import type { Venue } from '../venue/venue';
import { tabPaymentDue } from './tab-payment-due';
import { findMember, loadTab, lockTable, openTab, tabMembers } from './table-tab';

/** Whether a payment payload pays the diner's open tab (B§3: dine_ot with the running order). */
export function paysOpenTab(payload: OrderPayload): payload is OrderPayload & { order_id: number } {
  return payload.qr_source === 'dine_ot' && payload.order_id !== undefined;
}

/** The refusal while another member's payment of the tab runs (B§8: dialog, /order-details). */
export const paymentInProgressGroupUser = () =>
  unprocessable(
    'Another member of your table is paying now. Please wait a moment and try again.',
    'payment_in_progress_group_user',
  );

/**
 * Staff change nothing on a tab while a member's payment of it runs: its amount was worked out
 * from the tab as it was (409 diner_payment_in_progress).
 */
export function assertNoDinerPayment(tab: { paymentReference: string | null }): void {
  if (tab.paymentReference !== null) {
    throw conflict('A diner at this table is paying now', 'diner_payment_in_progress');
  }
}

/**
 * A member pays the table's open tab with a provider (B§4 Payment; B§5 self payment): their own
 * share when they saved pay_for_self, else everything still unpaid (our choice: paying for the
 * whole group is the default, as a table with one member does). The amount is the engine's
 * tabPaymentShare of the tab's stored bill, so the last payer pays exactly what remains, plus the
 * member's tip; the payload's total_amount must equal it (order_total_amount_mismatch). Under the
 * table's lock the payment row is stored in progress, naming the members it pays for, and the
 * tab holds its reference: while it runs, nobody joins, adds items or starts another payment of
 * the tab (payment_in_progress_group_user). A payment left on the provider's page past the
 * overall payment timeout is abandoned first, so it never blocks the table for good.
 *
 * @throws HttpError 401 sign_in_required; 404 order_not_found (not the diner's tab); 409
 *   member_already_paid, own_payment_open (the member's own payment still open); 422 cash_only_dine_pf (cash at a table, B§4),
 *   payment_in_progress_group_user, nothing_to_pay, invalid_tip, order_total_amount_mismatch
 */
export async function startTabPayment(
  app: AppContext,
  session: SessionRecord,
  venue: Venue,
  payload: OrderPayload & { order_id: number },
  provider: PaymentTypeName,
  options: { standalone?: boolean; reference?: string } = {},
): Promise<{ order: OrderRecord; payment: PaymentRecord }> {
  const userId = session.userId;
  if (userId === null) throw unauthorized('Please sign in to pay your table', 'sign_in_required');
  // spec: B§4, at a table cash is removed from the options.
  if (provider === 'cash') {
    throw unprocessable(
      'Unable to place order. Please contact the restaurant or try again later.',
      'cash_only_dine_pf',
    );
  }
  const tableId = session.tableId ?? 0;
  const precision = venue.company.decimal_precision;
  // tipOf checks the tip (B§5: an amount at the precision, tips on); the amount is the payload's.
  const tip = tipOf(venue, payload.tips_amount) === null ? '0' : payload.tips_amount;
  await abandonStalePayment(app, tableId);

  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTable(tx, tableId);
    const tab = openTab(await loadTab(tx, tableId));
    const member = await findMember(tx, tab, userId);
    if (tab?.orderId !== payload.order_id || !member) {
      throw notFound('No such order at your table', 'order_not_found');
    }
    if (member.paidAt !== null) {
      throw conflict('You have already paid your part of this order', 'member_already_paid');
    }
    if (tab.paymentReference !== null) {
      // The member's own payment still open is theirs to return to or cancel (issue 30).
      const running = await findPaymentByReference(tx, tab.paymentReference);
      if (
        running?.userId === userId &&
        running.source === 'web' &&
        running.status === 'in_progress'
      ) {
        throw ownPaymentOpen(running.reference);
      }
      throw paymentInProgressGroupUser();
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, tab.orderId));
    if (!order) throw notFound('No such order at your table', 'order_not_found');

    const unpaid = (await tabMembers(tx, tab))
      .filter((row) => row.paidAt === null)
      .map((row) => row.userId);
    const payers = member.payForSelf === true ? [userId] : unpaid;
    const [share] = await tabPaymentDue(tx, venue, tab, order, unpaid, [payers]);
    if (!share) throw new Error('no share for the payers');
    const total = toAmount(add(share.amount, tip), precision);
    if (parseAmount(total).isZero()) {
      throw unprocessable('Nothing is left to pay on this order', 'nothing_to_pay');
    }
    // spec: B§8, a client total that is not the server's is refused.
    if (!parseAmount(payload.total_amount).equals(parseAmount(total))) {
      throw unprocessable(TOTAL_MISMATCH_MESSAGE, 'order_total_amount_mismatch', {
        expected: total,
        received: payload.total_amount,
      });
    }

    const now = app.now();
    const [payment] = await tx
      .insert(payments)
      .values({
        reference: paymentReferenceFor(options),
        orderId: order.id,
        userId,
        sessionId: session.id,
        provider,
        amount: total,
        tip: toAmount(tip, precision),
        currency: venue.company.currency,
        status: 'in_progress',
        source: 'web',
        tabCustomers: payers,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    await tx
      .update(tableTabs)
      .set({ paymentReference: payment.reference, updatedAt: now })
      .where(eq(tableTabs.tableId, tableId));
    await recordEffect(tx, { payment: payment.reference, earnedLoyalty: null });
    return { order, payment };
  });
}

/** Abandons the tab's running payment when it is past the overall payment timeout (B§9). */
async function abandonStalePayment(app: AppContext, tableId: number): Promise<void> {
  const reference = openTab(await loadTab(app.db, tableId))?.paymentReference ?? null;
  if (reference === null) return;
  const running = await findPaymentByReference(app.db, reference);
  if (running) await expireStalePayment(app, running);
}
