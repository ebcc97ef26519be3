import type { PaymentDetails, PaymentTypeName } from '@tabula/api-client';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyLedger } from '../db/schema';
import { LEDGER_EARNED } from '../loyalty/settle-order-loyalty';
import type { PaymentRecord } from './payment-store';

/**
 * The status the processing page reads (B§4 Payment: in_progress, paid, declined).
 * our choice: an abandoned payment (the diner left the provider's page) reads as declined, so the
 * app takes its failure path (B§4: declined redirects to /order-details?payment_status=failed).
 */
export function processingStatus(payment: Pick<PaymentRecord, 'status'>): PaymentDetails['status'] {
  switch (payment.status) {
    case 'paid':
      return 'paid';
    case 'in_progress':
      return 'in_progress';
    default:
      return 'declined';
  }
}

/**
 * The contract's payment details (B§3 Payment details, processing page) of a payment:
 * reference, provider, status, the points the paid order earned and the temporary order.
 * our choice: tmp_order_id is the id of the order the payment pays (the order exists, as
 * payment_in_progress, from the moment the payment starts); earned_loyalty is what the order's
 * loyalty settlement credited, null until the payment is paid or for a diner who earns none.
 */
export async function paymentDetailsView(
  db: Database,
  payment: PaymentRecord,
): Promise<PaymentDetails> {
  let earned: string | null = null;
  if (payment.status === 'paid') {
    const [row] = await db
      .select({ delta: loyaltyLedger.delta })
      .from(loyaltyLedger)
      .where(
        and(eq(loyaltyLedger.orderId, payment.orderId), eq(loyaltyLedger.reason, LEDGER_EARNED)),
      );
    earned = row?.delta ?? null;
  }
  return {
    reference: payment.reference,
    type: payment.provider as PaymentTypeName,
    status: processingStatus(payment),
    earned_loyalty: earned,
    tmp_order_id: payment.orderId,
  };
}
