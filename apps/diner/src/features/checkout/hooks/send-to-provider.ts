import type { OrderPayload, PaymentType, User } from '@tabula/api-client';
import { api } from '@/lib/api/api';
import type { attemptKeys } from '@/lib/api/idempotency-key';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { rememberPaymentAttempt } from '@/lib/payment-attempt/payment-attempt';
import type { PaymentFlow } from '../utils/payment-flow';
import { paymentOutcome } from '../utils/payment-outcome';
import { sendPayment } from './send-payment';

/** A payment of a table's bill, ready for its provider. */
export interface ProviderPayment {
  flow: PaymentFlow;
  paymentType: PaymentType;
  payload: OrderPayload;
  user: User;
  contact: { name: string; email: string } | null;
  mode: string | null;
}

/**
 * Sends a table bill's payment to its provider with an Idempotency-Key for the same request, and
 * leaves for the provider's page with the attempt remembered (the open tab's and scan-and-pay's
 * payments). Throws what the call throws.
 *
 * @returns true when the browser is leaving for the provider, false when nothing redirects
 */
export async function sendToProvider(
  request: ProviderPayment,
  keys: ReturnType<typeof attemptKeys>,
): Promise<boolean> {
  const idempotencyKey = keys.keyFor(
    JSON.stringify([request.flow, request.mode, request.contact, request.payload]),
  );
  const answer = await sendPayment(api, { ...request, idempotencyKey });
  keys.reset();
  const outcome = paymentOutcome(answer);
  if (outcome.kind === 'placed') return false;
  const reference = answer.order_details?.payment.reference_code;
  if (reference) rememberPaymentAttempt({ reference, redirect: outcome });
  goToProvider(outcome);
  return true;
}
