import type { ApiOperation } from '@tabula/api-client';
import type { PaymentFlow } from './payment-flow';

/** The error map's operation of a payment flow (A§8, B§8 rows by where the call failed). */
export function paymentOperation(flow: PaymentFlow): ApiOperation {
  if (flow === 'adyen') return 'adyen_payment';
  if (flow === 'connected_card') return 'stripe_connect_payment';
  if (flow === 'stripe_direct') return 'stripe_payment';
  if (flow === 'generic' || flow === 'generic_standalone') return 'generic_payment';
  return 'place_order';
}
