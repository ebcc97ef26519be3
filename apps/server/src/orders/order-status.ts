import { channelName, type OrderStatus } from '@tabula/api-client';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { orders } from '../db/schema';
import type { OrderRecord } from './order-view';

/**
 * Moves an order to a new status (B§4) and tells every diner following it: status_updated on
 * the order's channel (A§4: "status updates arrive live on a per-order channel carrying status
 * and eta"), and track_order_status on the table's channel for a table order.
 */
export async function setOrderStatus(
  app: AppContext,
  order: OrderRecord,
  status: OrderStatus,
  eta: Date | null = order.eta,
): Promise<OrderRecord> {
  const [row] = await app.db
    .update(orders)
    .set({ status, eta, updatedAt: app.now() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error(`order ${String(order.id)} vanished`);
  app.realtime.publish(channelName('track_order', row.id), 'status_updated', {
    status,
    eta: eta === null ? null : eta.toISOString(),
  });
  if (row.tableId !== null) {
    app.realtime.publish(channelName('dine_in_events', row.tableId), 'track_order_status', {
      status,
    });
  }
  return row;
}

/**
 * Tells the order's followers that staff changed it (a discount or loyalty from the POS, a
 * refund or a void of its payment): order_updated with updated_by 'pos' on track_order_{id}, so
 * the diner's screens read it again.
 */
// spec: B§7 order_updated (order_id, updated_by); B§8 order updated from the POS.
export function publishOrderUpdatedByPos(
  app: Pick<AppContext, 'realtime'>,
  order: Pick<OrderRecord, 'id'>,
): void {
  app.realtime.publish(channelName('track_order', order.id), 'order_updated', {
    order_id: order.id,
    updated_by: 'pos',
  });
}

/**
 * Tells who follows orders that a new one exists: status_updated with its first status and eta
 * on the order's channel. The POS's staff channel hears every event the server publishes, so the
 * console lists the order at once; a diner who follows the order from then on reads the same
 * status it was placed with.
 */
// spec: B§7 status_updated (status, eta) on track_order_{orderId}; B§6 POS staff (orders live).
// our choice: placing an order publishes its first status, the spec's one per-order event.
export function publishOrderPlaced(app: AppContext, order: OrderRecord): void {
  app.realtime.publish(channelName('track_order', order.id), 'status_updated', {
    status: order.status,
    eta: order.eta === null ? null : order.eta.toISOString(),
  });
}
