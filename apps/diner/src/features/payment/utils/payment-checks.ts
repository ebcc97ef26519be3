import type { PaymentDetails, PaymentTypeName } from '@tabula/api-client';
import {
  GENERIC_STATUS_POLL_MS,
  PAYMENT_PAGE_RECHECK_MS,
  PAYMENT_VERIFY_POLL_MS,
} from './payment-constants';
import type { PaymentRequest } from './payment-search';
import type { PaymentCheck } from './watch-payment';

/** The calls the checks make (the hook binds them to the API client). */
export interface PaymentCalls {
  /** `GET /pages/payment_processing`: the page's payment details again (null before any). */
  readPage: () => Promise<PaymentDetails | null>;
  /** `POST /payments/verifications` with the tmp_order_id (B§7). */
  verify: (tmpOrderId: number) => Promise<PaymentDetails>;
  /** `GET .../generic_payments/payment_status?reference_id` (B§7). */
  genericStatus: (reference: string) => Promise<PaymentDetails>;
  /** `GET .../generic_standalone_payments/payment_status?reference_id&payment_type` (B§7). */
  standaloneStatus: (reference: string, paymentType: PaymentTypeName) => Promise<PaymentDetails>;
}

// our choice: the generic (fintech partner) payment type of the contract (B§3 payment_type values);
// the processing page does not carry the payment types' generic_integration flags.
const GENERIC_PAYMENT_TYPE: PaymentTypeName = 'generic_fintech_partner';

/**
 * The reference the page follows: the payment the page configuration answered about, else the
 * one in the address (the page answers another only when the address names an invoice_id).
 */
export function trackedReference(
  request: PaymentRequest,
  details: Pick<PaymentDetails, 'reference'> | null,
): string {
  return details?.reference ?? request.reference;
}

/**
 * The checks that follow a payment in progress:
 * - the page's payment details, read again (our choice: every 5 s);
 * - spec: B§4 Other providers, "payment verification by tmp_order_id is polled every 30 s", when
 *   the page names a tmp_order_id;
 * - spec: B§4 Other providers, "generic payment status is checked by reference", for a generic
 *   payment; B§7, the standalone check "adds payment_type". A standalone payment is one whose
 *   address says standalone (B§2); its type comes from the address, else from the page.
 *
 * @param request - The payment of the address.
 * @param details - The page's payment details, or null.
 * @param calls - The calls, bound to the client.
 * @returns The checks, the page read first.
 */
export function paymentChecks(
  request: PaymentRequest,
  details: PaymentDetails | null,
  calls: PaymentCalls,
): PaymentCheck[] {
  const reference = trackedReference(request, details);
  const type = request.type ?? details?.type;
  const checks: PaymentCheck[] = [
    { name: 'page', intervalMs: PAYMENT_PAGE_RECHECK_MS, run: calls.readPage },
  ];
  const tmpOrderId = details?.tmp_order_id ?? null;
  if (tmpOrderId !== null) {
    checks.push({
      name: 'verify',
      intervalMs: PAYMENT_VERIFY_POLL_MS,
      run: () => calls.verify(tmpOrderId),
    });
  }
  if (request.standalone && type !== undefined) {
    checks.push({
      name: 'generic_status',
      intervalMs: GENERIC_STATUS_POLL_MS,
      run: () => calls.standaloneStatus(reference, type),
    });
  } else if (!request.standalone && type === GENERIC_PAYMENT_TYPE) {
    checks.push({
      name: 'generic_status',
      intervalMs: GENERIC_STATUS_POLL_MS,
      run: () => calls.genericStatus(reference),
    });
  }
  return checks;
}
