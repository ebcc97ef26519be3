import { channelName, paymentObjectSchema, type PaymentType } from '@tabula/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { orders, tableMembers, tableTabs } from '../db/schema';
import { settleOrderLoyalty } from '../loyalty/settle-order-loyalty';
import type { OrderRecord } from '../orders/order-view';
import { paymentObjectFor } from '../payments/payment-object';
import type { PaymentRecord } from '../payments/payment-store';
import type { RealtimePublisher } from '../ports/realtime-publisher';
import { tabMembers } from './table-tab';

const storedPaymentsSchema = z.array(paymentObjectSchema).catch([]);

/**
 * Settles a member's payment of an open tab inside the settlement's transaction (B§4 Payment;
 * B§7 payment_recorded): whatever the outcome the tab stops waiting for it. Paid, the payment is
 * added to the order's payments and the members it paid for are paid; the table hears
 * payment_recorded with every paid member (payment_source web). When no member is left unpaid
 * the order is paid, its loyalty settled, the table free again, and its channel closed. Declined
 * or abandoned, the tab is as it was: the member can pay again. The order's status is the
 * kitchen's and never moves here.
 */
export async function settleTabPayment(
  tx: Database,
  settlement: {
    payment: PaymentRecord & { tabCustomers: number[] };
    order: OrderRecord;
    paid: boolean;
    paymentType: Pick<PaymentType, 'id' | 'title'>;
    now: Date;
  },
  publisher: RealtimePublisher,
): Promise<OrderRecord> {
  const { payment, order, now } = settlement;
  const [tab] = await tx
    .update(tableTabs)
    .set({ paymentReference: null, updatedAt: now })
    .where(and(eq(tableTabs.orderId, order.id), eq(tableTabs.paymentReference, payment.reference)))
    .returning();
  if (!settlement.paid) return order;

  const details = { ...(order.details as Record<string, unknown>) };
  details.payments = [
    ...storedPaymentsSchema.parse(details.payments),
    paymentObjectFor(payment, settlement.paymentType, payment.userId),
  ];
  await tx
    .update(tableMembers)
    .set({ paidAt: now })
    .where(
      and(eq(tableMembers.orderId, order.id), inArray(tableMembers.userId, payment.tabCustomers)),
    );
  const members = await tabMembers(tx, { orderId: order.id, firstCustomerId: null });
  const paidCustomers = members.filter((row) => row.paidAt !== null).map((row) => row.userId);
  const completes = paidCustomers.length === members.length;
  const [updated] = await tx
    .update(orders)
    .set({ details, paymentStatus: completes ? 'paid' : order.paymentStatus, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${String(order.id)} vanished`);
  if (completes) await settleOrderLoyalty(tx, updated);

  const tableId = tab?.tableId ?? (await tableOf(tx, order.id));
  if (tableId !== null) {
    if (completes) await tx.delete(tableTabs).where(eq(tableTabs.tableId, tableId));
    const channel = channelName('dine_in_events', tableId);
    publisher.publish(channel, 'payment_recorded', {
      payment_source: 'web',
      has_payment_completed: completes,
      paid_customers: paidCustomers,
    });
    if (completes) publisher.dismissAll(channel);
  }
  return updated;
}

/** The table whose open tab is the order, or null once it is not open anywhere. */
async function tableOf(tx: Database, orderId: number): Promise<number | null> {
  const [row] = await tx
    .select({ tableId: tableTabs.tableId })
    .from(tableTabs)
    .where(eq(tableTabs.orderId, orderId));
  return row?.tableId ?? null;
}
