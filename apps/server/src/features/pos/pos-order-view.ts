import { z } from 'zod';
import type { OrderRecord } from '../../orders/order-view';
import { allowedActions, CLOSED_STATUSES, type PosAction } from './order-transitions';

/** An order as the POS console lists it. */
export interface PosOrder {
  id: number;
  order_number: string;
  sapaad_order_id: number;
  outlet_id: number;
  status: string;
  /** unpaid, pending (a provider page is open), paid, declined. */
  payment_status: string;
  /** The total as stored: a decimal string at the currency precision. */
  total_amount: string;
  currency: string;
  table_id: number | null;
  table_number: string | null;
  /** "Flat White x2, Laksa x1". */
  items_summary: string;
  items: { name: string; count: number }[];
  /** The signed-in diner who placed it, for loyalty from the POS; null for a visitor. */
  customer_id: number | null;
  created_at: string;
  eta: string | null;
  /** The status actions staff may take now (order-transitions.ts). */
  allowed_actions: readonly PosAction[];
  /** Whether a payment can be recorded: not paid, no provider page open, not closed. */
  can_record_payment: boolean;
  /** Whether a discount or loyalty can still be applied from the POS (same conditions). */
  can_reprice: boolean;
}

/** The part of order_details the console reads; a line it cannot read is left out, not a 500. */
const cartLinesSchema = z.object({
  cartItems: z
    .array(
      z
        .object({ name: z.string().min(1), count: z.int().positive() })
        .nullable()
        .catch(null),
    )
    .catch([]),
});

/** The cart lines of a stored order as name and count. */
export function orderLines(details: unknown): { name: string; count: number }[] {
  const parsed = cartLinesSchema.safeParse(details);
  if (!parsed.success) return [];
  return parsed.data.cartItems.flatMap((line) => (line === null ? [] : [line]));
}

/** Whether an unpaid order that will be served can take a payment, discount or loyalty. */
export function isOpenForPayment(order: Pick<OrderRecord, 'status' | 'paymentStatus'>): boolean {
  return (
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'declined') &&
    !CLOSED_STATUSES.some((status) => status === order.status) &&
    order.status !== 'payment_in_progress'
  );
}

/** The console's view of an order (its table's number looked up by the caller). */
// spec: A§6, B§6 POS staff; A§4 / B§4 Order status.
export function posOrderView(order: OrderRecord, tableNumber: string | null): PosOrder {
  const items = orderLines(order.details);
  const open = isOpenForPayment(order);
  return {
    id: order.id,
    order_number: order.orderNumber,
    sapaad_order_id: order.sapaadOrderId,
    outlet_id: order.outletId,
    status: order.status,
    payment_status: order.paymentStatus,
    total_amount: order.totalAmount,
    currency: order.currency,
    table_id: order.tableId,
    table_number: tableNumber,
    items_summary: items.map((line) => `${line.name} x${String(line.count)}`).join(', '),
    items,
    customer_id: order.userId,
    created_at: order.createdAt.toISOString(),
    eta: order.eta === null ? null : order.eta.toISOString(),
    allowed_actions: allowedActions(order.status),
    can_record_payment: open,
    can_reprice: open,
  };
}
