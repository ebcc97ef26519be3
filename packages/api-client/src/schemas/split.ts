import { z } from 'zod';
import { splitPaymentStatusSchema } from './payment-details';
import {
  amountSchema,
  countSchema,
  idSchema,
  nonEmptyStringSchema,
  rateSchema,
} from './primitives';

/** How a table bill is split. */
// spec: B§3 Split payment details and B§4 Split bill (none, equal, manual)
export const splitTypeSchema = z.enum(['none', 'equal', 'manual']);
/** A split type. */
export type SplitType = z.infer<typeof splitTypeSchema>;

/** Whether a diner pays the whole bill or a split of it. */
// spec: B§3 Order-bill state and B§4 Split bill (full or split)
export const paymentPreferenceSchema = z.enum(['full', 'split']);
/** A payment preference. */
export type PaymentPreference = z.infer<typeof paymentPreferenceSchema>;

/** An item of a split entry. */
// spec: B§3 Split item
export const splitItemSchema = z.object({
  /** The cart line the item comes from. */
  cart_id: nonEmptyStringSchema,
  item_id: idSchema,
  name: nonEmptyStringSchema,
  price: amountSchema,
  qty: countSchema,
  order_item_id: idSchema.nullable(),
  tax: amountSchema,
  tax_rate: rateSchema.nullable(),
  sub_total: amountSchema,
  splitTaxRateName: nonEmptyStringSchema.nullable(),
});
/** A split item. */
export type SplitItem = z.infer<typeof splitItemSchema>;

/** A surcharge's part in a split entry. */
// our choice: the shape follows the engine's surcharge share (the spec names surcharges only).
export const splitSurchargeSchema = z.object({
  id: idSchema,
  name: nonEmptyStringSchema,
  amount: amountSchema,
  tax: amountSchema,
});
/** A split surcharge. */
export type SplitSurcharge = z.infer<typeof splitSurchargeSchema>;

/** One entry of a split bill: an equal share or a diner's item-wise selection. */
// spec: B§3 Split bill entry (payment_status starts unpaid; a new item-wise entry starts in progress)
export const splitBillEntrySchema = z.object({
  splitId: idSchema,
  items: z.array(splitItemSchema),
  surcharges: z.array(splitSurchargeSchema),
  /** The entry's discount; our choice: one amount, as the engine computes it. */
  discounts: amountSchema,
  total_amount: amountSchema,
  amount_collected: amountSchema,
  paid: z.boolean(),
  customer_id: idSchema.nullable(),
  /** The diner it belongs to; null or 0 when unassigned. */
  user_id: z.int().min(0).nullable(),
  payment_status: splitPaymentStatusSchema,
  orders_check_id: idSchema.nullable(),
});
/** A split bill entry. */
export type SplitBillEntry = z.infer<typeof splitBillEntrySchema>;

/** How an order's bill is split. */
// spec: B§3 Split payment details; B§5 equal split count 2 to 99
// our choice: split_count 0 or 1 is allowed for split type none.
export const splitPaymentDetailsSchema = z.object({
  split_type: splitTypeSchema,
  split_count: z.int().min(0).max(99, { error: 'split count is at most 99' }),
  pay_for_split: z.boolean(),
  orders_check_id: idSchema.nullable(),
});
/** Split payment details. */
export type SplitPaymentDetails = z.infer<typeof splitPaymentDetailsSchema>;

/** One slot of the equal-split queue: the user holding it (0 when free) and whether it is paid. */
// spec: B§4 Split bill (a slot is claimed for a user or released, set to 0; a slot is paid or not)
export const equalSplitSlotSchema = z.object({
  user_id: z.int().min(0),
  paid: z.boolean(),
});
/** An equal-split slot. */
export type EqualSplitSlot = z.infer<typeof equalSplitSlotSchema>;

/** The equal-split queue: one slot per split, split number n at index n − 1. */
export const equalSplitQueueSchema = z.array(equalSplitSlotSchema).max(99);
/** An equal-split queue. */
export type EqualSplitQueue = z.infer<typeof equalSplitQueueSchema>;
