import type { Order } from '@tabula/api-client';
import type { OrderStatus as BarStatus } from '@tabula/ui';
import { orderStatusView, type OrderStatusText } from './order-status-view';

/** A past order's status in a word or two, as My Orders and its detail show it. */
export type PastOrderStatus =
  | 'awaiting_payment'
  | 'awaiting_confirmation'
  | 'payment_in_progress'
  | 'confirmed'
  | 'ready'
  | 'delivered'
  | 'cancelled'
  | 'rejected'
  | 'refunded';

// The status bar's wording without its table and SMS variants, which speak of the visit now.
const PAST: Readonly<Record<OrderStatusText, PastOrderStatus>> = {
  unconfirmed_counter: 'awaiting_payment',
  unconfirmed_table: 'awaiting_payment',
  unconfirmed_tab: 'awaiting_confirmation',
  unconfirmed_paid: 'awaiting_confirmation',
  payment_in_progress: 'payment_in_progress',
  confirmed: 'confirmed',
  confirmed_sms: 'confirmed',
  confirmed_table: 'confirmed',
  ready: 'ready',
  ready_table: 'ready',
  cancelled: 'cancelled',
  delivered: 'delivered',
  rejected: 'rejected',
  refunded: 'refunded',
};

/**
 * A past order's status: its look (the status bar's, from the shared status model) and its
 * words, so a rejected or cancelled order never reads as paid.
 *
 * @example `pastOrderStatus(rejectedOrder) // { bar: 'rejected', status: 'rejected' }`
 */
export function pastOrderStatus(order: Pick<Order, 'status' | 'order_details' | 'refund'>): {
  bar: BarStatus;
  status: PastOrderStatus;
} {
  const view = orderStatusView(order, { atTable: false, openTab: false, smsOnConfirm: false });
  return { bar: view.bar, status: PAST[view.text] };
}
