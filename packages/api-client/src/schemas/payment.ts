import { CARD_PROVIDERS } from '@tabula/engine';
import { z } from 'zod';
import {
  amountSchema,
  cardLastFourSchema,
  idSchema,
  nonEmptyStringSchema,
  textSchema,
  urlSchema,
} from './primitives';
import { paymentTypeTranslationSchema } from './translations';

/** The payment providers the checkout offers, and cash. */
// spec: B§3 Payment type (payment_type values seen); our choice: exactly these, no others. The
// providers are the engine's, which prices each one's service charge.
export const PAYMENT_TYPE_NAMES = [...CARD_PROVIDERS, 'cash'] as const;

/** A payment type name. */
export const paymentTypeNameSchema = z.enum(PAYMENT_TYPE_NAMES);
/** A payment type name. */
export type PaymentTypeName = z.infer<typeof paymentTypeNameSchema>;

/** Google Pay's environments (its `PaymentsClient` option `environment`). */
export const googlePayEnvironmentSchema = z.enum(['TEST', 'PRODUCTION']);
/** A Google Pay environment. */
export type GooglePayEnvironment = z.infer<typeof googlePayEnvironmentSchema>;

/** A payment method the company offers. */
// spec: B§3 Payment type
export const paymentTypeSchema = z.object({
  id: idSchema,
  payment_type: paymentTypeNameSchema,
  title: nonEmptyStringSchema,
  /** The title by locale code (docs/api.md, "Venue texts in every language"). */
  translations: z.record(textSchema, paymentTypeTranslationSchema).optional(),
  public_key: nonEmptyStringSchema.nullable(),
  sapaad_payment_type_id: idSchema.nullable(),
  partner_name: nonEmptyStringSchema.nullable(),
  direct_payment_enabled: z.boolean(),
  google_pay_enabled: z.boolean(),
  apple_pay_enabled: z.boolean(),
  google_pay_merchant_id: nonEmptyStringSchema.nullable(),
  /**
   * Where Google Pay's web script (`pay.js`) is, for a Mastercard type: Google's own
   * (`https://pay.google.com/gp/p/js/pay.js`) with a restaurant's merchant, the card sandbox's
   * stand-in of it (the same path on the sandbox's origin) while the sandbox plays the gateway.
   */
  // our choice: the spec is silent on how a wallet is played outside Google; B§4 Google Pay.
  google_pay_script_url: urlSchema.nullish(),
  /** The `environment` the app gives Google Pay's `PaymentsClient` with that script. */
  google_pay_environment: googlePayEnvironmentSchema.nullish(),
  /**
   * The merchant's id at the Mastercard gateway, for a Mastercard type: Google Pay's
   * `gatewayMerchantId`. `merchant_id` stays Apple's merchant identifier (B§4 Apple Pay).
   */
  // our choice: B§9 names the gateway (mpgs) but not its merchant id; the server fills it from
  // its gateway configuration, so the two wallets' merchant ids are never confused.
  gateway_merchant_id: nonEmptyStringSchema.nullish(),
  /**
   * The Mastercard gateway's Hosted Session script (session.js) that draws the typed card's
   * fields, for a Mastercard type: the card sandbox's while it plays the gateway, the
   * restaurant's gateway's otherwise; null (or absent) when neither is known.
   */
  // our choice: B§4 Mastercard offers the card but names no script; the server fills it from its
  // gateway configuration.
  hosted_session_script_url: urlSchema.nullish(),
  /**
   * Where the app loads Stripe.js from for a Stripe direct type (B§7 payments/stripe/v1/orders):
   * null (or absent) is Stripe's own script, loaded through `@stripe/stripe-js` as Stripe
   * requires; a test double's address (the card sandbox's stand-in of Stripe.js) otherwise.
   */
  // our choice: B§7 names the call but not how the card is taken; the server fills it from its
  // Stripe configuration (docs/adr/0008-card-providers-stripe-direct.md).
  stripe_js_url: urlSchema.nullish(),
  merchant_id: nonEmptyStringSchema.nullable(),
  generic_integration: z.boolean(),
  generic_standalone_integration: z.boolean(),
});
/** A payment type. */
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** The payment inside an order payload. */
// spec: B§3 Payment object; B§7 (stripe adds save_card, transaction_id, reference_code,
// total_amount; the connected card flow sends payment_mode and payment_method_id)
export const paymentObjectSchema = z.object({
  /** The payment type id. */
  id: idSchema,
  payment_type: paymentTypeNameSchema,
  amount: amountSchema,
  /** The payment type's title. */
  name: nonEmptyStringSchema.optional(),
  customer_id: idSchema.nullable(),
  tip: amountSchema,
  save_card: z.boolean().optional(),
  is_saved_card: z.boolean().optional(),
  transaction_id: nonEmptyStringSchema.nullish(),
  reference_code: nonEmptyStringSchema.nullish(),
  total_amount: amountSchema.optional(),
  /** E.g. `"card"` in the connected card flow; our choice: free text. */
  payment_mode: nonEmptyStringSchema.optional(),
  /** The saved card's token in the connected card flow. */
  payment_method_id: nonEmptyStringSchema.nullish(),
  orders_check_id: idSchema.nullish(),
});
/** A payment object. */
export type PaymentObject = z.infer<typeof paymentObjectSchema>;

// spec: A§3 Saved card (last4, also called card_last_4_digits); B§3 Saved card
// (card_last_4_digits, also seen as last4); A§7 and B§7: the cards calls answer last4.
// our choice: either name is accepted; when only card_last_4_digits comes, it is copied into
// last4, so the app reads one name. card_last_4_digits is kept when sent.
function copyLastFour(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const card = value as Record<string, unknown>;
  if (card.last4 !== undefined || card.card_last_4_digits === undefined) return value;
  return { ...card, last4: card.card_last_4_digits };
}

/** The fields of a saved card once its last four digits are under `last4`. */
export const savedCardFieldsSchema = z.object({
  id: idSchema,
  card_token: nonEmptyStringSchema,
  /** E.g. `"visa"`; our choice: free text. */
  brand: nonEmptyStringSchema,
  last4: cardLastFourSchema,
  card_last_4_digits: cardLastFourSchema.optional(),
  exp_month: z.int().min(1).max(12),
  exp_year: z.int().min(2000).max(9999),
});

/** A card the diner saved, with its last four digits under either name the spec uses. */
export const savedCardSchema = z.preprocess(copyLastFour, savedCardFieldsSchema);
/** A saved card, with `last4` always set. */
export type SavedCard = z.infer<typeof savedCardSchema>;
