import type { IconName } from '../../icons/icon-paths';

/** The order statuses the bar shows (A§4, B§4). */
export const ORDER_STATUSES = [
  'unconfirmed',
  'confirmed',
  'ready',
  'cancelled',
  'delivered',
  'rejected',
] as const;

/** An order status the bar shows. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The tones a status is drawn in. */
export type OrderStatusTone = 'brand' | 'warning' | 'success' | 'critical';

/** The tone and the icon of each status: the bar's, and a past order's status in My Orders. */
export const ORDER_STATUS_LOOKS: Readonly<
  Record<OrderStatus, { tone: OrderStatusTone; icon: IconName }>
> = {
  unconfirmed: { tone: 'warning', icon: 'clock' },
  confirmed: { tone: 'brand', icon: 'receipt' },
  ready: { tone: 'success', icon: 'bell' },
  delivered: { tone: 'success', icon: 'tickCircle' },
  cancelled: { tone: 'critical', icon: 'warning' },
  rejected: { tone: 'critical', icon: 'warning' },
};
