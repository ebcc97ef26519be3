import type { PendingJoinRequest } from '@tabula/api-client';

/**
 * The queue with a new request at its end (B§4: the first request is shown). A customer asking
 * again replaces their older request, keeping its place, so one diner never fills the queue.
 *
 * @example `withJoinRequest([], request) // [request]`
 */
export function withJoinRequest(
  queue: readonly PendingJoinRequest[],
  request: PendingJoinRequest,
): PendingJoinRequest[] {
  const at = queue.findIndex((entry) => entry.customer_id === request.customer_id);
  if (at === -1) return [...queue, request];
  return queue.map((entry, index) => (index === at ? request : entry));
}

/** The queue without a customer's request (answered, or no longer waiting). */
export function withoutJoinRequest(
  queue: readonly PendingJoinRequest[],
  customerId: number,
): PendingJoinRequest[] {
  return queue.filter((entry) => entry.customer_id !== customerId);
}

/** A key naming one request in the queue, for the queue's clock (a new request, a new wait). */
export function joinRequestKey(request: PendingJoinRequest | undefined): string | null {
  return request === undefined ? null : `${request.customer_id}@${request.expires_at}`;
}

/**
 * How long a member's auto-approve lasts, in minutes (B§4 and B§9: AUTO_JOIN_LIFESPAN divided
 * by 60), as a number the label's plural formats (5, or 1.5 for 90 s).
 */
export function autoJoinMinutes(lifespanSeconds: number): number {
  return lifespanSeconds / 60;
}
