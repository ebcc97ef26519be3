import type { PaymentRecord } from '../payments/payment-store';

/**
 * The session whose browser started a payment: its events also go to that session's own room,
 * where a browser that subscribed before the payment existed listens (realtime/channel-access).
 */
export function ownerRooms(payment: Pick<PaymentRecord, 'sessionId'>): string[] {
  return payment.sessionId === null ? [] : [payment.sessionId];
}
