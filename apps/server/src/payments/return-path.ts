import { isStandaloneReference, type PaymentRecord } from './payment-store';

/**
 * Where the provider sends the diner back: the app's payment result page with the payment's
 * reference and type (B§2 /payment-processing: reference, type, standalone), plus
 * standalone=true for a generic standalone payment.
 */
export function paymentReturnPath(payment: Pick<PaymentRecord, 'reference' | 'provider'>): string {
  const query = new URLSearchParams({ reference: payment.reference, type: payment.provider });
  if (isStandaloneReference(payment.reference)) query.set('standalone', 'true');
  return `/payment-processing?${query.toString()}`;
}
