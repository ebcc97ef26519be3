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
  /**
   * A shared dish: the item is one unit of the line shared this many ways, of which the diner
   * takes `qty` parts; null or absent for whole units.
   */
  // our choice (issue 18, beyond the spec): several diners may share one dish.
  shared_parts: z.int().min(2).max(99).nullable().optional(),
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

/** What a diner picks in an item-wise split: units of a line, or parts of one shared unit. */
// spec: B§2 Split-bill screen (item-wise: items with checkboxes); B§4 item-wise selection
// our choice (issue 18): shared_parts n takes qty parts of one unit shared n ways.
// A shared pick must leave at least one part to someone else (qty < shared_parts): the server
// checks it, with the line's availability.
export const splitSelectionItemSchema = z.object({
  /** The bill line (order_details.cartItems[].cart_id). */
  cart_id: nonEmptyStringSchema,
  qty: z.int().min(1).max(99),
  shared_parts: z.int().min(2).max(99).optional(),
});
/** A picked split item. */
export type SplitSelectionItem = z.infer<typeof splitSelectionItemSchema>;

/** One unit of a bill line shared among diners, and how many of its parts are taken. */
export const sharedUnitSchema = z.object({
  /** The unit of the line, 1 first. */
  unit: z.int().min(1),
  parts: z.int().min(2).max(99),
  /** What each part pays, part 1 first (largest remainder: they sum exactly to the unit). */
  part_amounts: z.array(amountSchema),
  paid_parts: z.int().min(0),
  /** Parts held by a selection or a payment still running. */
  reserved_parts: z.int().min(0),
});
/** A shared unit. */
export type SharedUnit = z.infer<typeof sharedUnitSchema>;

/** A bill line as the item-wise split sees it: what each unit pays and what is taken. */
// spec: B§4 item-wise selection (items already paid by others are disabled)
export const splitLineSchema = z.object({
  cart_id: nonEmptyStringSchema,
  item_id: idSchema,
  name: nonEmptyStringSchema,
  count: z.int().min(1),
  /**
   * What each unit pays, unit 1 first: its price with its part of the discounts, surcharges and
   * tax; all units together pay exactly the bill before tips.
   */
  unit_amounts: z.array(amountSchema),
  /** Whole units paid. */
  paid_units: z.int().min(0),
  /** Whole units held by a selection or a payment still running. */
  reserved_units: z.int().min(0),
  /** Units shared among diners (never counted in paid_units or reserved_units). */
  shared_units: z.array(sharedUnitSchema),
  /** Whole units still free to pick. */
  available_units: z.int().min(0),
});
/** A split line. */
export type SplitLine = z.infer<typeof splitLineSchema>;

/** A table bill's split state: the order-bill state of B§3. */
// spec: B§3 Order-bill state (paymentPreference, paymentSplitDetails, equalSplitUserQueue,
// paidUsers, manualSplitPayingUser); B§4 Split bill
// our choice (issue 18): one object the split screens read, refetched on every live split event.
export const billSplitSchema = z.object({
  order_id: idSchema,
  table_id: idSchema,
  currency: nonEmptyStringSchema,
  /** The bill before tips: what the splits share. */
  total_amount: amountSchema,
  /** What is still unpaid of it. */
  remaining_amount: amountSchema,
  split_payment_details: splitPaymentDetailsSchema,
  /** Who holds each equal split; empty unless the split is equal. */
  equal_split_user_queue: equalSplitQueueSchema,
  /** The split entries: one per equal split, or one per diner's item-wise selection. */
  split_bill_entries: z.array(splitBillEntrySchema),
  /** The bill's lines for the item-wise split. */
  lines: z.array(splitLineSchema),
  /** The diner holding the item-wise split screen, null when nobody does. */
  manual_split_paying_user: idSchema.nullable(),
  /** Diners who have paid a part. */
  paid_users: z.array(idSchema),
  /** A payment of this bill is running (a provider's page is open). */
  payment_in_progress: z.boolean(),
  /** Every part is paid. */
  paid: z.boolean(),
});
/** A bill's split state. */
export type BillSplit = z.infer<typeof billSplitSchema>;
