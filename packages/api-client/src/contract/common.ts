import { z } from 'zod';
import {
  nonEmptyStringSchema,
  orderPayloadSchema,
  paymentObjectSchema,
  savedCardSchema,
  pointsSchema,
  textSchema,
  urlIdSchema,
  urlSchema,
} from '../schemas/index';

/*
 * Request and response pieces several call groups share. Entity shapes live in ../schemas; these
 * are the wrappers the calls put around them.
 */

/** The `{id}` placeholder of a path: a positive id. */
export const idParamsSchema = z.object({ id: urlIdSchema });

/** A payment reference the app builds (user id, company id, timestamp) and the server echoes. */
// spec: B§4 Connected card provider flow, step 1; B§7 reference_id
export const referenceIdSchema = nonEmptyStringSchema;

/** A body carrying the order payload under `order_details`. */
// spec: B§7 ("order_details" on the dine-in, validation and payment calls)
export const orderDetailsBodySchema = z.object({ order_details: orderPayloadSchema });

/**
 * The answer of a call that only acknowledges: 204 No Content, read as `undefined` (endpoints
 * using it set `responseKind: 'empty'`).
 */
// our choice: the spec shows no response for these calls.
export const noContentSchema = z.undefined();

/** The order payload fields a payment answer echoes: the loyalty it earned and the payment. */
// spec: B§7 "Responses may carry payment_page_url and order_details (with earned_loyalty and payment)."
export const paymentResultOrderDetailsSchema = z.object({
  earned_loyalty: pointsSchema.nullable(),
  payment: paymentObjectSchema,
});

/**
 * What an order-placing or payment-starting call answers: where to send the browser (a hosted
 * payment page, with the form fields to post there), and the placed order's loyalty and payment.
 */
// spec: B§7 (payment_page_url, order_details); B§4 Other providers ("return form data or a
// payment_page_url. The client posts a form to the provider URL.")
// our choice: every field optional (cash answers none of the redirect fields); the form fields
// travel as form_data, an object of strings posted to payment_page_url.
export const paymentResultSchema = z.object({
  payment_page_url: urlSchema.optional(),
  form_data: z.record(textSchema, z.string()).optional(),
  order_details: paymentResultOrderDetailsSchema.optional(),
});

/** The equal split count: 2 to 99. */
// spec: B§5 Equal split count: minimum 2, maximum 99
export const splitCountSchema = z
  .int()
  .min(2, { error: 'a bill splits into at least 2' })
  .max(99, { error: 'a bill splits into at most 99' });

/**
 * The payment preference a diner saves: pay for their own items, or pay a split (equal with a
 * count, or by items).
 */
// spec: B§7 save-preference: pay_for_self; other variants send pay_for_split, split_type (equal or
// manual) and split_count.
// our choice: split_count is optional for a manual split (B§5: a manual split with no list
// defaults to 2 covers).
export const paymentPreferenceBodySchema = z.union([
  z.object({ pay_for_self: z.boolean() }),
  z.object({
    pay_for_split: z.boolean(),
    split_type: z.literal('equal'),
    split_count: splitCountSchema,
  }),
  z.object({
    pay_for_split: z.boolean(),
    split_type: z.literal('manual'),
    split_count: splitCountSchema.optional(),
  }),
]);

/** An answer carrying the diner's saved cards. */
// spec: A§7 and B§7 (the response field is saved_cards, each with last4)
export const savedCardsResponseSchema = z.object({ saved_cards: z.array(savedCardSchema) });

/** The `{id}` of a saved card. */
export const savedCardParamsSchema = z.object({ id: urlIdSchema });
