import { paymentObjectSchema, type OrderStatus } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import { orders, payments } from '../db/schema';
import { settleOrderLoyalty } from '../loyalty/settle-order-loyalty';
import { setOrderStatus } from '../orders/order-status';
import type { OrderRecord } from '../orders/order-view';
import { storedBill } from '../splits/stored-bill';
import { settleSplitPayment } from '../splits/split-payment-settle';
import { settleTabPayment } from '../tables/tab-payment-settle';
import { settlingVenue } from '../venue/venue-snapshots';
import { deferredPublisher } from './deferred-publisher';
import { paymentObjectFor } from './payment-object';
import { findPaymentByReference, type PaymentRecord } from './payment-store';

/** How a provider payment ends. */
export type PaymentOutcome = 'paid' | 'declined' | 'abandoned';

/** What settling did. */
export type SettleResult =
  | { kind: 'settled'; payment: PaymentRecord; order: OrderRecord }
  | { kind: 'not_found' }
  | { kind: 'already_settled'; payment: PaymentRecord };

/** The order's payment status after each outcome (orders.payment_status). */
const ORDER_PAYMENT_STATUS: Record<PaymentOutcome, string> = {
  paid: 'paid',
  declined: 'declined',
  abandoned: 'unpaid',
};

class AlreadySettled extends Error {}

const storedPaymentsSchema = z.array(paymentObjectSchema).catch([]);

/**
 * Settles a provider payment that is still in progress, in one transaction (B§4 Payment):
 * - paid: the payment is paid, the order's payment status paid, the payment object added to
 *   order_details.payments, the order confirmed when the outlet auto-confirms, else unconfirmed
 *   for staff to confirm in the POS (B§3 Outlet auto_confirm_enabled), and its loyalty settled;
 * - declined: the payment is declined and the order rejected (our choice: it is never made, so it
 *   stops blocking the diner's next order; the app goes to /order-details?payment_status=failed
 *   and the cart is still there to pay again);
 * - abandoned: the diner left the provider's page: the payment is abandoned and the order
 *   cancelled (our choice).
 * A member's payment of an open tab settles as the tab's (tables/tab-payment-settle.ts), a
 * payment of part of a scan-and-pay bill as the split's (splits/split-payment-settle.ts).
 * Only a payment in progress settles: a second settlement finds it settled and changes nothing.
 * The order's status moves only while it is payment_in_progress (the POS may have acted first).
 * Live events go out after the transaction commits.
 */
export async function settlePayment(
  app: AppContext,
  reference: string,
  outcome: PaymentOutcome,
): Promise<SettleResult> {
  const found = await findPaymentByReference(app.db, reference);
  if (!found) return { kind: 'not_found' };
  if (found.status !== 'in_progress') return { kind: 'already_settled', payment: found };
  const [orderRow] = await app.db.select().from(orders).where(eq(orders.id, found.orderId));
  if (!orderRow) return { kind: 'not_found' };
  // Read before the transaction: the embedded database runs one transaction at a time.
  const venue = await settlingVenue(app, app.db, { outletId: orderRow.outletId });
  const events = deferredPublisher(app);

  try {
    const result = await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [payment] = await tx
        .update(payments)
        .set({ status: outcome, updatedAt: app.now() })
        .where(and(eq(payments.id, found.id), eq(payments.status, 'in_progress')))
        .returning();
      if (!payment) throw new AlreadySettled();
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, payment.orderId))
        .for('update');
      if (!order)
        throw new Error(
          `order ${String(payment.orderId)} of payment ${payment.reference} vanished`,
        );

      // our choice: a payment type the outlet removed while the page was open still settles;
      // its object then names the provider and the first payment type id.
      const paymentType = venue.paymentTypes.find((t) => t.payment_type === payment.provider) ?? {
        id: 1,
        title: payment.provider,
      };
      const { tabCustomers } = payment;
      if (tabCustomers !== null) {
        const settled = await settleTabPayment(
          tx,
          {
            payment: { ...payment, tabCustomers },
            order,
            paid: outcome === 'paid',
            paymentType,
            now: app.now(),
          },
          events.publisher,
        );
        return { kind: 'settled' as const, payment, order: settled };
      }
      if (payment.splitPart !== null) {
        const settled = await settleSplitPayment(
          tx,
          {
            payment,
            order,
            bill: storedBill(order, venue),
            paid: outcome === 'paid',
            paymentType,
            now: app.now(),
          },
          events.publisher,
        );
        return { kind: 'settled' as const, payment, order: settled };
      }

      const details = { ...(order.details as Record<string, unknown>) };
      if (outcome === 'paid') {
        const object = paymentObjectFor(payment, paymentType, order.userId);
        details.payments = [...storedPaymentsSchema.parse(details.payments), object];
      }
      const [updated] = await tx
        .update(orders)
        .set({ details, paymentStatus: ORDER_PAYMENT_STATUS[outcome], updatedAt: app.now() })
        .where(eq(orders.id, order.id))
        .returning();
      if (!updated) throw new Error(`order ${String(order.id)} vanished`);

      let settled = updated;
      if (updated.status === 'payment_in_progress') {
        const next: OrderStatus =
          outcome === 'paid'
            ? venue.outlet.auto_confirm_enabled
              ? 'confirmed'
              : 'unconfirmed'
            : outcome === 'declined'
              ? 'rejected'
              : 'cancelled';
        settled = await setOrderStatus(
          { ...app, db: tx, realtime: events.publisher },
          updated,
          next,
        );
      }
      if (outcome === 'paid') await settleOrderLoyalty(tx, settled);
      return { kind: 'settled' as const, payment, order: settled };
    });
    events.flush();
    return result;
  } catch (error) {
    if (!(error instanceof AlreadySettled)) throw error;
    const again = await findPaymentByReference(app.db, reference);
    return again ? { kind: 'already_settled', payment: again } : { kind: 'not_found' };
  }
}
