import type { Session } from '@tabula/api-client';

/**
 * Where View Order leads after a payment is received.
 * spec: B§2, the order-placed popup's View Order "goes to /track-order, or to / for dine_ot";
 * B§4 Payment, a paid dine-in payment "returns home".
 * our choice: the payment result page's button follows the same rule.
 *
 * @param session - The session (its qr_source).
 * @returns `/track-order`, or `/` for an open tab.
 * @example `viewOrderRoute({ qr_source: 'dine_ot' }) // '/'`
 */
export function viewOrderRoute(session: Pick<Session, 'qr_source'>): '/track-order' | '/' {
  return session.qr_source === 'dine_ot' ? '/' : '/track-order';
}
