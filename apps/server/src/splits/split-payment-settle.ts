import { channelName, paymentObjectSchema, type PaymentType } from '@tabula/api-client';
import { parseAmount, subtract, toAmount, type Bill } from '@tabula/engine';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import type { OrderRecord } from '../orders/order-view';
import { paymentObjectFor } from '../payments/payment-object';
import type { PaymentRecord } from '../payments/payment-store';
import type { RealtimePublisher } from '../ports/realtime-publisher';
import { loadBillSplit, saveBillSplit, splitPayments } from './bill-split-store';
import { splitLedger } from './split-ledger';
import { splitPartSchema } from './split-part';

const storedPaymentsSchema = z.array(paymentObjectSchema).catch([]);

/**
 * Settles a payment of part of a scan-and-pay bill inside the settlement's transaction (the
 * bill's order row is locked there; ADR 0007). Paid: its equal splits are marked paid (to the
 * payer when nobody held them), its item-wise entry completed with the amount collected, the
 * payment added to the order's payments, and the table hears payment_recorded (with every diner
 * who has paid) and, for an equal split, equal_split_queue_updated. The payment that leaves
 * nothing unpaid pays the order. Declined or abandoned: its item-wise entry is failed and its
 * pieces free; an equal split stays with its holder, unpaid. The order's status is the
 * kitchen's and never moves here.
 */
export async function settleSplitPayment(
  tx: Database,
  settlement: {
    payment: PaymentRecord;
    order: OrderRecord;
    bill: Bill;
    paid: boolean;
    paymentType: Pick<PaymentType, 'id' | 'title'>;
    now: Date;
  },
  publisher: RealtimePublisher,
): Promise<OrderRecord> {
  const { payment, order, now } = settlement;
  const part = splitPartSchema.parse(payment.splitPart);
  const state = await loadBillSplit(tx, order);
  const precision = settlement.bill.precision;
  const entries = state.entries.map((entry) => {
    if (entry.payment_reference !== payment.reference) return entry;
    return settlement.paid
      ? {
          ...entry,
          status: 'completed' as const,
          payment_reference: null,
          amount_collected: toAmount(subtract(payment.amount, payment.tip), precision),
        }
      : { ...entry, status: 'failed' as const, payment_reference: null };
  });
  const queue = state.queue.map((slot, i) =>
    settlement.paid && part.split_ids.includes(i + 1) && state.splitType === 'equal'
      ? { user_id: slot.user_id === 0 ? (payment.userId ?? 0) : slot.user_id, paid: true }
      : slot,
  );
  const next = { ...state, entries, queue };
  await saveBillSplit(tx, next, now);
  const channel = channelName('dine_in_events', state.tableId);
  if (!settlement.paid) {
    if (state.splitType === 'equal') {
      publisher.publish(channel, 'equal_split_queue_updated', {
        table_id: state.tableId,
        equalSplitUserQueue: queue,
      });
    }
    return order;
  }

  const ledger = splitLedger(settlement.bill, next, await splitPayments(tx, order.id), now);
  const completes = parseAmount(ledger.remaining).isZero();
  const details = { ...(order.details as Record<string, unknown>) };
  details.payments = [
    ...storedPaymentsSchema.parse(details.payments),
    paymentObjectFor(payment, settlement.paymentType, payment.userId),
  ];
  const [updated] = await tx
    .update(orders)
    .set({ details, paymentStatus: completes ? 'paid' : order.paymentStatus, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${String(order.id)} vanished`);
  if (state.splitType === 'equal') {
    publisher.publish(channel, 'equal_split_queue_updated', {
      table_id: state.tableId,
      equalSplitUserQueue: queue,
    });
  }
  publisher.publish(channel, 'payment_recorded', {
    payment_source: payment.source,
    has_payment_completed: completes,
    paid_customers: ledger.paidUsers,
  });
  return updated;
}
