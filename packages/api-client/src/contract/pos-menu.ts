import { z } from 'zod';
import { categoryScheduleSchema, itemTagSchema, menuSchema } from '../schemas/menu';
import { modifierGroupSchema } from '../schemas/modifier-group';
import {
  amountSchema,
  idSchema,
  nonEmptyStringSchema,
  textSchema,
  urlIdSchema,
  urlSchema,
} from '../schemas/primitives';
import { defineEndpoint } from './endpoint';

/*
 * The menu of the back office (issue 32): an outlet's menu as staff edit it, and a category or
 * an item added, changed or retired. Each change is checked as an import checks a venue file
 * (prices at the currency's precision, ids used once), written in one transaction under the
 * venue lock, and moves the outlet's venue version, so diners' next request sees it. A retired
 * item keeps its last form for the orders that name it (ADR 0009). The spec names no such call:
 * every path, input and answer below is our choice.
 */

const CHOICE =
  'path: the spec does not show it (A§6, B§6 POS staff; issue 32 the menu of the back office)';

/** `/pos/api/outlets/{id}/menu/categories/{category_id}`. */
export const posCategoryParamsSchema = z.object({ id: urlIdSchema, category_id: urlIdSchema });
/** `/pos/api/outlets/{id}/menu/items/{item_id}`. */
export const posMenuItemParamsSchema = z.object({ id: urlIdSchema, item_id: urlIdSchema });

/** The longest name of a category or an item (our choice: a menu line, not a paragraph). */
export const MENU_NAME_MAX = 80;
/** The longest description of an item. */
export const MENU_DESCRIPTION_MAX = 500;

/** A category's, an item's or an option's name. */
export const menuNameSchema = nonEmptyStringSchema.max(MENU_NAME_MAX);
/** A name in another language: blank (or null) leaves it to the next language. */
export const menuNameTextSchema = textSchema.trim().max(MENU_NAME_MAX);
/** An item's description, in any language. */
export const menuDescriptionSchema = textSchema.trim().max(MENU_DESCRIPTION_MAX);

/** An item's texts in one locale, as staff write them: a blank one is left out (null). */
const itemTextsSchema = z.strictObject({
  name: menuNameTextSchema.nullable(),
  description: menuDescriptionSchema.nullable(),
});

/** An item's texts by locale code: `{ ar: { name: 'كايا توست', description: null } }`. */
export const posItemTranslationsSchema = z.record(textSchema, itemTextsSchema);
/** An item's texts by locale code, as sent. */
export type PosItemTranslations = z.output<typeof posItemTranslationsSchema>;

/** A category's or an option's name by locale code. */
export const posNameTranslationsSchema = z.record(
  textSchema,
  z.strictObject({ name: menuNameTextSchema.nullable() }),
);
/** A name by locale code, as sent. */
export type PosNameTranslations = z.output<typeof posNameTranslationsSchema>;

/** The menu of an outlet as the back office edits it. */
export const posMenuEditorSchema = z.object({
  menu: menuSchema.omit({ out_of_stock_items: true }),
  /** The venue's languages, its default first: the texts each item should have. */
  languages: z.array(nonEmptyStringSchema).min(1),
  /** The company's currency and its number of decimals, which every price keeps to. */
  currency: nonEmptyStringSchema,
  decimal_precision: z.int().min(0).max(4),
  /** The venue version after the change: what diners' next request is served from. */
  version: z.int().min(0),
});
/** The menu of an outlet as the back office edits it. */
export type PosMenuEditor = z.infer<typeof posMenuEditorSchema>;

/**
 * POST /pos/api/outlets/{id}/menu/categories: a new category, at the end of the menu or of its
 * parent's sub-categories. schedules null (or left out): always on the menu.
 */
export const posNewCategorySchema = z.strictObject({
  name: menuNameSchema,
  translations: posNameTranslationsSchema.optional(),
  parent_id: idSchema.nullable().optional(),
  schedules: z.array(categoryScheduleSchema).max(20).nullable().optional(),
});
/** A new category, as sent. */
export type PosNewCategory = z.output<typeof posNewCategorySchema>;

