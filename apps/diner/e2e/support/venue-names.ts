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
