import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { orders } from '../../db/schema';
import { conflict } from '../../http/http-error';
import type { OrderRecord } from '../../orders/order-view';
import { setOrderStatus } from '../../orders/order-status';
import { orderMoneyEnd, type MoneyEnd } from '../../refunds/order-money-end';
import {
  ACTION_TARGET,
  allowedActions,
  SERVING_ACTIONS,
  type PosAction,
} from './order-transitions';

/**
 * Takes a status action on an order for staff (confirm, ready, deliver, reject, cancel). The
 * move is a compare-and-set on the status the order had when it was read, so two members of
 * staff acting at once cannot both win (the second gets a 409 with the actions allowed now);
 * then setOrderStatus publishes status_updated on track_order_{id} and, for a table order,
 * track_order_status on dine_in_events_{table}. An order whose money is gone (refunded in full,
 * or its own payment voided) is not moved on towards the diner, whatever its status: confirm,
 * ready and deliver are refused with why (issue 30); it may still be rejected or cancelled.
 *
 * @param etaMinutes - for confirm: minutes from now until the order is expected; the ETA is
 *   cleared when absent. Other actions keep the order's ETA.
 * @throws HttpError 409 order_refunded, order_voided when the order's money is gone;
 *   invalid_transition when the action is not allowed from the status
 */
// spec: A§4 Order status (status and eta arrive live); B§4 Order status; B§6 POS staff.
export async function changeOrderStatus(
  app: AppContext,
  order: OrderRecord,
  action: PosAction,
  etaMinutes?: number,
): Promise<OrderRecord> {
  if (SERVING_ACTIONS.includes(action)) {
    const end = await orderMoneyEnd(app.db, order);
    if (end !== null) throw moneyGone(end, order.status, action);
  }
  const allowed = allowedActions(order.status);
  if (!allowed.includes(action)) throw refused(order.status, action, allowed);
  const status = ACTION_TARGET[action];
  const now = app.now();
  // our choice: confirm sets the ETA afresh (none when no minutes are given).
  const eta =
    action === 'confirm'
      ? etaMinutes === undefined
        ? null
        : new Date(now.getTime() + etaMinutes * 60_000)
      : order.eta;
  const [claimed] = await app.db
    .update(orders)
    .set({ status, eta, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!claimed) {
    const [current] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    const currentStatus = current?.status ?? order.status;
    throw refused(currentStatus, action, allowedActions(currentStatus));
  }
  return setOrderStatus(app, claimed, status, eta);
}

function refused(status: string, action: PosAction, allowed: readonly PosAction[]) {
  const options = allowed.length > 0 ? allowed.join(', ') : 'none';
  return conflict(
    `Cannot ${action} an order that is ${status.replaceAll('_', ' ')} (allowed: ${options})`,
    'invalid_transition',
    { status, action, allowed_actions: allowed },
  );
}

/** What staff read when an order whose money is gone is asked to move on. */
const MONEY_GONE: Record<MoneyEnd, { message: string; errorId: string }> = {
  refunded: {
    message: 'This order was refunded in full; it cannot move on',
    errorId: 'order_refunded',
  },
  voided: {
    message: "This order's payment was voided; it cannot move on",
    errorId: 'order_voided',
  },
};

function moneyGone(end: MoneyEnd, status: string, action: PosAction) {
  const { message, errorId } = MONEY_GONE[end];
  return conflict(message, errorId, {
    status,
    action,
    allowed_actions: allowedActions(status, end),
  });
}
