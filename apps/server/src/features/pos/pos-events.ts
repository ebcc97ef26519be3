import { channelName } from '@tabula/api-client';
import type { AppContext } from '../../app-context';
import type { OrderRecord } from '../../orders/order-view';

/**
 * Tells the order's followers that staff took its payment: billing_initiated and order_updated
 * on track_order_{id}, and for a table order payment_recorded on dine_in_events_{table}
 * (payment_source 'pos', the payment completed, the paying diner when known).
 */
// spec: B§7 billing_initiated, order_updated, payment_recorded; B§4 Payment (paymentInitiated
// on a POS billing status, a payment_recorded event marks payment).
export function publishPaymentRecorded(
  app: AppContext,
  order: Pick<OrderRecord, 'id' | 'tableId' | 'userId'>,
): void {
  const orderChannel = channelName('track_order', order.id);
  app.realtime.publish(orderChannel, 'billing_initiated', { order_id: order.id });
  app.realtime.publish(orderChannel, 'order_updated', { order_id: order.id, updated_by: 'pos' });
  if (order.tableId !== null) {
    app.realtime.publish(channelName('dine_in_events', order.tableId), 'payment_recorded', {
      payment_source: 'pos',
      has_payment_completed: true,
      paid_customers: order.userId === null ? [] : [order.userId],
    });
  }
}
