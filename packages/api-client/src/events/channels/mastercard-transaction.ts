import { z } from 'zod';
import { nonEmptyStringSchema, pointsSchema } from '../../schemas/index';
import { paymentReferenceSchema } from '../channel-params';
import { defineChannel, defineEvent } from '../define-channel';
import { paymentFailedPayloadSchema } from './payment-payloads';

// spec: B§4 Apple Pay: merchant_session_created with merchant_session; empty aborts the session.
/**
 * Apple Pay merchant validation finished. merchant_session is the gateway's opaque session
 * object, handed as is to Apple Pay; null or an empty object means validation failed and the
 * app aborts the session (our choice: null is allowed so the app can abort at once).
 */
export const merchantSessionCreatedPayloadSchema = z.object({
  merchant_session: z.record(z.string(), z.unknown()).nullable(),
});

// spec: B§4 Apple Pay: success requires a payment_intent_id; loyalty earned is recorded.
/**
 * A wallet payment went through. Success needs a payment_intent_id: when it is null the app
 * treats the payment as failed (B§4). earned_loyalty is the points earned, or null (our choice:
 * the reference and the earned points ride along).
 */
export const mastercardPaymentSucceededPayloadSchema = z.object({
  reference_id: paymentReferenceSchema,
  payment_intent_id: nonEmptyStringSchema.nullable(),
  earned_loyalty: pointsSchema.nullable(),
});

// spec: B§7 private_mastercard_transaction_{reference}; B§4 Apple Pay (Mastercard gateway).
/** `private_mastercard_transaction_{reference}`: one Mastercard gateway wallet payment. */
export const mastercardTransactionChannel = defineChannel({
  key: 'private_mastercard_transaction',
  paramName: 'reference',
  paramKind: 'reference',
  param: paymentReferenceSchema,
  description: 'One Mastercard gateway payment (Apple Pay), by its payment reference.',
  source: 'B§7',
  events: {
    merchant_session_created: defineEvent({
      schema: merchantSessionCreatedPayloadSchema,
      source: 'B§4 Apple Pay',
      choice: 'merchant_session is an opaque object; null (or {}) means validation failed',
    }),
    payment_succeeded: defineEvent({
      schema: mastercardPaymentSucceededPayloadSchema,
      source: 'B§4 Apple Pay',
      choice:
        'adds reference_id and earned_loyalty (points string or null); payment_intent_id null means failed',
    }),
    payment_failed: defineEvent({
      schema: paymentFailedPayloadSchema,
      source: 'B§7',
      choice: 'payload { reference_id, error }, error the message to show or null',
    }),
  },
});
