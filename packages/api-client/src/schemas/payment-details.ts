import { z } from 'zod';
import { paymentTypeNameSchema } from './payment';
import {
  amountSchema,
  dateTimeSchema,
  idSchema,
  nonEmptyStringSchema,
  pointsSchema,
} from './primitives';

/** A payment's status on the processing page. */
// spec: B§4 Payment (in_progress, paid, declined)
export const paymentStatusSchema = z.enum(['in_progress', 'paid', 'declined']);
/** A payment status. */
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A split's payment status in scan-and-pay. */
// spec: B§4 Payment (unpaid, in_progress, failed, completed)
export const splitPaymentStatusSchema = z.enum(['unpaid', 'in_progress', 'failed', 'completed']);
/** A split payment status. */
export type SplitPaymentStatus = z.infer<typeof splitPaymentStatusSchema>;

/** What the payment processing page shows. */
// spec: B§3 Payment details (reference, type, status, earned_loyalty, tmp_order_id)
export const paymentDetailsSchema = z.object({
  reference: nonEmptyStringSchema,
  /** The provider, e.g. `"mastercard"`. */
  type: paymentTypeNameSchema,
  /** our choice: a scan-and-pay payment reports the split statuses, so both sets are accepted. */
  status: z.union([paymentStatusSchema, splitPaymentStatusSchema]),
  earned_loyalty: pointsSchema.nullable(),
  tmp_order_id: idSchema.nullable(),
});
/** Payment details. */
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/**
 * What a diner's open payment pays: a walk-in or pay-first order, their part of an open tab, an
 * equal split of a scan-and-pay bill, their item-wise entry of it, or everything still unpaid of
 * that bill (Pay Now).
 */
// our choice (issue 30): the spec has no such call; these are the payables of B§4.
export const openPaymentPayableSchema = z.enum(['order', 'tab', 'split', 'items', 'bill']);
/** What an open payment pays. */
export type OpenPaymentPayable = z.infer<typeof openPaymentPayableSchema>;

/**
 * The diner's own provider payment still in progress: started here and neither paid, declined,
 * cancelled nor timed out, so the app can offer to return to it or cancel it (issue 30).
 */
// our choice (issue 30): the fields the app needs to say what is open and where it belongs.
export const openPaymentSchema = z.object({
  reference: nonEmptyStringSchema,
  type: paymentTypeNameSchema,
  payable: openPaymentPayableSchema,
  /** The order paid: the walk-in order, the open tab's order or the scan-and-pay bill's. */
  order_id: idSchema,
  /** The equal split (its number) or item-wise entry paid; null for the other payables. */
  split_id: idSchema.nullable(),
  /** What the payment takes, tip included, at the company's precision. */
  amount: amountSchema,
  currency: nonEmptyStringSchema,
  started_at: dateTimeSchema,
});
/** An open payment. */
export type OpenPayment = z.infer<typeof openPaymentSchema>;
