import type { PaymentDetails } from '@tabula/api-client';

/** What the processing page shows (B§4 Payment: in_progress, paid, declined). */
export type PaymentOutcome = 'in_progress' | 'paid' | 'declined';

/** A final outcome: the page stops checking and acts on it. */
export type FinalOutcome = Exclude<PaymentOutcome, 'in_progress'>;

/**
 * The page's outcome for a payment status.
 * spec: B§4 Payment, "payment statuses on the processing page: in_progress, paid, declined".
 * our choice: a scan-and-pay payment reports the split statuses (B§4: unpaid, in_progress, failed,
 * completed): completed reads as paid, failed as declined, and unpaid as still in progress (the
 * provider has not reported yet; the 665 s timeout bounds the wait).
 *
 * @param status - The status of the payment details (B§3).
 * @returns in_progress, paid or declined.
 * @example `paymentOutcome('completed') // 'paid'`
 */
export function paymentOutcome(status: PaymentDetails['status']): PaymentOutcome {
  switch (status) {
    case 'paid':
    case 'completed':
      return 'paid';
    case 'declined':
    case 'failed':
      return 'declined';
    case 'in_progress':
    case 'unpaid':
      return 'in_progress';
  }
}

/**
 * The outcome of what a check answered about the page's payment.
 * our choice: no details yet (the page answers null before the provider reports), or details of
 * another payment than the page's reference, tell nothing: still in progress.
 *
 * @param details - The payment details a check answered, or null.
 * @param reference - The reference of the payment the page is about.
 * @returns The outcome, in_progress when the answer is not about this payment.
 */
export function outcomeFor(details: PaymentDetails | null, reference: string): PaymentOutcome {
  if (details?.reference !== reference) return 'in_progress';
  return paymentOutcome(details.status);
}

/** Whether an outcome is final (paid or declined): nothing changes it afterwards. */
export function isFinal(outcome: PaymentOutcome): outcome is FinalOutcome {
  return outcome !== 'in_progress';
}
