import { z } from 'zod';
import { paymentTypeNameSchema } from './payment';
import { idSchema, nonEmptyStringSchema, pointsSchema } from './primitives';

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
