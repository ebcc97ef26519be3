import { z } from 'zod';
import { amountSchema, idSchema, nonEmptyStringSchema, rateSchema } from './primitives';

/** How a coupon response writes a discount's kind. */
// spec: A§3 Discount (PERCENTAGE or FIXED); B§3 writes "PERCENTAGE or fixed".
// our choice: upper case only.
export const discountTypeSchema = z.enum(['PERCENTAGE', 'FIXED']);
/** A coupon discount type. */
export type DiscountType = z.infer<typeof discountTypeSchema>;

/** How an order payload writes a discount's kind: 1 percentage, 2 fixed. */
// spec: A§3 Discount, B§3 Discount and B§9
export const orderDiscountTypeSchema = z.literal([1, 2]);
/** An order discount type. */
export type OrderDiscountType = z.infer<typeof orderDiscountTypeSchema>;

/** A discount as a coupon lookup (GET /discounts/\{code\}) and the menu carry it. */
// spec: A§3 Discount; A§7 lists the fields of the coupon response (all required here).
export const discountSchema = z.object({
  discount_id: idSchema,
  discount_name: nonEmptyStringSchema,
  discount_type: discountTypeSchema,
  /** Percent for a percentage discount, the amount for a fixed one. */
  discount_rate: rateSchema,
  /** The discount the bill took, once applied. */
  discountedAmount: amountSchema.optional(),
  /** Cap on the discount, when set. */
  maxdiscountableAmount: amountSchema.nullish(),
  min_order_amount: amountSchema.nullable(),
  on_total: z.boolean(),
  applied_from_pos: z.boolean(),
  promotion_id: idSchema.nullable(),
  applicable_on_dinein: z.boolean().nullish(),
});
/** A coupon or menu discount. */
export type Discount = z.infer<typeof discountSchema>;

/**
 * A discount as an order payload carries it. The spec lists each field twice (id and
 * discount_id, name and discount_name, type and discount_type, rate and discount_rate, amount
 * and discountedAmount): the discount_* names are required, the short ones are accepted beside
 * them.
 */
// spec: B§3 Discount
export const orderDiscountSchema = z.object({
  discount_id: idSchema,
  discount_name: nonEmptyStringSchema,
  discount_type: orderDiscountTypeSchema,
  discount_rate: rateSchema,
  /** The discount the bill took. */
  discountedAmount: amountSchema,
  maxdiscountableAmount: amountSchema.nullish(),
  min_order_amount: amountSchema.nullable(),
  on_total: z.boolean(),
  applied_from_pos: z.boolean(),
  promotion_id: idSchema.nullable(),
  applicable_on_dinein: z.boolean().nullable(),
  /** Same as discount_id. */
  id: idSchema.optional(),
  /** Same as discount_name. */
  name: nonEmptyStringSchema.optional(),
  /** Same as discount_type. */
  type: orderDiscountTypeSchema.optional(),
  /** Same as discount_rate. */
  rate: rateSchema.optional(),
  /** Same as discountedAmount. */
  amount: amountSchema.optional(),
});
/** An order discount. */
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;
