import { z } from 'zod';
import {
  amountSchema,
  emailSchema,
  idSchema,
  nonEmptyStringSchema,
  openPaymentSchema,
  orderPayloadSchema,
  paymentDetailsSchema,
  paymentObjectSchema,
} from '../schemas/index';
import { orderDetailsBodySchema, paymentResultSchema } from './common';
import { defineEndpoint } from './endpoint';

/*
 * spec: B§7 Payments. Every call that places an order or starts a payment is idempotent, so a
 * retry is never charged twice.
 */

const PAYMENT_RESULT_CHOICE =
  'response: the payment result (payment_page_url, form_data, order_details with earned_loyalty and payment), each optional';

/** The body of the Stripe order: the order payload whose payment carries the card result. */
// spec: B§7 payments/stripe/v1/orders: order payload plus payment.save_card, transaction_id,
// reference_code, total_amount
export const stripeOrderBodySchema = z.object({
  order_details: orderPayloadSchema.extend({
    payment: paymentObjectSchema.extend({
      save_card: z.boolean(),
      transaction_id: nonEmptyStringSchema,
      reference_code: nonEmptyStringSchema,
      total_amount: amountSchema,
    }),
  }),
});

/** The body that asks for a Stripe direct payment's intent: the order, its reference, the card's keeping. */
// our choice (issue 31): Stripe.js confirms a card against a PaymentIntent the server makes with
// the secret key, before the order is sent (B§7 payments/stripe/v1/orders).
export const stripeIntentBodySchema = z.object({
  order_details: orderPayloadSchema,
  reference_code: z.string().regex(/^[\w-]{8,100}$/),
  save_card: z.boolean(),
});

/** The intent Stripe.js confirms the card against. */
export const stripeIntentResponseSchema = z.object({
  payment_intent_id: z.string().regex(/^pi_\w+$/),
  client_secret: nonEmptyStringSchema,
});

/** The body of the PayU payment page: the order payload with the diner's name and e-mail. */
// spec: B§7 pay_u (adds user_name and user_email); B§5 pay_u needs a name and a valid e-mail
export const payUPaymentPageBodySchema = z.object({
  order_details: orderPayloadSchema.extend({
    user_name: nonEmptyStringSchema,
    user_email: emailSchema,
  }),
});

/** The body of the MyFatoorah payment page: the order payload with the chosen payment mode. */
// spec: B§7 my_fatoorah (adds myFatoorahSelectedPaymentMode)
// our choice: it is added to the order payload, as pay_u's fields are; its value is a payment
// mode id from payment_modes.
export const myFatoorahPaymentPageBodySchema = z.object({
  order_details: orderPayloadSchema.extend({ myFatoorahSelectedPaymentMode: idSchema }),
});

/** The query of the MyFatoorah payment modes: the amount to pay. */
// spec: B§7 payment_modes?total_amount
export const myFatoorahPaymentModesQuerySchema = z.object({ total_amount: amountSchema });

/** The MyFatoorah payment modes: a list of id and title. */
// spec: B§7 (returns a list with id and title)
export const myFatoorahPaymentModesResponseSchema = z.array(
  z.object({ id: idSchema, title: nonEmptyStringSchema }),
);

/** The query of the Adyen payment modes: the amount to pay. */
// spec: B§7 payments/adyen/v1/payment_modes?amount
export const adyenPaymentModesQuerySchema = z.object({ amount: amountSchema });

/** An Adyen object passed through untouched (a payment method, an action). */
// our choice: Adyen's own objects; only their type is checked.
export const adyenObjectSchema = z.looseObject({ type: nonEmptyStringSchema });

/** The Adyen payment modes, as Adyen's paymentMethods answer writes them. */
// our choice: the spec shows no response; Adyen's Drop-in reads paymentMethods.
export const adyenPaymentModesResponseSchema = z.object({
  paymentMethods: z.array(adyenObjectSchema),
});

/** The body of an Adyen transaction. */
// spec: B§7 payments/adyen/v1/transactions: payment_method and order_details
export const adyenTransactionBodySchema = z.object({
  payment_method: adyenObjectSchema,
  order_details: orderPayloadSchema,
});

/** The answer of an Adyen transaction: the next action, if any, and the payment result. */
// spec: B§7 (response data.action)
// our choice: action null when Adyen needs no further step.
export const adyenTransactionResponseSchema = paymentResultSchema.extend({
  data: z.object({ action: adyenObjectSchema.nullable() }),
});

/** The body of the payment verification: the temporary order. */
// spec: B§7 payments/verifications: tmp_order_id
export const paymentVerificationBodySchema = z.object({ tmp_order_id: idSchema });

/** The answer of the payment verification. */
// our choice: the processing page's payment details (B§3).
export const paymentVerificationResponseSchema = z.object({
  payment_details: paymentDetailsSchema,
});

/** The path of a call on one payment: its reference (B§3 Payment details reference). */
// our choice: the reference the payment result's payment object carries as reference_code.
export const paymentReferenceParamsSchema = z.object({
  reference: z.string().regex(/^[\w-]{1,200}$/),
});

/** The diner's own payment still open, if any. */
// our choice (issue 30): the newest one, so the app offers to return to it or cancel it.
export const openPaymentResponseSchema = z.object({ open_payment: openPaymentSchema.nullable() });

