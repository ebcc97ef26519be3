import { z } from 'zod';
import {
  emailSchema,
  idSchema,
  nonEmptyStringSchema,
  orderPayloadSchema,
  paymentDetailsSchema,
  paymentTypeNameSchema,
  phoneNumberSchema,
  urlSchema,
} from '../schemas/index';
import { paymentResultSchema, referenceIdSchema } from './common';
import { defineEndpoint } from './endpoint';

/* spec: B§7 Payments, Generic; B§4 Other providers. */

/** The diner as a generic payment partner receives them. */
// spec: B§7 (the user block has id, name, email, phone, is_guest)
// our choice: name, email and phone are null when a guest has not given them.
export const genericPaymentUserSchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema.nullable(),
  email: emailSchema.nullable(),
  phone: phoneNumberSchema.nullable(),
  is_guest: z.boolean(),
});

/** The body of a generic payment. */
// spec: B§7 generic_payments/payments and generic_standalone_payments/payments (order_details, user, payment_type)
// our choice: payment_type is the payment type's name.
export const genericPaymentBodySchema = z.object({
  order_details: orderPayloadSchema,
  user: genericPaymentUserSchema,
  payment_type: paymentTypeNameSchema,
});

/** The answer of a generic payment: the payload to post as payment_token to payment_url. */
// spec: B§7 (response has payment_payload and payment_url); B§4 Other providers (posted as a
// hidden form field payment_token)
export const genericPaymentResponseSchema = paymentResultSchema.extend({
  payment_payload: nonEmptyStringSchema,
  payment_url: urlSchema,
});

/** The query of the generic payment status. */
// spec: B§7 payment_status?reference_id
export const genericPaymentStatusQuerySchema = z.object({ reference_id: referenceIdSchema });

/** The query of the standalone payment status: the reference and the payment type. */
// spec: B§7 (standalone adds payment_type)
export const standalonePaymentStatusQuerySchema = genericPaymentStatusQuerySchema.extend({
  payment_type: paymentTypeNameSchema,
});

/** The answer of a payment status check. */
// our choice: the processing page's payment details (B§3), as payments.verify answers.
export const genericPaymentStatusResponseSchema = z.object({
  payment_details: paymentDetailsSchema,
});

/** The generic and standalone fintech partner payment calls. */
export const genericPayments = {
  pay: defineEndpoint({
    name: 'genericPayments.pay',
    method: 'POST',
    path: '/sapaad_payments/generic_payments/payments',
    body: genericPaymentBodySchema,
    response: genericPaymentResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice: 'response: the payment result fields beside payment_payload and payment_url',
  }),
  payStandalone: defineEndpoint({
    name: 'genericPayments.payStandalone',
    method: 'POST',
    path: '/sapaad_payments/generic_standalone_payments/payments',
    body: genericPaymentBodySchema,
    response: genericPaymentResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice: 'response: the payment result fields beside payment_payload and payment_url',
  }),
  paymentStatus: defineEndpoint({
    name: 'genericPayments.paymentStatus',
    method: 'GET',
    path: '/sapaad_payments/generic_payments/payment_status',
    query: genericPaymentStatusQuerySchema,
    response: genericPaymentStatusResponseSchema,
    source: 'B§7',
    choice: 'response: { payment_details }',
  }),
  standalonePaymentStatus: defineEndpoint({
    name: 'genericPayments.standalonePaymentStatus',
    method: 'GET',
    path: '/sapaad_payments/generic_standalone_payments/payment_status',
    query: standalonePaymentStatusQuerySchema,
    response: genericPaymentStatusResponseSchema,
    source: 'B§7',
    choice: 'response: { payment_details }',
  }),
} as const;
