import { z } from 'zod';
import { cartItemSchema } from './cart-item';
import { orderDiscountSchema } from './discount';
import { orderItemSchema } from './order-item';
import { paymentObjectSchema } from './payment';
import {
  amountSchema,
  countSchema,
  dateTimeSchema,
  idSchema,
  nonEmptyStringSchema,
  pointsSchema,
  textSchema,
} from './primitives';
import { orderSurchargeSchema } from './surcharge';

/** An order's status on the status bar and the track screen. */
// spec: A§4 Order status and B§4 Order status
export const orderStatusSchema = z.enum([
  'unconfirmed',
  'confirmed',
  'ready',
  'delivered',
  'rejected',
  'cancelled',
  'payment_in_progress',
]);
/** An order status. */
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** An item of the menu that was no longer available when the order was read. */
// our choice: the menu item's id (the spec names unavailable_menu_items without fields).
export const unavailableMenuItemSchema = idSchema;

/** The contents and totals of a past or running order. */
// spec: A§3 Order (order_details)
export const orderDetailsSchema = z.object({
  cartItems: z.array(cartItemSchema),
  items: z.array(orderItemSchema),
  note: textSchema.nullable(),
  sub_total: amountSchema,
  tax_total: amountSchema,
  total_amount: amountSchema,
  surcharges_breakdown: z.array(orderSurchargeSchema),
  discounts: z.array(orderDiscountSchema),
  /** Loyalty redeemed, as money (one point pays one unit of currency). */
  redeemed_loyalty: amountSchema,
  /** Points the order earned. */
  earned_loyalty: pointsSchema,
  tips_amount: amountSchema,
  is_tax_inclusive: z.boolean(),
  /** The payments, each with its tip. */
  payments: z.array(paymentObjectSchema),
  covers: countSchema,
  /** Where the order came from; our choice: free text. */
  source: nonEmptyStringSchema,
  unavailable_menu_items: z.array(unavailableMenuItemSchema),
  version: countSchema,
});
/** Order details. */
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** One refund of the order's money, as the diner reads it. */
// our choice (issue 30): the spec has no refunds; the amount and when staff made it, as the POS
// lists them (posRefundSchema), without the staff's reason or who made it.
export const orderRefundItemSchema = z.object({
  amount: amountSchema,
  created_at: dateTimeSchema,
});
/** One refund of an order. */
export type OrderRefundItem = z.infer<typeof orderRefundItemSchema>;

/**
 * What staff gave back of an order's payments (issue 30: a refund is visible to the diner).
 * `refunded` when the order was paid and every payment that paid it was given back in full (the
 * POS's `money_end: 'refunded'`), `partially_refunded` when some of it was.
 */
// our choice: the spec's order and payment statuses (A§4, B§4) have no refunded value, so the
// order says it beside its status, which keeps its meaning (what the kitchen did with it).
export const orderRefundSchema = z.object({
  status: z.enum(['refunded', 'partially_refunded']),
  /** What the order's payments took (tips included), at the company's precision. */
  paid_amount: amountSchema,
  /** What the refunds gave back, at the company's precision. */
  refunded_amount: amountSchema,
  /** Each refund that gave money back, oldest first (one still at the provider is not here). */
  refunds: z.array(orderRefundItemSchema).min(1),
});
/** What was given back of an order. */
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A past or running order. */
// spec: A§3 Order (past or running)
export const orderSchema = z.object({
  id: idSchema,
  /** The number shown to the diner. */
  order_number: nonEmptyStringSchema,
  /** The point of sale's id; the invoice calls use it. Null until the order reaches it. */
  sapaad_order_id: idSchema.nullable(),
  status: orderStatusSchema,
  is_group_order: z.boolean(),
  created_at: dateTimeSchema,
  /**
   * When the restaurant expects the order to be ready; null until it gives a time.
   */
  // spec: B§7 status_updated carries status and eta.
  // our choice: the order carries the last ETA too, so a screen opened or reloaded after the
  // event still shows it.
  eta: dateTimeSchema.nullable(),
  order_details: orderDetailsSchema,
  /** What staff gave back of it (issue 30); null when nothing was. */
  refund: orderRefundSchema.nullable(),
});
/** An order. */
export type Order = z.infer<typeof orderSchema>;
