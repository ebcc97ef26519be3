import type { Order } from '@tabula/api-client';

/** What the shell shows for the diner's latest order besides the bar. */
export interface OrderPopupState {
  /** The order-confirmed popup is open. */
  popupOpen: boolean;
  /** The status bar is removed (the popup of this confirmed order was closed). */
  barHidden: boolean;
  /** The closed-popup flag must be cleared (the order was rejected). */
  clearFlag: boolean;
}

/**
 * The order-confirmed popup (B§4 Order status): a confirmed order opens it, once per order; the
 * status banner is removed when the popup closes; a rejected order clears the closed-popup flag.
 *
 * @param order - the diner's latest order, or null
 * @param closedOrderId - the order whose popup was closed on this visit, if any
 * @example `orderPopupState({ id: 7, status: 'confirmed' }, null).popupOpen // true`
 */
export function orderPopupState(
  order: Pick<Order, 'id' | 'status'> | null,
  closedOrderId: number | null,
): OrderPopupState {
  if (order === null) return { popupOpen: false, barHidden: false, clearFlag: false };
  if (order.status === 'rejected') {
    return { popupOpen: false, barHidden: false, clearFlag: closedOrderId !== null };
  }
  const confirmed = order.status === 'confirmed';
  const closed = closedOrderId === order.id;
  // our choice: the banner stays away only while the order is confirmed; a later status (ready,
  // delivered) is news, so the bar shows it again.
  return { popupOpen: confirmed && !closed, barHidden: confirmed && closed, clearFlag: false };
}