/** Cash at the cashier and the hosted-page and card providers. */
export const payments = {
  payAtCashier: defineEndpoint({
    name: 'payments.payAtCashier',
    method: 'POST',
    path: '/payments/pay_at_cashier',
    body: orderDetailsBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: `body: { order_details }; ${PAYMENT_RESULT_CHOICE}`,
  }),
  stripeOrder: defineEndpoint({
    name: 'payments.stripeOrder',
    method: 'POST',
    path: '/payments/stripe/v1/orders',
    body: stripeOrderBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: `body: under order_details; ${PAYMENT_RESULT_CHOICE}`,
  }),
  stripeIntent: defineEndpoint({
    name: 'payments.stripeIntent',
    method: 'POST',
    path: '/payments/stripe/v1/payment_intents',
    body: stripeIntentBodySchema,
    response: stripeIntentResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice:
      "path: the spec does not show where Stripe direct's PaymentIntent comes from (B§7 has only payments/stripe/v1/orders, after the card is paid), /payments/stripe/v1/payment_intents: the server makes the intent for the order's amount with the secret key (one per reference_code; save_card keeps the card for a registered diner) and Stripe.js confirms the card against it; body: { order_details, reference_code, save_card }; response: { payment_intent_id, client_secret }",
  }),
  paytabsPaymentPage: defineEndpoint({
    name: 'payments.paytabsPaymentPage',
    method: 'POST',
    path: '/payments/paytabs/create_payment_page',
    body: orderDetailsBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: `body: { order_details }; ${PAYMENT_RESULT_CHOICE}`,
  }),
  payUPaymentPage: defineEndpoint({
    name: 'payments.payUPaymentPage',
    method: 'POST',
    path: '/payments/pay_u/v1/payment_pages',
    body: payUPaymentPageBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: `body: user_name and user_email in order_details; ${PAYMENT_RESULT_CHOICE}`,
  }),
  myFatoorahPaymentPage: defineEndpoint({
    name: 'payments.myFatoorahPaymentPage',
    method: 'POST',
    path: '/payments/my_fatoorah/v1/payment_pages',
    body: myFatoorahPaymentPageBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: `body: myFatoorahSelectedPaymentMode (a payment mode id) in order_details; ${PAYMENT_RESULT_CHOICE}`,
  }),
  myFatoorahPaymentModes: defineEndpoint({
    name: 'payments.myFatoorahPaymentModes',
    method: 'GET',
    path: '/payments/my_fatoorah/v1/payment_modes',
    query: myFatoorahPaymentModesQuerySchema,
    response: myFatoorahPaymentModesResponseSchema,
    source: 'B§7',
  }),
  iPay88PaymentPage: defineEndpoint({
    name: 'payments.iPay88PaymentPage',
    method: 'POST',
    path: '/payments/i_pay88/v1/payment_pages',
    body: orderDetailsBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: PAYMENT_RESULT_CHOICE,
  }),
  fiservPaymentPage: defineEndpoint({
    name: 'payments.fiservPaymentPage',
    method: 'POST',
    path: '/payments/fiserv/v1/payment_pages',
    body: orderDetailsBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: PAYMENT_RESULT_CHOICE,
  }),
  ccAvenuePaymentPage: defineEndpoint({
    name: 'payments.ccAvenuePaymentPage',
    method: 'POST',
    path: '/payments/cc_avenue/v1/payment_pages',
    body: orderDetailsBodySchema,
    response: paymentResultSchema,
    idempotent: true,
    source: 'B§7',
    choice: PAYMENT_RESULT_CHOICE,
  }),
  adyenPaymentModes: defineEndpoint({
    name: 'payments.adyenPaymentModes',
    method: 'GET',
    path: '/payments/adyen/v1/payment_modes',
    query: adyenPaymentModesQuerySchema,
    response: adyenPaymentModesResponseSchema,
    source: 'B§7',
    choice: "response: Adyen's { paymentMethods }, each checked for its type only",
  }),
  adyenTransaction: defineEndpoint({
    name: 'payments.adyenTransaction',
    method: 'POST',
    path: '/payments/adyen/v1/transactions',
    body: adyenTransactionBodySchema,
    response: adyenTransactionResponseSchema,
    idempotent: true,
    source: 'B§7',
    choice: `payment_method and data.action are Adyen objects checked for their type only; ${PAYMENT_RESULT_CHOICE}`,
  }),
  verify: defineEndpoint({
    name: 'payments.verify',
    method: 'POST',
    path: '/payments/verifications',
    body: paymentVerificationBodySchema,
    response: paymentVerificationResponseSchema,
    source: 'B§7',
    choice: 'response: { payment_details }',
  }),
  cancel: defineEndpoint({
    name: 'payments.cancel',
    method: 'POST',
    path: '/payments/{reference}/cancel',
    params: paymentReferenceParamsSchema,
    response: paymentVerificationResponseSchema,
    source: 'B§7',
    choice:
      "path: the spec does not show a diner's cancel of a provider payment (B§7 has only Apple Pay's cancel_payment), /payments/{reference}/cancel: the diner voids their own provider payment still in progress; no body; response: { payment_details } (declined); a second cancel answers the same",
  }),
  open: defineEndpoint({
    name: 'payments.open',
    method: 'GET',
    path: '/payments/open',
    response: openPaymentResponseSchema,
    source: 'B§7',
    choice:
      "path: the spec does not show a call for the diner's own open payment (issue 30), /payments/open: the session's or signed-in diner's own provider payment still in progress (the newest), with what it pays (order, tab, split, items, bill), so a diner who came back from a payment page can return to it or cancel it; response: { open_payment } or null",
  }),
} as const;
