import { z } from 'zod';
import {
  nonEmptyStringSchema,
  orderPayloadSchema,
  paymentStatusSchema,
  textSchema,
  urlSchema,
} from '../schemas/index';
import { noContentSchema, paymentResultSchema, referenceIdSchema } from './common';
import { defineEndpoint } from './endpoint';

/*
 * spec: B§7 Payments, Mastercard gateway; B§4 Apple Pay, Google Pay and Mastercard. "..." in a
 * path is /sapaad_payments/mastercard/direct_payments/v1.
 */

/** The order payload and the payment reference, which most gateway calls send. */
// spec: B§7 start_apple_pay_session (order_details, reference_id); B§4 Google Pay step 1
export const gatewayOrderBodySchema = z.object({
  order_details: orderPayloadSchema,
  reference_id: referenceIdSchema,
});

/** The body of a call about one payment: its reference. */
// spec: B§4 Apple Pay (a user cancel sends a cancel notice with the reference)
export const gatewayReferenceBodySchema = z.object({ reference_id: referenceIdSchema });

/** The answer of the hosted card session. */
// spec: B§7 sessions (returns data.session_id)
export const mastercardSessionResponseSchema = z.object({
  // The app draws the session's hosted fields with the gateway's session.js (the payment type's
  // hosted_session_script_url).
  data: z.object({ session_id: nonEmptyStringSchema }),
});

/** The body of the card verification: the wallet's token, the order and the reference. */
// spec: B§4 Google Pay step 1 (verify the card: token_data, order_details, reference_id)
// our choice: token_data is the token string Google Pay gives.
export const cardVerificationBodySchema = gatewayOrderBodySchema.extend({
  token_data: nonEmptyStringSchema,
});

/** What the gateway answers about authenticating the payer. */
// spec: B§4 Google Pay step 2 (if authentication is available and the gateway recommendation is PROCEED)
// our choice: the field names authentication_available and gateway_recommendation.
export const authenticationInitiateResponseSchema = z.object({
  authentication_available: z.boolean(),
  gateway_recommendation: nonEmptyStringSchema,
});

/** The body that authenticates the payer with the browser's device block. */
// spec: B§4 Google Pay step 2 (authenticate the payer with a device block)
// our choice: the device block is the gateway's own object, passed through.
export const authenticationCompleteBodySchema = gatewayReferenceBodySchema.extend({
  device: z.record(textSchema, z.unknown()),
});

/** The answer of the payer authentication: go straight on, or a challenge page. */
// spec: B§4 Google Pay step 3 (PROCEED with payerInteraction NOT_REQUIRED goes straight on; a
// redirect html goes to a challenge)
export const authenticationCompleteResponseSchema = z.object({
  gateway_recommendation: nonEmptyStringSchema,
  payerInteraction: nonEmptyStringSchema,
  /** The challenge page's html; null when no challenge is needed. */
  redirect_html: z.string().min(1).nullable(),
});

/** The body of the Apple Pay merchant validation. */
// spec: B§7 start_apple_pay_session (validation_url, order_details, reference_id)
export const applePaySessionBodySchema = gatewayOrderBodySchema.extend({
  validation_url: urlSchema,
});

/** The body of the Apple Pay payment: the order, the reference and Apple's payment token. */
// our choice: token_data is Apple's payment token object, passed through.
export const applePayPaymentBodySchema = gatewayOrderBodySchema.extend({
  token_data: z.record(textSchema, z.unknown()),
});

/** The body of the Google Pay payment: the order, the reference and the token data. */
// spec: B§4 Google Pay step 4 (submit the token data)
export const googlePayPaymentBodySchema = cardVerificationBodySchema;

/** The body of the temporary order's payment status update. */
// spec: B§7 tmp_orders/update_payment_status: reference_id, status (for example declined)
export const tmpOrderPaymentStatusBodySchema = gatewayReferenceBodySchema.extend({
  status: paymentStatusSchema,
});

/** The Mastercard gateway calls: hosted session, 3-D Secure, card, Apple Pay and Google Pay. */
export const mastercard = {
  createSession: defineEndpoint({
    name: 'mastercard.createSession',
    method: 'POST',
    path: '/sapaad_payments/mastercard/v1/sessions',
    body: gatewayOrderBodySchema,
    response: mastercardSessionResponseSchema,
    source: 'B§7',
    choice:
      'body: { order_details, reference_id }; the hosted fields are drawn by the payment type’s hosted_session_script_url',
  }),
  initiateAuthentication: defineEndpoint({
    name: 'mastercard.initiateAuthentication',
    method: 'POST',
    path: '/sapaad_payments/mastercard/direct_payments/v1/authentications/initiate',
    body: gatewayReferenceBodySchema,
    response: authenticationInitiateResponseSchema,
    source: 'B§7',
    choice:
      'body: { reference_id }; response: { authentication_available, gateway_recommendation }',
  }),
  completeAuthentication: defineEndpoint({
    name: 'mastercard.completeAuthentication',
    method: 'POST',
    path: '/sapaad_payments/mastercard/direct_payments/v1/authentications/complete',
    body: authenticationCompleteBodySchema,
    response: authenticationCompleteResponseSchema,
    source: 'B§7',
    choice:
      'body: { reference_id, device }; response: { gateway_recommendation, payerInteraction, redirect_html }',
  }),
  verifyCard: defineEndpoint({
    name: 'mastercard.verifyCard',
    method: 'POST',
    path: '/sapaad_payments/mastercard/direct_payments/v1/cards',
    body: cardVerificationBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice:
      'the card verification of B§4 Google Pay step 1; response: 204 (a failure is an error answer: error.card_verification_failed)',
  }),
  startApplePaySession: defineEndpoint({
    name: 'mastercard.startApplePaySession',
    method: 'POST',
    path: '/sapaad_payments/mastercard/direct_payments/v1/apple_pay/start_apple_pay_session',
    body: applePaySessionBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204 (the merchant session arrives live as merchant_session_created)',
  }),
  processApplePayPayment: defineEndpoint({
    name: 'mastercard.processApplePayPayment',
    method: 'POST',
    path: '/sapaad_payments/mastercard/direct_payments/v1/apple_pay/process_payment',
    body: applePayPaymentBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice:
      'body: { order_details, reference_id, token_data }; response: the payment result fields, each optional (the outcome arrives live)',
  }),
  cancelApplePayPayment: defineEndpoint({
    name: 'mastercard.cancelApplePayPayment',
    method: 'PUT',
    path: '/sapaad_payments/mastercard/direct_payments/v1/apple_pay/cancel_payment',
    body: gatewayReferenceBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'body: { reference_id }; response: 204',
  }),
  processGooglePayPayment: defineEndpoint({
    name: 'mastercard.processGooglePayPayment',
    method: 'POST',
    path: '/sapaad_payments/mastercard/direct_payments/v1/google_pay/process_payment',
    body: googlePayPaymentBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice:
      'body: { order_details, reference_id, token_data }; response: the payment result fields, each optional',
  }),
  updateTmpOrderPaymentStatus: defineEndpoint({
    name: 'mastercard.updateTmpOrderPaymentStatus',
    method: 'PUT',
    path: '/sapaad_payments/mastercard/direct_payments/v1/tmp_orders/update_payment_status',
    body: tmpOrderPaymentStatusBodySchema,
    response: noContentSchema,
    responseKind: 'empty',
    source: 'B§7',
    choice: 'response: 204',
  }),
} as const;
