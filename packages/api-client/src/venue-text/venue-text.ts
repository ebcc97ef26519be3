/*
 * The one rule for the texts a venue writes (its categories, items, modifier groups and
 * modifiers, surcharges, promotions, payment methods, banners and announcements): each carries
 * `translations` by locale code beside its base text (docs/api.md, "Venue texts in every
 * language"), and the app shows the first of these that is not blank:
 *   1. the diner's locale (`zh-CN`, then its language `zh`),
 *   2. the company's default locale (A§3 locale_data.default),
 *   3. the base text.
 * Each field falls back on its own: an item with an Arabic name but no Arabic description shows
 * the Arabic name and the next description in line.
 */

/** Translations by locale code of some of an entity's text fields. */
export type VenueTranslations<F extends string> = Readonly<
  Record<string, Readonly<Partial<Record<F, string | null | undefined>>> | undefined>
>;

/** Anything a venue wrote: base text fields and, optionally, their translations. */
export type VenueTextSource<F extends string> = Readonly<
  Partial<Record<F, string | null | undefined>>
> & { readonly translations?: VenueTranslations<F> | undefined };

/** The locale codes to look in, in order, for the diner's locale and the venue's default. */
export function venueLocales(locale: string, defaultLocale: string | null | undefined): string[] {
  const chain: string[] = [];
  for (const code of [locale, defaultLocale]) {
    if (code === null || code === undefined || code === '') continue;
    const language = code.split(/[-_]/)[0] ?? code;
    for (const candidate of [code, language]) {
      if (!chain.includes(candidate)) chain.push(candidate);
    }
  }
  return chain;
}

const shown = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * A venue text in the first locale of `locales` that has it, else the base text.
 *
 * @param source - the category, item, surcharge, outlet, … that holds the text
 * @param field - which text, e.g. `name` or `announcement`
 * @param locales - where to look, from {@link venueLocales}
 * @returns the text to show; null when neither a translation nor the base text is there
 * @example
 * ```ts
 * const category = { name: 'Breakfast', translations: { ar: { name: 'الفطور' } } };
 * venueText(category, 'name', venueLocales('ar', 'en')); // 'الفطور'
 * venueText(category, 'name', venueLocales('zh', 'en')); // 'Breakfast'
 * ```
 */
export function venueText<F extends string>(
  source: VenueTextSource<F>,
  field: F,
  locales: readonly string[],
): string | null {
  const translations = source.translations ?? {};
  for (const locale of locales) {
    if (!Object.hasOwn(translations, locale)) continue;
    const text = translations[locale]?.[field];
    if (shown(text)) return text;
  }
  const base = source[field];
  return typeof base === 'string' ? base : null;
}

/** Something named by the venue: a category, an item, a modifier, a surcharge, a promotion. */
export type Named = VenueTextSource<'name'> & { readonly name: string };

/** A named thing's name in the first locale that has it (see {@link venueText}). */
export function venueName(source: Named, locales: readonly string[]): string {
  return venueText(source, 'name', locales) ?? source.name;
}

/** The venue-text functions bound to the diner's locale and the company's default. */
export interface VenueTextFunctions {
  /** The locales looked in, in order. */
  locales: readonly string[];
  /** A text field in the diner's language (see {@link venueText}). */
  text: <F extends string>(source: VenueTextSource<F>, field: F) => string | null;
  /** A name in the diner's language (see {@link venueName}). */
  name: (source: Named) => string;
  /** An item's name and description in the diner's language. */
  item: (source: Named & VenueTextSource<'description'>) => {
    name: string;
    description: string | null;
  };
}

/** Binds the venue-text rule to a locale and a default locale (for code outside React). */
export function venueTextFor(
  locale: string,
  defaultLocale: string | null | undefined,
): VenueTextFunctions {
  const locales = venueLocales(locale, defaultLocale);
  return {
    locales,
    text: (source, field) => venueText(source, field, locales),
    name: (source) => venueName(source, locales),
    item: (source) => ({
      name: venueName(source, locales),
      description: venueText(source, 'description', locales),
    }),
  };
}
