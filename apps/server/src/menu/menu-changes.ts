import type {
  MenuCategory,
  MenuItem,
  PosCategoryChanges,
  PosItemTranslations,
  PosMenuItemChanges,
  PosNameTranslations,
  PosNewCategory,
  PosNewMenuItem,
} from '@tabula/api-client';
import { conflict, notFound } from '../http/http-error';
import { categoriesOf, itemsOf } from '../venue-file/menu-items';

/*
 * The back office's changes to a menu document (outlets.menu), pure: each takes the menu and
 * returns the menu after it, or throws the HttpError the call answers. Checking the result as a
 * venue file is checked, writing it and recording it is menu-editor.ts's job.
 */

/** A menu as an outlet stores it: categories, taxes, surcharges, tax inclusion. */
export interface StoredMenu {
  categories: MenuCategory[];
  taxes: unknown[];
  surcharges: unknown[];
  is_tax_inclusive: boolean;
}

/** What a change did, for the audit log: what it was done to, and the details to keep. */
export interface MenuChange {
  menu: StoredMenu;
  subject: string;
  details: Record<string, unknown>;
}

const copy = <T>(value: T): T => structuredClone(value);

/** Every category, sub-categories included. */
function allCategories(menu: StoredMenu): MenuCategory[] {
  return categoriesOf(menu.categories, []).map(({ category }) => category);
}

function findCategory(menu: StoredMenu, categoryId: number): MenuCategory {
  const found = allCategories(menu).find((category) => category.id === categoryId);
  if (!found)
    throw notFound(`No category ${String(categoryId)} on this menu`, 'category_not_found');
  return found;
}

/** Every standing of an item: in a category, or as a pick of a grouped item. */
function standingsOf(menu: StoredMenu, itemId: number): MenuItem[] {
  return allCategories(menu).flatMap((category) =>
    itemsOf(category.items, [])
      .map(({ item }) => item)
      .filter((item) => item.id === itemId),
  );
}

/** One past the highest id in use: the menu's, and those of `alsoUsed` (retired ones). */
function nextId(used: Iterable<number>): number {
  let highest = 0;
  for (const id of used) highest = Math.max(highest, id);
  return highest + 1;
}

/** A text left blank is no text: the app then falls back to the next language. */
const textOrNull = (text: string | null | undefined): string | null =>
  text === undefined || text === null || text.trim() === '' ? null : text.trim();

/** Names by locale with the blank ones left out. */
export function cleanNameTranslations(
  translations: PosNameTranslations,
): Record<string, { name: string }> {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([locale, { name }]) => {
      const text = textOrNull(name);
      return text === null ? [] : [[locale, { name: text }]];
    }),
  );
}

/** An item's texts by locale with the blank ones null and the empty locales left out. */
export function cleanItemTranslations(translations: PosItemTranslations): MenuItem['translations'] {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([locale, texts]) => {
      const name = textOrNull(texts.name);
      const description = textOrNull(texts.description);
      return name === null && description === null ? [] : [[locale, { name, description }]];
    }),
  );
}

const categoryLabel = (category: { id: number; name: string }) =>
  `category ${String(category.id)} ${category.name}`;
const itemLabel = (item: { id: number; name: string }) => `item ${String(item.id)} ${item.name}`;

/** A new category at the end of the menu, or of its parent's sub-categories. */
export function addCategory(menu: StoredMenu, body: PosNewCategory): MenuChange {
  const next = copy(menu);
  const category: MenuCategory = {
    id: nextId(allCategories(next).map((each) => each.id)),
    name: body.name,
    translations: cleanNameTranslations(body.translations ?? {}),
    items: [],
    has_subcategory: false,
    schedules: body.schedules ?? null,
  };
  if (body.parent_id === undefined || body.parent_id === null) {
    next.categories.push(category);
  } else {
    const parent = findCategory(next, body.parent_id);
    parent.categories = [...(parent.categories ?? []), category];
    parent.has_subcategory = true;
  }
  return { menu: next, subject: categoryLabel(category), details: { ...body, id: category.id } };
}

/** A category's name, translations or schedules changed. */
export function changeCategory(
  menu: StoredMenu,
  categoryId: number,
  body: PosCategoryChanges,
): MenuChange {
  const next = copy(menu);
  const category = findCategory(next, categoryId);
  const before = categoryLabel(category);
  if (body.name !== undefined) category.name = body.name;
  if (body.translations !== undefined) {
    category.translations = cleanNameTranslations(body.translations);
  }
  if (body.schedules !== undefined) category.schedules = body.schedules;
  return { menu: next, subject: before, details: { ...body } };
}

