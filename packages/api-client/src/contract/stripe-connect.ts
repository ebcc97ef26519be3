import { z } from 'zod';
import { orderPayloadSchema, redirectTargetSchema, urlSchema } from '../schemas/index';
import {
  paymentResultSchema,
  referenceIdSchema,
  savedCardParamsSchema,
  savedCardsResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';

/* spec: B§7 Payments (sapaad_payments/stripe_connect/v1); B§4 Connected card provider flow. */

/** The body that starts a connected card payment: the order payload and the payment reference. */
// spec: B§7 payment_intents: order_details and reference_id; B§4 step 3 (payment_mode card and
// payment_method_id, the saved card token, in the payment)
export const paymentIntentBodySchema = z.object({
  order_details: orderPayloadSchema,
  reference_id: referenceIdSchema,
});

/** The answer that starts a connected card payment: the reference, and the payment result. */
// our choice: the intent itself arrives live (payment_intent_created) or by polling.
export const paymentIntentStartResponseSchema = paymentResultSchema.extend({
  reference_id: referenceIdSchema,
});

/** The `{id}` of a payment intent poll: the payment reference. */
// spec: B§4 step 4 (poll the payment intent by reference)
export const paymentIntentParamsSchema = z.object({ id: referenceIdSchema });

/** The answer of a payment intent poll. */
// spec: B§7 GET .../payment_intents/{id} returns data.client_secret, reference_id, return_url
// our choice: all three under data (as payment_intent_created carries them together);
// client_secret is null while the intent is not created yet; confirm_url as in
// payment_intent_created (our addition); publishable_key and stripe_js_url, what the app's card
// page loads Stripe.js with (our addition, issue 31: null stripe_js_url is Stripe's own script).
export const paymentIntentResponseSchema = z.object({
  data: z.object({
    client_secret: z.string().min(1).nullable(),
    reference_id: referenceIdSchema,
    return_url: redirectTargetSchema,
    confirm_url: urlSchema.nullable().optional(),
    publishable_key: z.string().min(1).optional(),
    stripe_js_url: urlSchema.nullable().optional(),
  }),
});

/** The connected card provider calls. */
export const stripeConnect = {
  createPaymentIntent: defineEndpoint({
    name: 'stripeConnect.createPaymentIntent',
    method: 'POST',
    path: '/sapaad_payments/stripe_connect/v1/payment_intents',
    body: paymentIntentBodySchema,
    response: paymentIntentStartResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice: 'response: { reference_id } and the payment result fields, each optional',
  }),
  getPaymentIntent: defineEndpoint({
    name: 'stripeConnect.getPaymentIntent',
    method: 'GET',
    path: '/sapaad_payments/stripe_connect/v1/payment_intents/{id}',
    params: paymentIntentParamsSchema,
    response: paymentIntentResponseSchema,
    source: 'B§7',
    choice:
      'params: {id} is the payment reference; response: reference_id and return_url under data beside client_secret, which is null until the intent exists',
  }),
  listCards: defineEndpoint({
    name: 'stripeConnect.listCards',
    method: 'GET',
    path: '/sapaad_payments/stripe_connect/v1/cards',
    response: savedCardsResponseSchema,
    source: 'A§7 B§7',
  }),
  deleteCard: defineEndpoint({
    name: 'stripeConnect.deleteCard',
    method: 'DELETE',
    path: '/sapaad_payments/stripe_connect/v1/cards/{id}',
    params: savedCardParamsSchema,
    response: savedCardsResponseSchema,
    source: 'A§7 B§7',
    choice: 'response: { saved_cards } (the cards left)',
  }),
} as const;
