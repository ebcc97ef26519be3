import { z } from 'zod';
import { cartItemSchema } from './cart-item';
import { orderDiscountSchema } from './discount';
import { orderItemSchema } from './order-item';
import { unavailableMenuItemSchema } from './order';
import { paymentObjectSchema } from './payment';
import {
  amountSchema,
  countSchema,
  currencySchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  nonEmptyStringSchema,
  pointsSchema,
  textSchema,
} from './primitives';
import { appliedPromotionSchema } from './promotion';
import { qrSourceSchema } from './session';
import { splitBillEntrySchema } from './split';
import { orderSurchargeSchema } from './surcharge';

/**
 * The order payload as it travels (dine-in orders, payments, validation). This is the permissive
 * wire shape: the fields every variant carries are required, the rest optional; the strict
 * pre-placement variants (dine_ot, dine_pf, default) are built on top of it.
 */
// spec: B§3 Order payload; A§5 pre-placement check (ids positive, amounts non-negative,
// money totals, currency, source non-empty, items and cartItems not empty in the strict variants)
export const orderPayloadSchema = z.object({
  byod_company_id: idSchema.optional(),
  byod_location_id: idSchema.optional(),
  note: textSchema.nullable(),
  surcharges: z.array(orderSurchargeSchema),
  items: z.array(orderItemSchema),
  cartItems: z.array(cartItemSchema),
  discounts: z.array(orderDiscountSchema),
  applied_promotions: z.array(appliedPromotionSchema),
  /** Loyalty redeemed, as money. */
  redeemed_loyalty: amountSchema,
  /** Points left after the redemption. */
  remaining_loyalty: pointsSchema.optional(),
  /** Points the order earns. */
  earned_loyalty: pointsSchema.optional(),
  has_loyalty_data: z.boolean().optional(),
  /** The money value of the redeemed points. */
  loyalty_value: amountSchema.optional(),
  loyalty_as_discount: z.boolean().optional(),
  sub_total: amountSchema,
  sub_total_after_discount: amountSchema,
  sub_total_tax_after_discount: amountSchema,
  surcharge_sub_total: amountSchema,
  surcharges_breakdown: z.array(orderSurchargeSchema),
  tax_total: amountSchema,
  total_amount: amountSchema,
  /** The customer placing the order. */
  customer: idSchema,
  currency: currencySchema,
  is_tax_inclusive: z.boolean(),
  tips_amount: amountSchema,
  order_promotion_discount: amountSchema,
  /** The running order; dine-in updates only. */
  order_id: idSchema.optional(),
  /** The first customer of the table; dine_ot only. */
  first_customer_id: idSchema.optional(),
  /** 1 for the first dine_ot order. */
  version: countSchema.optional(),
  payment: paymentObjectSchema.optional(),
  /** Added for providers that need them (pay_u). */
  user_name: nonEmptyStringSchema.nullish(),
  user_email: emailSchema.nullish(),
  qr_source: qrSourceSchema.nullish(),
  order_updated_from_pos_at: dateTimeSchema.nullish(),
  group_order_updated_at: dateTimeSchema.nullish(),
  unavailable_menu_items: z.array(unavailableMenuItemSchema).optional(),
  last_order_update_at: dateTimeSchema.nullish(),
  last_payment_initiated_at: dateTimeSchema.nullish(),
  user_id: idSchema.optional(),
  /** The split entries; scan-and-pay only. */
  splitBillData: z.array(splitBillEntrySchema).optional(),
  /**
   * The diner's own payment of this order still open (its reference) that this payment replaces:
   * the diner came back from its page and pays again; dine_ot and scan-and-pay only.
   */
  // our choice (issue 30): without it, the diner's own open attempt refuses a new one
  // (own_payment_open), so two taps at once never start two payments.
  replaces_payment: z
    .string()
    .regex(/^[\w-]{1,200}$/)
    .optional(),
  covers: countSchema,
  /** Where the order comes from; our choice: free text. */
  source: nonEmptyStringSchema,
  /** The table; dine-in only. */
  table_id: idSchema.optional(),
  company_id: idSchema,
  location_id: idSchema,
  customer_id: idSchema.optional(),
});
/** An order payload. */
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
