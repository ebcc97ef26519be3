import { channelName } from '@tabula/api-client';
import type { AppContext } from '../../app-context';
import type { PaymentRecord } from '../../payments/payment-store';
import type { PaymentOutcome } from '../../payments/settle-payment';
import { ownerRooms } from '../owner-rooms';

/** Tells the diner's browser how a Stripe payment ended (B§7 private channel). */
export function announceOutcome(
  app: AppContext,
  payment: Pick<PaymentRecord, 'reference' | 'sessionId'>,
  outcome: PaymentOutcome,
  error: string | null = null,
) {
  const channel = channelName('private_stripe_connect_transaction', payment.reference);
  const reference_id = payment.reference;
  const rooms = ownerRooms(payment);
  if (outcome === 'paid')
    app.realtime.publish(channel, 'payment_succeeded', { reference_id }, rooms);
  else if (error !== null)
    app.realtime.publish(channel, 'payment_failed', { reference_id, error }, rooms);
  else app.realtime.publish(channel, 'payment_cancelled', { reference_id }, rooms);
}
