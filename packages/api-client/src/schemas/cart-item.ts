import { z } from 'zod';
import { menuItemSchema } from './menu';
import { modifierGroupSchema } from './modifier-group';
import { amountSchema, countSchema, idSchema, nonEmptyStringSchema } from './primitives';
import { taxSchema } from './tax';

/**
 * A cart line: the menu item as the diner picked it (its groups carry the selection) plus the
 * cart's own fields. It travels in an order payload's cartItems.
 */
// spec: A§3 Cart item
// our choice: a cart item extends the menu item (the spec lists only the cart's own fields).
export const cartItemSchema = menuItemSchema.extend({
  /** The cart line id; unique within a cart. */
  cart_id: nonEmptyStringSchema,
  category_id: idSchema,
  count: countSchema,
  sub_total: amountSchema,
  /** The item's modifier groups with the diner's selection. */
  groups: z.array(modifierGroupSchema),
  /** The diner's note for the kitchen; spec: A§5, never saved empty. */
  itemNote: nonEmptyStringSchema.nullable(),
  /** When the diner last changed the line; our choice: epoch milliseconds, as the engine's cart. */
  last_updated_at: z.int().min(0),
  /** The customer who ordered it (group orders). */
  customer: idSchema.nullable(),
  sapaad_customer_id: idSchema.nullable(),
  /** The line's tax; our choice: an amount. */
  applied_tax: amountSchema.nullable(),
  taxes: z.array(taxSchema),
  marked_as_condition_item: z.boolean(),
  is_free_item: z.boolean(),
  applied_promotion_id: idSchema.nullable(),
  applied_promotion_priority: z.int().min(0).nullable(),
  promotion_id: idSchema.nullable(),
  promotion_name: nonEmptyStringSchema.nullable(),
  itemTotalBeforePromotion: amountSchema,
  /** Already placed on a dine-in order: cannot change. */
  placed_item: z.boolean(),
});
/** A cart item. */
export type CartItem = z.infer<typeof cartItemSchema>;
