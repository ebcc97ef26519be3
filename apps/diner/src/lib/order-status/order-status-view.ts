import type { Order, OrderStatus } from '@tabula/api-client';
import type { OrderStatus as BarStatus } from '@tabula/ui';

/**
 * Which wording the order status bar and the track screen show (A§4 Order status on the status
 * bar and track screen, with its variants): one model for both.
 */
export type OrderStatusText =
  | 'unconfirmed_counter'
  | 'unconfirmed_table'
  | 'unconfirmed_tab'
  | 'unconfirmed_paid'
  | 'payment_in_progress'
  | 'confirmed'
  | 'confirmed_sms'
  | 'confirmed_table'
  | 'ready'
  | 'ready_table'
  | 'cancelled'
  | 'delivered'
  | 'rejected'
  | 'refunded';

/** How an order's status shows: its look (the ui bar's status, which sets the tone) and wording. */
export interface OrderStatusView {
  bar: BarStatus;
  text: OrderStatusText;
  /** A rejected order's bar has OK, which dismisses it (B§4). */
  dismissible: boolean;
}

/** Where the order was placed, as far as the wording depends on it. */
export interface OrderStatusContext {
  /** The session has a table (dine-in): the food comes to the table. */
  atTable: boolean;
  /** The table runs an open tab (dine_ot): its order is paid later, not before the kitchen. */
  openTab: boolean;
  /** The company sends an SMS when an order is confirmed (sms_info). */
  smsOnConfirm: boolean;
}

/** Statuses after which nothing changes: the bar and the track screen stop listening live. */
export const FINAL_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'delivered',
  'cancelled',
  'rejected',
]);

/**
 * Whether anything the diner reads of an order can still change, so that its screens keep
 * listening live: its status until it is final, and after that, when something was paid, what
 * staff give back of it (issue 30: a delivered, rejected or cancelled order may still be
 * refunded), until all of it was.
 *
 * @example `orderCanChange({ status: 'delivered', order_details: { payments: [] }, refund: null }) // false`
 */
export function orderCanChange(
  order: Pick<Order, 'status' | 'refund'> & {
    order_details: Pick<Order['order_details'], 'payments'>;
  },
): boolean {
  if (!FINAL_ORDER_STATUSES.has(order.status)) return true;
  return order.order_details.payments.length > 0 && order.refund?.status !== 'refunded';
}

/**
 * Maps an order's status to its tone and wording (A§4 table: unconfirmed, confirmed with its
 * SMS and table variants, ready with its table variant, cancelled, delivered; B§4 rejected), or
 * to refunded once staff gave back all it was paid (issue 30).
 *
 * @example `orderStatusView(order, { atTable: true, openTab: false, smsOnConfirm: false }).text // 'confirmed_table'`
 */
export function orderStatusView(
  order: Pick<Order, 'status' | 'order_details' | 'refund'>,
  context: OrderStatusContext,
): OrderStatusView {
  const view = (bar: BarStatus, text: OrderStatusText): OrderStatusView => ({
    bar,
    text,
    dismissible: bar === 'rejected',
  });
  // our choice (issue 30): an order refunded in full never reads as paid or on its way, whatever
  // its status (staff can no longer move it on); it looks like a cancelled one. A partial refund
  // leaves the status as it is, and is said beside it (use-refund-line.ts).
  if (order.refund?.status === 'refunded') return view('cancelled', 'refunded');
  switch (order.status) {
    case 'unconfirmed':
      // spec: A§4 unconfirmed: waiting for payment, or 'proceed to counter'.
      // our choice: an order already paid waits for the restaurant's confirmation instead.
      if (order.order_details.payments.length > 0) return view('unconfirmed', 'unconfirmed_paid');
      // our choice: an open tab's order is paid at the end, so it waits for the restaurant only.
      if (context.openTab) return view('unconfirmed', 'unconfirmed_tab');
      return view('unconfirmed', context.atTable ? 'unconfirmed_table' : 'unconfirmed_counter');
    case 'payment_in_progress':
      // our choice: a payment in progress looks like an unconfirmed order (the bar has no tone
      // of its own for it).
      return view('unconfirmed', 'payment_in_progress');
    case 'confirmed':
      // spec: A§4 confirmed: the table variant for dine-in, the SMS variant when the company's
      // order_confirmed SMS rule applies (B§4: when there is no table).
      if (context.atTable) return view('confirmed', 'confirmed_table');
      return view('confirmed', context.smsOnConfirm ? 'confirmed_sms' : 'confirmed');
    case 'ready':
      // spec: A§4 ready: collect now; the table variant brings the food to the table.
      return view('ready', context.atTable ? 'ready_table' : 'ready');
    case 'cancelled':
      return view('cancelled', 'cancelled');
    case 'delivered':
      return view('delivered', 'delivered');
    case 'rejected':
      return view('rejected', 'rejected');
  }
}
