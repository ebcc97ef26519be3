import type { OrderStatus, PosAction } from '@tabula/api-client';
import type { MoneyEnd } from '../../refunds/order-money-end';

// The status actions of the POS are the contract's (packages/api-client, contract/pos.ts).
export { POS_ACTIONS, type PosAction } from '@tabula/api-client';

/** The status each action moves an order to (B§4 Order status values). */
export const ACTION_TARGET: Readonly<Record<PosAction, OrderStatus>> = {
  confirm: 'confirmed',
  ready: 'ready',
  deliver: 'delivered',
  reject: 'rejected',
  cancel: 'cancelled',
};

/**
 * The transitions staff may make, by current status.
 *
 * our choice (the spec lists the statuses, A§4 / B§4, not who moves between them):
 *
 * | from                | actions                   |
 * |---------------------|---------------------------|
 * | unconfirmed         | confirm, reject, cancel   |
 * | confirmed           | ready, cancel             |
 * | ready               | deliver                   |
 * | payment_in_progress | none: the payment gateway settles it (approve, decline, abandon) |
 * | delivered, rejected, cancelled | none: final    |
 *
 * Confirming does not require a payment: at a walk-in counter staff may start an order and
 * take the money when it is collected.
 */
export const ALLOWED_ACTIONS: Readonly<Record<OrderStatus, readonly PosAction[]>> = {
  unconfirmed: ['confirm', 'reject', 'cancel'],
  confirmed: ['ready', 'cancel'],
  ready: ['deliver'],
  payment_in_progress: [],
  delivered: [],
  rejected: [],
  cancelled: [],
};

/**
 * The actions that take an order on towards the diner. An order whose money is gone (refunded
 * in full, or its own payment voided: refunds/order-money-end.ts) may not take them (issue 30);
 * our choice: it may still be rejected or cancelled, which ends it and takes it off the kitchen's
 * list.
 */
export const SERVING_ACTIONS: readonly PosAction[] = ['confirm', 'ready', 'deliver'];

/**
 * The actions staff may take on an order in this status (none for an unknown status), without
 * those that serve it when its money is gone.
 */
export function allowedActions(
  status: string,
  moneyEnd: MoneyEnd | null = null,
): readonly PosAction[] {
  const allowed = Object.hasOwn(ALLOWED_ACTIONS, status)
    ? ALLOWED_ACTIONS[status as OrderStatus]
    : [];
  return moneyEnd === null
    ? allowed
    : allowed.filter((action) => !SERVING_ACTIONS.includes(action));
}

/**
 * Statuses of an order that will not be served: no payment, discount or loyalty is taken on it
 * (our choice; a delivered order may still be paid, for a pay-after-eating counter).
 */
export const CLOSED_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];
