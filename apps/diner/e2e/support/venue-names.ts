/*
 * What the app shows for a name the venue wrote: the name in the page's language, else in the
 * company's default language, else as written (docs/api.md, "Venue texts in every language"),
 * set apart with a first-strong isolate where the app puts it into a sentence or a label.
 */

/** A name the venue wrote, with its translations by locale. */
export interface VenueNamed {
  name: string;
  translations?: Readonly<Record<string, { name?: string | null } | undefined>> | undefined;
}

/** A venue name in `locale`, else in `defaultLocale`, else the base name. */
export function venueName(source: VenueNamed, locale: string, defaultLocale: string): string {
  for (const code of [locale, defaultLocale]) {
    const text = source.translations?.[code]?.name;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return source.name;
}

/** A text inside U+2068 … U+2069, as the app isolates a venue name inside its own text. */
export const isolated = (text: string): string => `\u2068${text}\u2069`;

/** The menu's categories and items, as much of `/pages/home` as {@link menuItemName} reads. */
interface MenuNames {
  menu: { categories: readonly MenuCategoryNames[] };
  company: { locale_data: { default: string } };
}
interface MenuItemNames extends VenueNamed {
  items?: readonly MenuItemNames[] | undefined;
}
interface MenuCategoryNames {
  items: readonly MenuItemNames[];
  categories?: readonly MenuCategoryNames[] | undefined;
}

/**
 * A menu item's name as the app shows it in `locale` (see {@link venueName}), found on the
 * session's menu (`/pages/home`, see fetchHomePage) by the name the venue wrote.
 */
export function menuItemName(home: MenuNames, name: string, locale: string): string {
  const find = (categories: readonly MenuCategoryNames[]): MenuItemNames | undefined => {
    for (const category of categories) {
      const items = category.items.flatMap((item) => [item, ...(item.items ?? [])]);
      const found = items.find((item) => item.name === name) ?? find(category.categories ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const item = find(home.menu.categories);
  if (!item) throw new Error(`the menu has no item ${name}`);
  return venueName(item, locale, home.company.locale_data.default);
}
