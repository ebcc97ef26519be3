import type { PaymentOutcome } from '../../payments/settle-payment';
import type { StripeIntent } from './stripe-gateway';

/**
 * What an intent's state means for Tabula's payment: paid once it succeeded, declined once
 * cancelled, still open otherwise (a failed card attempt leaves the intent waiting for another
 * card on the card form).
 */
export function intentOutcome(intent: Pick<StripeIntent, 'status'>): PaymentOutcome | null {
  if (intent.status === 'succeeded') return 'paid';
  if (intent.status === 'canceled') return 'declined';
  return null;
}
