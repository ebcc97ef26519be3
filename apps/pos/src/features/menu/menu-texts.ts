import type { MenuCategory, MenuItem, PosMenuEditor } from '@tabula/api-client';

/*
 * What the back office shows of a menu's texts, pure: the languages a name is missing in (the
 * venue's languages but its first, in which every name is written), and walking the menu's
 * categories and items.
 */

/** Every category with its depth (0 for a top one), sub-categories after their parent. */
export function categoriesInOrder(
  categories: readonly MenuCategory[],
  depth = 0,
): { category: MenuCategory; depth: number }[] {
  return categories.flatMap((category) => [
    { category, depth },
    ...categoriesInOrder(category.categories ?? [], depth + 1),
  ]);
}

/** The languages other than the first that a thing's name is missing in. */
export function missingLanguages(
  languages: readonly string[],
  translations: Readonly<Record<string, { name?: string | null } | undefined>> | undefined,
): string[] {
  return languages.slice(1).filter((locale) => {
    const name = translations?.[locale]?.name;
    return name === undefined || name === null || name.trim() === '';
  });
}

/** How many names (categories, items, options) lack a translation, by language. */
export function missingByLanguage(editor: PosMenuEditor): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(
    editor.languages.slice(1).map((locale) => [locale, 0]),
  );
  const count = (translations: Parameters<typeof missingLanguages>[1]) => {
    for (const locale of missingLanguages(editor.languages, translations)) {
      counts[locale] = (counts[locale] ?? 0) + 1;
    }
  };
  const seen = new Set<number>();
  const countItem = (item: MenuItem) => {
    if (seen.has(item.id)) return;
    seen.add(item.id);
    count(item.translations);
    for (const group of item.groups) {
      count(group.translations);
      for (const option of group.items) count(option.translations);
    }
    for (const pick of item.items ?? []) countItem(pick);
  };
  for (const { category } of categoriesInOrder(editor.menu.categories)) {
    count(category.translations);
    for (const item of category.items) countItem(item);
  }
  return counts;
}
