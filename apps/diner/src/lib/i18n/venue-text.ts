import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { venueTextFor, type VenueTextFunctions } from '@tabula/api-client';
import { homePageQuery } from '../venue/home-page';

/*
 * The venue's own texts in the diner's language. The rule (the diner's locale, then the company's
 * default, then the base text) lives in @tabula/api-client's venue-text, shared with the server's
 * invoice; this module binds it to the active language and adds the bidi isolate.
 */
export {
  venueLocales,
  venueName,
  venueText,
  venueTextFor,
  type Named,
  type VenueTextFunctions,
  type VenueTextSource,
  type VenueTranslations,
} from '@tabula/api-client';

/** The left-to-right or right-to-left text a venue wrote, kept whole inside the diner's sentence. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A venue text or a name set apart for the bidirectional algorithm (Unicode's first-strong
 * isolate, the plain-text form of `<bdi>`): inside an Arabic sentence an English name keeps its
 * own direction, so its punctuation stays where it was written ("Kosong, no sugar!" does not
 * become "!Kosong, no sugar"). For a text put into a message or a string attribute; in markup,
 * wrap the text in `<bdi>` instead.
 *
 * @example `t\`Added to cart: ${isolate(name)}\``
 */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * The venue texts in the diner's current language, falling back to the company's default
 * language (A§3 locale_data.default), then to the base text.
 */
export function useVenueText(): VenueTextFunctions {
  const { i18n } = useLingui();
  // Read from the cache, never fetched nor waited for here: the root route loads the page, and
  // a screen that outlives it (signing out clears the cache) falls back to the base texts.
  const { data: defaultLocale } = useQuery({
    ...homePageQuery(),
    enabled: false,
    select: (page) => page.company.locale_data.default,
  });
  const locale = i18n.locale;
  return useMemo(() => venueTextFor(locale, defaultLocale), [locale, defaultLocale]);
}
