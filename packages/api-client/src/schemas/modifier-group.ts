import { z } from 'zod';
import { amountSchema, idSchema, nonEmptyStringSchema } from './primitives';
import { nameTranslationsSchema } from './translations';

/** How a modifier group is chosen: one item, several items, or counts. */
// spec: A§3 Modifier group (single_item, multiple_item, quantity_selector)
export const modifierGroupTypeSchema = z.enum([
  'single_item',
  'multiple_item',
  'quantity_selector',
]);
/** A modifier group type. */
export type ModifierGroupType = z.infer<typeof modifierGroupTypeSchema>;

/** An option inside a modifier group, with the modifier sheet's selection state. */
// spec: A§3 Modifier group item (selected, count, disabled, is_default, final_price, unit_price)
export const modifierGroupItemSchema = z.object({
  // our choice: id and name, which the spec does not list but every option has.
  id: idSchema,
  name: nonEmptyStringSchema,
  /** The name by locale code (docs/api.md, "Venue texts in every language"). */
  translations: nameTranslationsSchema.optional(),
  unit_price: amountSchema,
  final_price: amountSchema.nullable(),
  is_default: z.boolean(),
  // our choice: the sheet's state (selected, count, disabled) is optional: the menu has none,
  // a cart item's groups carry it.
  selected: z.boolean().optional(),
  count: z.int().min(0).optional(),
  disabled: z.boolean().optional(),
});
/** A modifier group item. */
export type ModifierGroupItem = z.infer<typeof modifierGroupItemSchema>;

/** A modifier group of a menu item. */
// spec: A§3 Modifier group; A§4 Modifier selection (a maximum of 0 means no upper limit)
export const modifierGroupSchema = z.object({
  id: idSchema,
  // our choice: the group's title, which the spec does not list.
  name: nonEmptyStringSchema,
  /** The name by locale code (docs/api.md, "Venue texts in every language"). */
  translations: nameTranslationsSchema.optional(),
  items: z.array(modifierGroupItemSchema),
  minimum: z.int().min(0),
  maximum: z.int().min(0),
  has_quantity_selector: z.boolean(),
  type: modifierGroupTypeSchema,
  /** How many are selected so far (the sheet's state). */
  minimumSelected: z.int().min(0).optional(),
});
/** A modifier group. */
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;
