import { z } from 'zod';
import { cartItemSchema } from './cart-item';
import {
  amountSchema,
  emailSchema,
  idSchema,
  localeSchema,
  nonEmptyStringSchema,
  precisionSchema,
} from './primitives';
import { splitTypeSchema } from './split';
import { taxSchema } from './tax';

/** The keys the app stores under, by what they hold. */
// spec: A§9 (is_guest, free_items_cart, applied_promo_code) and B§3 Stored client data
// our choice: the keys of the cart, order note, locale, invoice e-mail and precision (the spec
// says they are stored locally without naming the keys).
export const STORAGE_KEYS = {
  cart: 'cart',
  orderNote: 'order_note',
  locale: 'locale',
  invoiceEmail: 'invoice_email',
  decimalPrecision: 'decimal_precision',
  isGuest: 'is_guest',
  freeItemsCart: 'free_items_cart',
  appliedPromoCode: 'applied_promo_code',
  equalSplitBillData: 'equalSplitBillData',
  manualSplitBillData: 'manualSplitBillData',
  selectedSplitId: 'selectedSplitId',
  billDetails: 'billDetails',
  paymentFailed: 'paymentFailed',
  gpayFailed: 'gpayFailed',
  showPaymentCompletedScreen: 'showPaymentCompletedScreen',
  paymentCompleted: 'paymentCompleted',
  paymentCompletedScreenShown: 'paymentCompletedScreenShown',
} as const;

/** A storage key. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Which browser storage holds each key. */
// spec: A§4 (cart and order notes in local storage; free-item cart and promo code in session
// storage), A§9 (locale and precision stored locally), B§3 (the session-storage flags).
// our choice: is_guest in session storage as B§3 lists it (A§6 says "stored locally"), and the
// split data in session storage.
export const STORAGE_AREAS: Readonly<Record<StorageKey, 'local' | 'session'>> = {
  cart: 'local',
  order_note: 'local',
  locale: 'local',
  invoice_email: 'local',
  decimal_precision: 'local',
  is_guest: 'session',
  free_items_cart: 'session',
  applied_promo_code: 'session',
  equalSplitBillData: 'session',
  manualSplitBillData: 'session',
  selectedSplitId: 'session',
  billDetails: 'session',
  paymentFailed: 'session',
  gpayFailed: 'session',
  showPaymentCompletedScreen: 'session',
  paymentCompleted: 'session',
  paymentCompletedScreenShown: 'session',
};

/** A modifier chosen on a stored cart line. */
export const storedCartModifierSchema = z.object({
  id: idSchema,
  group_id: idSchema,
  count: z.int().positive(),
  unit_price: amountSchema,
});
/** A stored cart modifier. */
export type StoredCartModifier = z.infer<typeof storedCartModifierSchema>;

/** A stored cart line: the engine's cart line. */
export const storedCartLineSchema = z.object({
  id: nonEmptyStringSchema,
  item_id: idSchema,
  category_id: idSchema,
  count: z.int().positive(),
  unit_price: amountSchema,
  modifiers: z.array(storedCartModifierSchema),
  taxes: z.array(taxSchema),
  is_free_item: z.boolean().optional(),
  promotion_id: idSchema.nullish(),
  placed_item: z.boolean().optional(),
  customer: idSchema.nullish(),
  parent_item_id: idSchema.nullish(),
  itemNote: nonEmptyStringSchema.nullish(),
  last_updated_at: z.int().min(0),
  sapaad_customer_id: idSchema.nullish(),
});
/** A stored cart line. */
export type StoredCartLine = z.infer<typeof storedCartLineSchema>;

/** The cart as local storage holds it: the engine's Cart (spec: A§4, expired after 4 hours). */
export const storedCartSchema = z.object({
  lines: z.array(storedCartLineSchema),
  /** When the diner last changed it, epoch milliseconds. */
  updated_at: z.int().min(0),
});
/** A stored cart. */
export type StoredCart = z.infer<typeof storedCartSchema>;