/**
 * A category taken off the menu: only an empty one (its items retired or moved first, so no
 * dish disappears by accident).
 */
export function retireCategory(menu: StoredMenu, categoryId: number): MenuChange {
  const next = copy(menu);
  const category = findCategory(next, categoryId);
  if (category.items.length > 0 || (category.categories ?? []).length > 0) {
    throw conflict(
      'The category still holds items or sub-categories; retire or move them first',
      'category_not_empty',
    );
  }
  const without = (categories: MenuCategory[]): MenuCategory[] =>
    categories
      .filter((each) => each.id !== categoryId)
      .map((each) => {
        if (each.categories === undefined) return each;
        const inner = without(each.categories);
        return { ...each, categories: inner, has_subcategory: inner.length > 0 };
      });
  next.categories = without(next.categories);
  return { menu: next, subject: categoryLabel(category), details: {} };
}

/** A new item at the end of a category; its id is one past every id the outlet has used. */
export function addMenuItem(
  menu: StoredMenu,
  body: PosNewMenuItem,
  retiredIds: readonly number[],
): MenuChange {
  const next = copy(menu);
  const category = findCategory(next, body.category_id);
  const usedIds = allCategories(next).flatMap((each) =>
    itemsOf(each.items, []).map(({ item }) => item.id),
  );
  const item: MenuItem = {
    id: nextId([...usedIds, ...retiredIds]),
    type: 'item',
    name: body.name,
    description: textOrNull(body.description),
    short_description: null,
    image_url: body.image_url ?? null,
    unit_price: body.unit_price,
    final_price: null,
    tags: body.tags ?? [],
    sequence_no: nextId(category.items.map((each) => each.sequence_no)),
    is_popular: body.is_popular ?? false,
    translations: cleanItemTranslations(body.translations ?? {}),
    groups: body.groups ?? [],
  };
  category.items.push(item);
  return { menu: next, subject: itemLabel(item), details: { ...body, id: item.id } };
}

/**
 * An item changed wherever it stands (an item in two categories is one dish); a category_id
 * moves it to the end of that category, out of every other. A new price is kept in the details
 * as from and to, for the audit log.
 */
export function changeMenuItem(
  menu: StoredMenu,
  itemId: number,
  body: PosMenuItemChanges,
): MenuChange {
  const next = copy(menu);
  const standings = standingsOf(next, itemId);
  const first = standings[0];
  if (first === undefined)
    throw notFound(`No item ${String(itemId)} on this menu`, 'item_not_found');
  const subject = itemLabel(first);
  const priceBefore = first.unit_price;
  for (const item of standings) {
    if (body.name !== undefined) item.name = body.name;
    if (body.description !== undefined) item.description = textOrNull(body.description);
    if (body.unit_price !== undefined) item.unit_price = body.unit_price;
    if (body.tags !== undefined) item.tags = body.tags;
    if (body.is_popular !== undefined) item.is_popular = body.is_popular;
    if (body.image_url !== undefined) item.image_url = body.image_url;
    if (body.translations !== undefined) {
      item.translations = cleanItemTranslations(body.translations);
    }
    if (body.groups !== undefined) item.groups = body.groups;
  }
  if (body.category_id !== undefined) {
    const target = findCategory(next, body.category_id);
    for (const category of allCategories(next)) {
      category.items = category.items.filter((item) => item.id !== itemId);
    }
    target.items.push({
      ...first,
      sequence_no: nextId(target.items.map((each) => each.sequence_no)),
    });
  }
  const details: Record<string, unknown> = { ...body };
  if (body.unit_price !== undefined && body.unit_price !== priceBefore) {
    details.unit_price = { from: priceBefore, to: body.unit_price };
  }
  return { menu: next, subject, details };
}

/** An item taken off the menu, from every category and grouped item it stands in. */
export function retireMenuItem(menu: StoredMenu, itemId: number): MenuChange {
  const next = copy(menu);
  const first = standingsOf(next, itemId)[0];
  if (first === undefined)
    throw notFound(`No item ${String(itemId)} on this menu`, 'item_not_found');
  const without = (items: MenuItem[]): MenuItem[] =>
    items
      .filter((item) => item.id !== itemId)
      .map((item) => (item.items === undefined ? item : { ...item, items: without(item.items) }));
  for (const category of allCategories(next)) category.items = without(category.items);
  return { menu: next, subject: itemLabel(first), details: { unit_price: first.unit_price } };
}
