import { z } from 'zod';
import { nonEmptyStringSchema } from '../../schemas/index';
import { paymentReferenceSchema } from '../channel-params';

/*
 * Payloads the private payment channels share. The spec names these events without a payload;
 * every payment event carries the reference it belongs to, as payment_intent_created does
 * (our choice), so a handler can check it against the stored payment reference.
 */

/** A payment settled or ended without an error to show: just its reference (our choice). */
export const paymentReferencePayloadSchema = z.object({ reference_id: paymentReferenceSchema });

/**
 * A payment failed: its reference and the provider's message to show, or null when there is
 * none (our choice).
 */
export const paymentFailedPayloadSchema = z.object({
  reference_id: paymentReferenceSchema,
  error: nonEmptyStringSchema.nullable(),
});
