import type { Locale } from '@tabula/api-client';

/** A language the POS speaks: its code, its own name, and whether it reads right to left. */
export interface LocaleInfo {
  code: Locale;
  label: string;
  rtl: boolean;
}

/** The four languages of Tabula (en, ar right to left, zh, ms). */
export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', label: 'English', rtl: false },
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'zh', label: '中文', rtl: false },
  { code: 'ms', label: 'Bahasa Melayu', rtl: false },
];

const LOCALE_KEY = 'tabula.pos.locale';

/** Whether a value is one of the POS's locale codes. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.code === value);
}

/** The registry entry of a locale code. */
export function localeInfo(code: Locale): LocaleInfo {
  return LOCALES.find((locale) => locale.code === code) ?? { code, label: code, rtl: false };
}

/** The language this tablet last chose, else English. */
export function storedLocale(): Locale {
  try {
    const saved = localStorage.getItem(LOCALE_KEY);
    return isLocale(saved) ? saved : 'en';
  } catch {
    return 'en';
  }
}

/** Keeps the tablet's language for the next visit. */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}
