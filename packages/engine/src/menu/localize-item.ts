import type { ItemTranslation, LocalizedText } from './types';

/** Anything with a base name, an optional description and translations by locale. */
export interface Translatable {
  name: string;
  description?: string | null;
  translations?: Record<string, ItemTranslation>;
}

function pick(translated: string | null | undefined, base: string | null): string | null {
  return typeof translated === 'string' && translated.trim() !== '' ? translated : base;
}

/**
 * An item's (or modifier's) name and description in a locale. The translation for the exact
 * locale is used first, then the one for its language (`zh-CN` falls back to `zh`); each text
 * missing or blank there falls back to the base text on its own.
 *
 * @param item - the item or modifier
 * @param locale - the diner's locale, e.g. `ar` or `zh-CN`
 * @returns the name and description to show
 * @example
 * ```ts
 * const tea = { name: 'Tea', description: 'Hot', translations: { ar: { name: 'شاي' } } };
 * localizeItem(tea, 'ar'); // { name: 'شاي', description: 'Hot' }
 * ```
 */
export function localizeItem(item: Translatable, locale: string): LocalizedText {
  const translations = item.translations ?? {};
  const language = locale.split(/[-_]/)[0] ?? locale;
  const translation: ItemTranslation | undefined = Object.hasOwn(translations, locale)
    ? translations[locale]
    : Object.hasOwn(translations, language)
      ? translations[language]
      : undefined;
  const description = item.description ?? null;
  return {
    name: pick(translation?.name, item.name) ?? item.name,
    description: pick(translation?.description, description),
  };
}
