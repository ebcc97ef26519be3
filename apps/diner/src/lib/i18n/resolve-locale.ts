import type { Locale } from '@tabula/api-client';
import { isLocale, SOURCE_LOCALE } from './locales';

/** What the company offers (A§3 locale_data). */
export interface OfferedLocales {
  locales: readonly Locale[];
  default: Locale;
}

/**
 * The language to show: the diner's stored choice, else the company default, else English.
 * our choice: a stored choice the company no longer offers is ignored, so a diner never reads a
 * language the restaurant did not translate its menu into.
 */
// spec: A§9, the choice is stored locally and falls back to the company default, then English.
export function resolveLocale(stored: unknown, offered: OfferedLocales | null): Locale {
  if (offered === null) return isLocale(stored) ? stored : SOURCE_LOCALE;
  if (isLocale(stored) && offered.locales.includes(stored)) return stored;
  if (isLocale(offered.default)) return offered.default;
  return SOURCE_LOCALE;
}
