import type { Order } from '@tabula/api-client';

/** Which call places a diner's cart at an open tab. */
export type TabOrderCall =
  { kind: 'create'; version: 1 } | { kind: 'update'; orderId: number; version: number };

/**
 * Chooses the call that places the diner's cart at an open tab (B§4, B§7): with no tab order of
 * their own (the page answers the tab's order to members only) the diner opens the tab with
 * version 1 (B§3); a member adds to it naming the version they saw.
 *
 * @param order - the tab's order as the page answered it, or null
 * @returns create, or update with the order's id and current version
 * @example `tabOrderCall(null)` → `{ kind: 'create', version: 1 }`
 */
export function tabOrderCall(order: Pick<Order, 'id' | 'order_details'> | null): TabOrderCall {
  if (order === null) return { kind: 'create', version: 1 };
  return { kind: 'update', orderId: order.id, version: order.order_details.version };
}
