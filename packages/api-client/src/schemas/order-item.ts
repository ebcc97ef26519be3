import { z } from 'zod';
import {
  amountSchema,
  countSchema,
  idSchema,
  nonEmptyStringSchema,
  textSchema,
  urlSchema,
} from './primitives';

/** A modifier on a placed order item. */
// spec: B§3 Modifier (items_modifer_group_item_id is spelled as the spec writes it)
export const orderModifierSchema = z.object({
  id: idSchema,
  group_id: idSchema,
  quantity: countSchema,
  name: nonEmptyStringSchema,
  unit_price: amountSchema,
  sub_total: amountSchema,
  items_modifer_group_item_id: idSchema,
});
/** An order modifier. */
export type OrderModifier = z.infer<typeof orderModifierSchema>;

/** A line of a placed order. */
// spec: B§3 Order item
export const orderItemSchema = z.object({
  id: idSchema,
  quantity: countSchema,
  note: textSchema.nullable(),
  modifiers: z.array(orderModifierSchema),
  name: nonEmptyStringSchema,
  unit_price: amountSchema,
  sub_total: amountSchema,
  image_url: urlSchema.nullable(),
  /** The line's discount, "0.00" when none. */
  discount: amountSchema,
  is_free_item: z.boolean(),
  /** The point of sale's line id; null until the order reaches it. */
  order_item_id: idSchema.nullable(),
});
/** An order item. */
export type OrderItem = z.infer<typeof orderItemSchema>;
