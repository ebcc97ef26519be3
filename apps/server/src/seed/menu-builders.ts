import type {
  CategorySchedule,
  ItemTag,
  MenuCategory,
  MenuItem,
  ModifierGroup,
  ModifierGroupItem,
  NameTranslations,
  Tax,
} from '@tabula/api-client';
import { storedImageUrl } from '../venue/image-url';

/*
 * Small builders for the demo menus, so each menu file reads as a list of dishes. Every builder
 * returns the contract's own shape (spec: A§3 Menu, Menu item, Modifier group); the seed parses
 * the finished menu with the contract's menuSchema before storing it.
 */

/** A dish's texts in the locales other than the base one: `{ zh: ['名字', '说明'] }`. */
export type Texts = Partial<Record<'en' | 'ar' | 'zh' | 'ms', readonly [string, string | null]>>;

function translations(texts: Texts): MenuItem['translations'] {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, [name, description]]) => [locale, { name, description }]),
  );
}

/** A venue's name in its base text and, optionally, in other locales: `{ ar: 'الفطور' }`. */
export type Names = Partial<Record<'en' | 'ar' | 'zh' | 'ms', string>>;

/** A name as the builders take it: the base text, or the base text with its translations. */
export type Label = string | readonly [string, Names];

/** A label's base name and its translations by locale (docs/api.md, venue texts). */
export function labelled(label: Label): { name: string; translations?: NameTranslations } {
  if (typeof label === 'string') return { name: label };
  const [name, names] = label;
  return {
    name,
    translations: Object.fromEntries(
      Object.entries(names).map(([locale, text]) => [locale, { name: text }]),
    ),
  };
}

/**
 * Adds the base texts as the translations of `locale` wherever a document carries translations
 * without that locale. A venue whose base texts are written in a language other than its default
 * one (the Kuwait restaurant writes English, its default is Arabic) lists them that way, or a
 * diner reading that language would fall back to the default's translation (see docs/api.md).
 *
 * @param locale - the language the base texts are written in
 * @param document - a menu, payment types, a profile, advertisements
 * @returns a copy with the translations completed
 */
export function withBaseTextsAs<T>(locale: string, document: T): T {
  const fields = ['name', 'description', 'title', 'announcement', 'image_url'];
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, visit(inner)] as const);
    const copy: Record<string, unknown> = Object.fromEntries(entries);
    const translations = copy.translations;
    if (typeof translations === 'object' && translations !== null && !(locale in translations)) {
      const base = Object.fromEntries(
        fields
          .filter((field) => typeof copy[field] === 'string' || copy[field] === null)
          .map((f) => [f, copy[f]]),
      );
      copy.translations = { ...translations, [locale]: base };
    }
    return copy;
  };
  return visit(document) as T;
}

/** What a plain menu item needs; the rest has demo defaults. */
export interface ItemInput {
  id: number;
  name: string;
  description: string | null;
  /** A price at the currency precision, e.g. "6.50" or "1.250". */
  price: string;
  tags: ItemTag[];
  /** The picture's file name under public/images. */
  image: string | null;
  sequence: number;
  texts: Texts;
  taxes: Tax[];
  groups?: ModifierGroup[];
  popular?: boolean;
  shortDescription?: string;
  /** The picks of a grouped item (spec: A§3 nested items for a grouped item). */
  items?: MenuItem[];
  /** A sale price shown beside the unit price. */
  finalPrice?: string;
}

/** A menu item (spec: A§3 Menu item). */
export function menuItem(input: ItemInput): MenuItem {
  return {
    id: input.id,
    type: input.items ? 'grouped_item' : 'item',
    name: input.name,
    description: input.description,
    short_description: input.shortDescription ?? null,
    image_url: input.image === null ? null : storedImageUrl(input.image),
    unit_price: input.price,
    final_price: input.finalPrice ?? null,
    tags: input.tags,
    sequence_no: input.sequence,
    is_popular: input.popular ?? false,
    translations: translations(input.texts),
    ...(input.items ? { items: input.items } : {}),
    groups: input.groups ?? [],
    taxes: input.taxes,
  };
}

/** An option of a modifier group. */
export function option(
  id: number,
  label: Label,
  price: string,
  isDefault = false,
): ModifierGroupItem {
  return { id, ...labelled(label), unit_price: price, final_price: null, is_default: isDefault };
}

/** A single-select group: exactly one option (spec: A§4, minimum 1 and maximum 1). */
export function chooseOne(id: number, label: Label, options: ModifierGroupItem[]): ModifierGroup {
  return {
    id,
    ...labelled(label),
    items: options,
    minimum: 1,
    maximum: 1,
    has_quantity_selector: false,
    type: 'single_item',
  };
}

/** A multi-select group with a minimum and a maximum (0 means no upper limit, A§4). */
export function chooseSeveral(
  id: number,
  label: Label,
  range: { minimum: number; maximum: number },
  options: ModifierGroupItem[],
): ModifierGroup {
  return {
    id,
    ...labelled(label),
    items: options,
    minimum: range.minimum,
    maximum: range.maximum,
    has_quantity_selector: false,
    type: 'multiple_item',
  };
}

/** A quantity-selector group: counts per option up to the maximum in total (A§4). */
export function chooseCounts(
  id: number,
  label: Label,
  range: { minimum: number; maximum: number },
  options: ModifierGroupItem[],
): ModifierGroup {
  return {
    id,
    ...labelled(label),
    items: options,
    minimum: range.minimum,
    maximum: range.maximum,
    has_quantity_selector: true,
    type: 'quantity_selector',
  };
}

/** A menu category; `schedules` null shows it all day (spec: A§4 Category visibility). */
export function category(
  id: number,
  label: Label,
  items: MenuItem[],
  schedules: CategorySchedule[] | null = null,
  subcategories?: MenuCategory[],
): MenuCategory {
  return {
    id,
    ...labelled(label),
    items,
    has_subcategory: subcategories !== undefined && subcategories.length > 0,
    ...(subcategories ? { categories: subcategories } : {}),
    schedules,
  };
}

/** Every day of the week, 1 (Sunday) to 7 (Saturday) (spec: A§9). */
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
/** Saturday and Sunday (spec: A§9, Sunday is 1). */
export const WEEKEND = [1, 7];

/** A schedule of days and one time slot. */
export function schedule(days: number[], start: string, end: string): CategorySchedule {
  return { days, time_slots: [{ start_time: start, end_time: end }] };
}
