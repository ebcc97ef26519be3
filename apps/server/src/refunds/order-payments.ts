import type { PosOrderPayment, PosOrderPayments, PosRefund } from '@tabula/api-client';
import { add, toAmount } from '@tabula/engine';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { orders, payments, refunds } from '../db/schema';
import { notFound } from '../http/http-error';
import type { PaymentRecord } from '../payments/payment-store';
import { currentVenue } from '../venue/venue-snapshots';
import { refundable, type RefundRecord } from './refund-payment';

/** What refunds have given back of a payment: those that succeeded. */
function refunded(rows: RefundRecord[], precision: number): string {
  const given = rows.filter((row) => row.status === 'succeeded').map((row) => row.amount);
  return toAmount(add('0', ...given), precision);
}

/** A refund as staff see it: what, why, who made it, when, and what became of it. */
export function refundView(row: RefundRecord, paymentReference: string): PosRefund {
  return {
    id: row.id,
    payment_reference: paymentReference,
    amount: row.amount,
    reason: row.reason,
    made_by: row.madeBy as PosRefund['made_by'],
    status: row.status as PosRefund['status'],
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
  };
}

function paymentView(
  payment: PaymentRecord,
  rows: RefundRecord[],
  precision: number,
): PosOrderPayment {
  const paid = payment.status === 'paid';
  return {
    reference: payment.reference,
    provider: payment.provider,
    amount: toAmount(payment.amount, precision),
    tip: toAmount(payment.tip, precision),
    status: payment.status as PosOrderPayment['status'],
    refunded_amount: refunded(rows, precision),
    refunds: rows.map((row) => refundView(row, payment.reference)),
    refundable_amount: paid ? refundable(payment, rows, precision) : toAmount('0', precision),
    // issue 19: a payment in progress is voided unless it is cash, which the counter settles.
    can_void: payment.status === 'in_progress' && payment.provider !== 'cash',
    created_at: payment.createdAt.toISOString(),
  };
}

/**
 * An order's payments for staff (issue 19: refunds and voids from the POS), oldest first, each
 * with what its refunds gave back and what may still be given back, at the company's precision,
 * and each of its refunds (issue 30: staff see every refund, not only the totals).
 * Nothing of a diner's card is shown: no brand, no digits.
 *
 * @throws HttpError 404 order_not_found
 */
export async function orderPayments(app: AppContext, orderId: number): Promise<PosOrderPayments> {
  const [order] = await app.db
    .select({ id: orders.id, outletId: orders.outletId, currency: orders.currency })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound('This order does not exist', 'order_not_found');
  const precision = (await currentVenue(app, app.db, { outletId: order.outletId })).company
    .decimal_precision;
  const rows = await app.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id));
  const given =
    rows.length === 0
      ? []
      : await app.db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(refunds.id));
  return {
    order_id: order.id,
    currency: order.currency,
    payments: rows.map((payment) =>
      paymentView(
        payment,
        given.filter((row) => row.paymentId === payment.id),
        precision,
      ),
    ),
  };
}
