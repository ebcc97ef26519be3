import { randomBytes } from 'node:crypto';
import {
  paymentObjectSchema,
  type CounterPaymentType,
  type PaymentObject,
  type PaymentType,
} from '@tabula/api-client';
import { parseAmount, toAmount } from '@tabula/engine';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../http/http-error';
import { settleOrderLoyalty } from '../../loyalty/settle-order-loyalty';
import { setOrderStatus } from '../../orders/order-status';
import type { OrderRecord } from '../../orders/order-view';
import { deferredPublisher } from '../../payments/deferred-publisher';
import type { Venue } from '../../venue/venue';
import { settlingVenue } from '../../venue/venue-snapshots';
import { isOpenForPayment } from './pos-order-view';
import { publishPaymentRecorded } from './pos-events';

/** The payment recorded, with the order after it. */
export interface RecordedPayment {
  order: OrderRecord;
  payment: { reference: string; provider: string; amount: string; tip: string; status: string };
}

const storedDetailsSchema = z.looseObject({
  payments: z.array(paymentObjectSchema).catch([]),
  tips_amount: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .catch('0'),
});

/**
 * The outlet's payment type a counter payment is booked against. our choice: cash is the
 * outlet's cash type; a card taken on the counter's terminal is booked against the outlet's
 * first card provider (payment_mode 'card' tells the two apart).
 *
 * @throws HttpError 422 payment_type_unavailable when the outlet offers no such type
 */
function counterPaymentType(venue: Venue, kind: CounterPaymentType): PaymentType {
  const type = venue.paymentTypes.find((candidate) =>
    kind === 'cash' ? candidate.payment_type === 'cash' : candidate.payment_type !== 'cash',
  );
  if (!type) {
    throw unprocessable(`This outlet has no ${kind} payment type`, 'payment_type_unavailable');
  }
  return type;
}

/**
 * Records a payment taken by staff at the counter (cash, or a card on the counter's terminal).
 * our choice: full payments only, so the amount, when sent, must equal the order's total
 * (compared as decimals by the engine). In one transaction, on the order locked for update: the
 * order is refused when paid already, while a provider page is open or when it will not be
 * served (409); the diner's open cash payment (pay at cashier) is settled, or a payments row
 * made, with source 'pos'; the payment object is added to order_details.payments; the order's
 * payment status becomes paid; an unconfirmed order is confirmed when the outlet auto-confirms
 * (as a provider payment is, B§3 auto_confirm_enabled); the diner's loyalty is settled. After
 * the commit: billing_initiated and order_updated on track_order_{id}, and payment_recorded on
 * dine_in_events_{table} for a table order.
 *
 * @throws HttpError 404 unknown order, 409 already paid or not payable, 422 amount mismatch
 */
// spec: B§4 Payment; B§6 POS staff (payments); B§7 billing_initiated, order_updated,
// payment_recorded.
export async function recordCounterPayment(
  app: AppContext,
  orderId: number,
  request: { paymentType: CounterPaymentType; amount?: string | undefined },
): Promise<RecordedPayment> {
  const [found] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!found) throw notFound('This order does not exist', 'order_not_found');
  // Read before the transaction: the embedded database runs one transaction at a time.
  const venue = await settlingVenue(app, app.db, { outletId: found.outletId });
  const type = counterPaymentType(venue, request.paymentType);
  const precision = venue.company.decimal_precision;
  const events = deferredPublisher(app);

  const result = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('This order does not exist', 'order_not_found');
    refuseUnpayable(order);
    const total = toAmount(order.totalAmount, precision);
    if (request.amount !== undefined && !parseAmount(request.amount).eq(parseAmount(total))) {
      throw unprocessable(
        `The amount must equal the order total of ${order.currency} ${total} (only full payments are taken at the counter)`,
        'payment_amount_mismatch',
        { expected: total, received: request.amount },
      );
    }
    const details = storedDetailsSchema.parse(order.details);
    const tip = toAmount(details.tips_amount, precision);
    const now = app.now();

    const payment = await settleOrOpenPayment(tx, order, {
      provider: type.payment_type,
      amount: total,
      tip,
      now,
    });
    const object: PaymentObject = paymentObjectSchema.parse({
      id: type.id,
      payment_type: type.payment_type,
      amount: total,
      name: type.title,
      customer_id: order.userId,
      tip,
      total_amount: total,
      reference_code: payment.reference,
      payment_mode: request.paymentType,
    });
    const [paid] = await tx
      .update(orders)
      .set({
        details: { ...details, payments: [...details.payments, object] },
        paymentStatus: 'paid',
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!paid) throw new Error(`order ${String(order.id)} vanished`);

    let settled = paid;
    if (paid.status === 'unconfirmed' && venue.outlet.auto_confirm_enabled) {
      settled = await setOrderStatus(
        { ...app, db: tx, realtime: events.publisher },
        paid,
        'confirmed',
      );
    }
    await settleOrderLoyalty(tx, settled);
    return { order: settled, payment };
  });

  publishPaymentRecorded(app, result.order);
  events.flush();
  return {
    order: result.order,
    payment: {
      reference: result.payment.reference,
      provider: result.payment.provider,
      amount: result.payment.amount,
      tip: result.payment.tip,
      status: result.payment.status,
    },
  };
}

/** Refuses an order that cannot take a payment now. */
function refuseUnpayable(order: OrderRecord): void {
  if (isOpenForPayment(order)) return;
  if (order.paymentStatus === 'paid') {
    throw conflict('This order is already paid', 'order_already_paid', {
      payment_status: order.paymentStatus,
    });
  }
  if (order.paymentStatus === 'pending' || order.status === 'payment_in_progress') {
    throw conflict(
      "The diner is paying this order on the provider's page; wait for it to finish",
      'payment_in_progress',
      { payment_status: order.paymentStatus, status: order.status },
    );
  }
  throw conflict(`A ${order.status} order cannot be paid`, 'order_closed', {
    status: order.status,
  });
}

/**
 * Settles the diner's open cash payment of the order (started with pay at cashier) as paid by
 * staff, or, when there is none, records a new payment; either way with source 'pos'.
 */
async function settleOrOpenPayment(
  tx: Database,
  order: OrderRecord,
  values: { provider: string; amount: string; tip: string; now: Date },
) {
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'in_progress'),
        eq(payments.provider, 'cash'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (open) {
    const [settled] = await tx
      .update(payments)
      .set({
        provider: values.provider,
        amount: values.amount,
        tip: values.tip,
        status: 'paid',
        source: 'pos',
        updatedAt: values.now,
      })
      .where(eq(payments.id, open.id))
      .returning();
    if (settled) return settled;
  }
  const [created] = await tx
    .insert(payments)
    .values({
      reference: `pos_${randomBytes(18).toString('base64url')}`,
      orderId: order.id,
      userId: order.userId,
      sessionId: order.sessionId,
      provider: values.provider,
      amount: values.amount,
      tip: values.tip,
      currency: order.currency,
      status: 'paid',
      source: 'pos',
    })
    .returning();
  if (!created) throw new Error('payment insert returned nothing');
  return created;
}