/** Which equal split the diner picked and how many are paid. */
// spec: B§3 Stored client data (equalSplitBillData: selectedSplitNumber, noOfPaidSplits)
export const equalSplitBillDataSchema = z.object({
  selectedSplitNumber: z.int().min(1).max(99).nullable(),
  noOfPaidSplits: z.int().min(0).max(99),
});
/** Equal split bill data. */
export type EqualSplitBillData = z.infer<typeof equalSplitBillDataSchema>;

/** Units of one bill line picked for an item-wise split. */
// our choice: the engine's line quantity (the spec names the lists without fields).
export const selectedLineSchema = z.object({
  line_id: nonEmptyStringSchema,
  quantity: z.int().positive(),
});
/** A selected line. */
export type SelectedLine = z.infer<typeof selectedLineSchema>;

/** The diner's item-wise selection, the group's selections and the lines already paid. */
// spec: B§3 Stored client data (manualSplitBillData: selectedCartItems, groupSelectedItems, paidItemIds)
export const manualSplitBillDataSchema = z.object({
  selectedCartItems: z.array(selectedLineSchema),
  groupSelectedItems: z.array(selectedLineSchema),
  /** The cart line ids already paid. */
  paidItemIds: z.array(nonEmptyStringSchema),
});
/** Manual split bill data. */
export type ManualSplitBillData = z.infer<typeof manualSplitBillDataSchema>;

/** What the diner is paying, kept so the payment-completed screen can say what was paid. */
// spec: B§4 (pay now stores billDetails; the completed screen shows the split number or item count)
// our choice: the fields.
export const billDetailsSchema = z.object({
  total_amount: amountSchema,
  tips_amount: amountSchema,
  split_type: splitTypeSchema,
  split_number: z.int().min(1).max(99).nullable(),
  item_count: z.int().min(0).nullable(),
});
/** Bill details. */
export type BillDetails = z.infer<typeof billDetailsSchema>;

/** The session-storage flags, each present only once set. */
// spec: B§3 Stored client data (session-storage flags); A§4 (free-item cart and promo code)
export const sessionFlagsSchema = z.object({
  paymentFailed: z.boolean().optional(),
  gpayFailed: z.boolean().optional(),
  billDetails: billDetailsSchema.optional(),
  showPaymentCompletedScreen: z.boolean().optional(),
  paymentCompleted: z.boolean().optional(),
  paymentCompletedScreenShown: z.boolean().optional(),
  is_guest: z.boolean().optional(),
  /** The free-item lines a promotion added. */
  free_items_cart: z.array(cartItemSchema).optional(),
  /** The promo code the diner applied. */
  applied_promo_code: nonEmptyStringSchema.optional(),
});
/** Session flags. */
export type SessionFlags = z.infer<typeof sessionFlagsSchema>;

/** Everything the split and payment screens keep in session storage, each present once set. */
// spec: B§3 Stored client data
export const storedClientDataSchema = sessionFlagsSchema.extend({
  equalSplitBillData: equalSplitBillDataSchema.optional(),
  manualSplitBillData: manualSplitBillDataSchema.optional(),
  selectedSplitId: z.int().positive().optional(),
});
/** Stored client data. */
export type StoredClientData = z.infer<typeof storedClientDataSchema>;

/** What local storage holds, each present once set. */
// spec: A§4 (cart, order notes, invoice e-mail) and A§9 (locale, decimal_precision)
export const localStorageDataSchema = z.object({
  cart: storedCartSchema.optional(),
  order_note: nonEmptyStringSchema.optional(),
  locale: localeSchema.optional(),
  invoice_email: emailSchema.optional(),
  decimal_precision: precisionSchema.optional(),
});
/** Local storage data. */
export type LocalStorageData = z.infer<typeof localStorageDataSchema>;
