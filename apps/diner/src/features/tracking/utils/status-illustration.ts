import type { OrderStatusText } from '@/lib/order-status/order-status-view';

/** The pictures of the track screen, one per stage of an order. */
export type StatusIllustration =
  'waiting' | 'paying' | 'cooking' | 'ready' | 'to_table' | 'enjoy' | 'stopped';

// spec: B§2 Track-order screen, a status image; our choice: one picture per stage, the table
// variant of ready shows the food on its way to the table.
const ILLUSTRATIONS: Readonly<Record<OrderStatusText, StatusIllustration>> = {
  unconfirmed_counter: 'waiting',
  unconfirmed_table: 'waiting',
  unconfirmed_tab: 'waiting',
  unconfirmed_paid: 'waiting',
  payment_in_progress: 'paying',
  confirmed: 'cooking',
  confirmed_sms: 'cooking',
  confirmed_table: 'cooking',
  ready: 'ready',
  ready_table: 'to_table',
  cancelled: 'stopped',
  delivered: 'enjoy',
  rejected: 'stopped',
  refunded: 'stopped',
};

/**
 * The picture for an order's wording.
 *
 * @example `statusIllustration('ready_table') // 'to_table'`
 */
export function statusIllustration(text: OrderStatusText): StatusIllustration {
  return ILLUSTRATIONS[text];
}
