import { paymentTypeNameSchema, type PaymentTypeName } from '@tabula/api-client';
import { z } from 'zod';

// The router parses each search value as JSON when it can, so `?invoice_id=42` arrives as the
// number 42 and `?standalone=true` as a boolean: text values accept numbers back as text.
const text = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().min(1),
);

// our choice: "standalone" is boolean-ish: true, "true" and "1" (and 1) turn it on; false,
// "false", "0" (and 0) turn it off; anything else reads as absent.
const booleanish = z.preprocess((value) => {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return value;
}, z.boolean());

/**
 * The search of /payment-processing (spec: B§2, "query parameters: reference, type, standalone,
 * and optionally invoice_id"). A value of the wrong shape reads as absent instead of failing the
 * route, so the page decides what a missing reference means (it goes to /).
 */
export const paymentSearchSchema = z.object({
  reference: text.optional().catch(undefined),
  /** A payment type name of the contract (B§3 Payment type values), e.g. `mastercard`. */
  type: paymentTypeNameSchema.optional().catch(undefined),
  standalone: booleanish.optional().catch(undefined),
  invoice_id: text.optional().catch(undefined),
  /**
   * What the connected card's form adds on its way back (Stripe's redirect parameters):
   * `succeeded`, or `failed` when the 3-D Secure check failed or the diner pressed Cancel.
   */
  redirect_status: z.enum(['succeeded', 'failed']).optional().catch(undefined),
});

/** The validated search of /payment-processing. */
export type PaymentSearch = z.infer<typeof paymentSearchSchema>;

/** The search once a reference is known (without one the route goes to /). */
export interface PaymentRequest {
  reference: string;
  type: PaymentTypeName | undefined;
  standalone: boolean;
  invoiceId: string | undefined;
  /** The card form's `redirect_status`, when the diner came back from it. */
  redirectStatus?: 'succeeded' | 'failed';
}

/**
 * The payment the page is about, or null when the search has no reference (B§2: a route that is
 * invalid sends the diner to /).
 */
export function paymentRequestOf(search: PaymentSearch): PaymentRequest | null {
  if (search.reference === undefined) return null;
  return {
    reference: search.reference,
    type: search.type,
    standalone: search.standalone === true,
    invoiceId: search.invoice_id,
    ...(search.redirect_status === undefined ? {} : { redirectStatus: search.redirect_status }),
  };
}

/**
 * The query of `GET /pages/payment_processing` (A§7, B§7: optional invoice_id and type).
 * our choice: without an invoice_id the reference is sent as invoice_id, since the server reads
 * invoice_id as the payment reference the provider returned with; the page then answers that
 * payment's details (B§3) instead of none.
 */
export function pageQueryOf(request: PaymentRequest): {
  invoice_id: string;
  type?: PaymentTypeName;
} {
  return {
    invoice_id: request.invoiceId ?? request.reference,
    ...(request.type === undefined ? {} : { type: request.type }),
  };
}
