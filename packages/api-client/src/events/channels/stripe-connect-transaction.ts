import { z } from 'zod';
import { nonEmptyStringSchema, urlSchema } from '../../schemas/index';
import { paymentReferenceSchema } from '../channel-params';
import { defineChannel, defineEvent } from '../define-channel';
import { paymentFailedPayloadSchema, paymentReferencePayloadSchema } from './payment-payloads';

// spec: B§4 connected card flow step 5: payment_intent_created (client_secret, reference_id, return_url).
/** The payment intent exists: the app confirms it with the client secret and redirects. */
// our addition (issues 19, 31): confirm_url, the app's card page of the payment, where the
// browser confirms the intent with its client secret through Stripe.js.
export const paymentIntentCreatedPayloadSchema = z.object({
  client_secret: nonEmptyStringSchema,
  reference_id: paymentReferenceSchema,
  return_url: urlSchema,
  confirm_url: urlSchema.nullable().optional(),
});

// spec: B§4 connected card flow step 5: payment_intent_failed (error); B§8 the provider error is shown.
/** The payment intent could not be created: the provider's message to show. */
export const paymentIntentFailedPayloadSchema = z.object({ error: nonEmptyStringSchema });

// spec: B§7 private_stripe_connect_transaction_{reference}; B§4 connected card provider flow.
/** `private_stripe_connect_transaction_{reference}`: one connected-card payment. */
export const stripeConnectTransactionChannel = defineChannel({
  key: 'private_stripe_connect_transaction',
  paramName: 'reference',
  paramKind: 'reference',
  param: paymentReferenceSchema,
  description: 'One connected-card (Stripe Connect style) payment, by its payment reference.',
  source: 'B§7',
  events: {
    payment_intent_created: defineEvent({
      schema: paymentIntentCreatedPayloadSchema,
      source: 'B§4 Connected card provider flow',
    }),
    payment_intent_failed: defineEvent({
      schema: paymentIntentFailedPayloadSchema,
      source: 'B§4 Connected card provider flow',
    }),
    payment_succeeded: defineEvent({
      schema: paymentReferencePayloadSchema,
      source: 'B§7',
      choice: 'payload { reference_id }',
    }),
    payment_failed: defineEvent({
      schema: paymentFailedPayloadSchema,
      source: 'B§7',
      choice: 'payload { reference_id, error }, error the message to show or null',
    }),
    payment_cancelled: defineEvent({
      schema: paymentReferencePayloadSchema,
      source: 'B§7',
      choice: 'payload { reference_id }',
    }),
  },
});