/** PATCH /pos/api/outlets/{id}/menu/categories/{category_id}: what changes. */
export const posCategoryChangesSchema = posNewCategorySchema.omit({ parent_id: true }).partial();
/** A change of a category, as sent. */
export type PosCategoryChanges = z.output<typeof posCategoryChangesSchema>;

/** An item's fields staff set, every one of them in a change. */
const itemFields = {
  name: menuNameSchema,
  description: menuDescriptionSchema.nullable(),
  unit_price: amountSchema,
  tags: z.array(itemTagSchema).max(9),
  is_popular: z.boolean(),
  image_url: urlSchema.nullable(),
  translations: posItemTranslationsSchema,
  /** The item's modifier groups, whole: an option's price keeps to the currency's precision. */
  groups: z.array(modifierGroupSchema).max(30),
};

/** POST /pos/api/outlets/{id}/menu/items: a new item at the end of a category. */
export const posNewMenuItemSchema = z.strictObject({
  category_id: idSchema,
  name: itemFields.name,
  unit_price: itemFields.unit_price,
  description: itemFields.description.optional(),
  tags: itemFields.tags.optional(),
  is_popular: itemFields.is_popular.optional(),
  image_url: itemFields.image_url.optional(),
  translations: itemFields.translations.optional(),
  groups: itemFields.groups.optional(),
});
/** A new item, as sent. */
export type PosNewMenuItem = z.output<typeof posNewMenuItemSchema>;

/**
 * PATCH /pos/api/outlets/{id}/menu/items/{item_id}: what changes, wherever the item stands; a
 * category_id moves it to the end of that category (from every other).
 */
export const posMenuItemChangesSchema = posNewMenuItemSchema.partial();
/** A change of an item, as sent. */
export type PosMenuItemChanges = z.output<typeof posMenuItemChangesSchema>;

/** The menu calls of the back office. */
export const posMenu = {
  menuEditor: defineEndpoint({
    name: 'pos.menuEditor',
    method: 'GET',
    path: '/pos/api/outlets/{id}/menu/editor',
    params: z.object({ id: urlIdSchema }),
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: { menu, languages, currency, decimal_precision, version }, the whole menu with every translation`,
  }),
  addCategory: defineEndpoint({
    name: 'pos.addCategory',
    method: 'POST',
    path: '/pos/api/outlets/{id}/menu/categories',
    params: z.object({ id: urlIdSchema }),
    body: posNewCategorySchema,
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the menu after the change; an unknown parent is a 404`,
  }),
  changeCategory: defineEndpoint({
    name: 'pos.changeCategory',
    method: 'PATCH',
    path: '/pos/api/outlets/{id}/menu/categories/{category_id}',
    params: posCategoryParamsSchema,
    body: posCategoryChangesSchema,
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the menu after the change`,
  }),
  retireCategory: defineEndpoint({
    name: 'pos.retireCategory',
    method: 'POST',
    path: '/pos/api/outlets/{id}/menu/categories/{category_id}/retire',
    params: posCategoryParamsSchema,
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the menu after the change; a category still holding items or sub-categories is a 409`,
  }),
  addMenuItem: defineEndpoint({
    name: 'pos.addMenuItem',
    method: 'POST',
    path: '/pos/api/outlets/{id}/menu/items',
    params: z.object({ id: urlIdSchema }),
    body: posNewMenuItemSchema,
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the menu after the change; the new item's id is one past the highest the outlet ever used`,
  }),
  changeMenuItem: defineEndpoint({
    name: 'pos.changeMenuItem',
    method: 'PATCH',
    path: '/pos/api/outlets/{id}/menu/items/{item_id}',
    params: posMenuItemParamsSchema,
    body: posMenuItemChangesSchema,
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the menu after the change; a new price is written in the audit log and never alters a placed order`,
  }),
  retireMenuItem: defineEndpoint({
    name: 'pos.retireMenuItem',
    method: 'POST',
    path: '/pos/api/outlets/{id}/menu/items/{item_id}/retire',
    params: posMenuItemParamsSchema,
    response: posMenuEditorSchema,
    auth: 'staff',
    source: 'A§6 B§6',
    choice: `${CHOICE}; response: the menu after the change; the item keeps its last form for the orders that name it`,
  }),
};
