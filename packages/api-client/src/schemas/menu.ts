import { z } from 'zod';
import { modifierGroupSchema } from './modifier-group';
import {
  amountSchema,
  idSchema,
  nonEmptyStringSchema,
  textSchema,
  startTimeOfDaySchema,
  timeOfDaySchema,
  urlSchema,
} from './primitives';
import { surchargeSchema } from './surcharge';
import { taxSchema } from './tax';
import { nameTranslationsSchema } from './translations';

/** The item label tags (shown as Veg, Non-Veg, Spicy, Very Spicy, Nuts, Dairy, Gluten Free, Seafood, Egg). */
// spec: A§3 Item label tags
export const ITEM_TAGS = [
  'veg',
  'non-veg',
  'spicy',
  'very-spicy',
  'nuts',
  'milk',
  'gluten-free',
  'fish',
  'egg',
] as const;

/** An item label tag. */
export const itemTagSchema = z.enum(ITEM_TAGS);
/** An item label tag. */
export type ItemTag = z.infer<typeof itemTagSchema>;

/** A time slot of a category schedule, local time of the outlet. */
// spec: A§3 Menu (time slots with start_time and end_time)
export const timeSlotSchema = z.object({
  start_time: startTimeOfDaySchema,
  end_time: timeOfDaySchema,
});
/** A time slot. */
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/** When a category is on the menu: the days (1 to 7, Sunday is 1) and the time slots. */
// spec: A§3 Menu (schedules of days and time slots); A§9 weekday numbering 1 to 7 from Sunday
export const categoryScheduleSchema = z.object({
  days: z
    .array(z.int().min(1, { error: 'days run 1 to 7' }).max(7, { error: 'days run 1 to 7' }))
    .min(1),
  time_slots: z.array(timeSlotSchema).min(1),
});
/** A category schedule. */
export type CategorySchedule = z.infer<typeof categoryScheduleSchema>;

/** A menu item's texts in one locale. */
// spec: A§3 Menu item (translations by locale: name, description)
export const itemTranslationSchema = z.object({
  name: textSchema.nullable(),
  description: textSchema.nullable(),
});
/** An item translation. */
export type ItemTranslation = z.infer<typeof itemTranslationSchema>;

/** A menu item, possibly a grouped item holding nested items. */
// spec: A§3 Menu item
export const menuItemSchema = z.object({
  id: idSchema,
  /** The item's kind; our choice: free text, the spec gives no values. */
  type: nonEmptyStringSchema,
  name: nonEmptyStringSchema,
  description: textSchema.nullable(),
  short_description: textSchema.nullable(),
  image_url: urlSchema.nullable(),
  unit_price: amountSchema,
  final_price: amountSchema.nullable(),
  tags: z.array(itemTagSchema),
  sequence_no: z.int().min(0),
  is_popular: z.boolean(),
  /** Texts by locale code; our choice: any key, so a locale the app lacks does not break the menu. */
  translations: z.record(textSchema, itemTranslationSchema),
  /** The items of a grouped item; absent on a plain item. */
  // The getter's type is spelled out so the published declarations keep the nesting.
  get items(): z.ZodOptional<z.ZodArray<typeof menuItemSchema>> {
    return z.array(menuItemSchema).optional();
  },
  groups: z.array(modifierGroupSchema),
  /** Item taxes; our choice: optional, a nested item without them takes its parent's. */
  taxes: z.array(taxSchema).optional(),
});
/** A menu item. */
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A menu category with its items, its sub-categories and its schedules. */
// spec: A§3 Menu (categories with id, items, has_subcategory, nested items, optional schedules)
export const menuCategorySchema = z.object({
  id: idSchema,
  // our choice: the section title, which the spec does not list.
  name: nonEmptyStringSchema,
  /** The name by locale code (docs/api.md, "Venue texts in every language"). */
  translations: nameTranslationsSchema.optional(),
  items: z.array(menuItemSchema),
  has_subcategory: z.boolean(),
  /** Sub-categories, when has_subcategory; our choice of field name (the spec says "nested"). */
  // The getter's type is spelled out so the published declarations keep the nesting.
  get categories(): z.ZodOptional<z.ZodArray<typeof menuCategorySchema>> {
    return z.array(menuCategorySchema).optional();
  },
  /** Null when the category always shows. */
  schedules: z.array(categoryScheduleSchema).nullable(),
});
/** A menu category. */
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** A sold-out item: an item id, optionally limited to one category. */
// our choice: the shape (the spec names out_of_stock_items without fields).
export const outOfStockItemSchema = z.object({
  item_id: idSchema,
  category_id: idSchema.nullable(),
});
/** An out-of-stock item. */
export type OutOfStockItem = z.infer<typeof outOfStockItemSchema>;

/** The menu: categories, taxes, surcharges and whether prices include tax. */
// spec: A§3 Menu; A§7 (out_of_stock_items also travels beside the menu, so it is optional here)
export const menuSchema = z.object({
  categories: z.array(menuCategorySchema),
  taxes: z.array(taxSchema),
  surcharges: z.array(surchargeSchema),
  is_tax_inclusive: z.boolean(),
  out_of_stock_items: z.array(outOfStockItemSchema).optional(),
});
/** A menu. */
export type Menu = z.infer<typeof menuSchema>;
