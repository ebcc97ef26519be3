import type { Locale } from '@tabula/api-client';
import { isLocale, SOURCE_LOCALE } from './locales';

/** What the company offers (A§3 locale_data). */
export interface OfferedLocales {
  locales: readonly Locale[];
  default: Locale;
}

/**
 * The app locale a browser language tag names, by its primary language subtag: `ar-KW` is ar,
 * `zh-CN`, `zh-Hans` and `zh-TW` are zh, `ms-MY` is ms, `en-GB` is en; null for any other.
 */
function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/**
 * The language to show: the diner's stored choice, else the first of the browser's languages the
 * company offers, else the company default, else English. Before the company is known (`offered`
 * null), any of the app's languages is offered.
 *
 * our choice: a stored choice the company no longer offers is ignored, so a diner never reads a
 * language the restaurant did not translate its menu into. The browser's languages only fill the
 * place of a choice the diner has not made (the phone's language on a first visit, issue 30); they
 * are never stored, so only a pick in the side menu is remembered.
 *
 * @param stored - the diner's stored choice (`tabula.locale`), any value read from storage
 * @param offered - the company's languages and default, or null before the company is known
 * @param browser - the browser's languages in order of preference (`navigator.languages`)
 * @returns the locale to activate
 * @example
 * ```ts
 * const kuwait = { locales: ['ar', 'en'], default: 'ar' } as const;
 * resolveLocale(null, kuwait, ['fr-FR', 'en-GB']); // 'en'
 * resolveLocale(null, kuwait, ['fr-FR']); // 'ar' (the company default)
 * resolveLocale('ar', kuwait, ['en-GB']); // 'ar' (the diner's choice)
 * ```
 */
// spec: A§9, the choice is stored locally and falls back to the company default, then English.
export function resolveLocale(
  stored: unknown,
  offered: OfferedLocales | null,
  browser: readonly string[],
): Locale {
  const available = (locale: Locale) => offered === null || offered.locales.includes(locale);
  if (isLocale(stored) && available(stored)) return stored;
  for (const tag of browser) {
    const locale = localeOfTag(tag);
    if (locale !== null && available(locale)) return locale;
  }
  if (offered !== null && isLocale(offered.default)) return offered.default;
  return SOURCE_LOCALE;
}
