import type { PaymentType } from '@tabula/api-client';
import { paymentFlowOf } from './payment-flow';

/**
 * The payment types the scan-and-pay checkout lists (B§3: stripe_connect, mastercard and
 * generic_fintech_partner; ADR 0007: plus the hosted-page providers): those this checkout
 * can pay, never cash (B§4: no cash for a diner at a table).
 */
// our choice: the connected card (stripe_connect), the Mastercard gateway (its typed card, Google
// Pay and Apple Pay) and the generic partner are paid here as B§3 says; the hosted pages (PayTabs,
// iPay88, Fiserv, CCAvenue, PayU, MyFatoorah, Adyen) are kept beside them, as ADR 0007 allows.
export function scanAndPayPaymentTypes(types: readonly PaymentType[]): PaymentType[] {
  return types.filter((type) => {
    const flow = paymentFlowOf(type);
    // spec: B§3, Stripe direct is not among the scan-and-pay types.
    return flow !== null && flow !== 'cash' && flow !== 'stripe_direct';
  });
}
