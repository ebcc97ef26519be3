import type { Locale } from '@tabula/api-client';

/** A language the diner app speaks. */
export interface LocaleInfo {
  code: Locale;
  /** The language's own name, as the locale dropdown shows it. */
  label: string;
  rtl: boolean;
}

// spec: A§1 and A§9, en, ar (right to left), zh and ms.
export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', label: 'English', rtl: false },
  { code: 'ar', label: 'العربية', rtl: true },
  { code: 'zh', label: '中文', rtl: false },
  { code: 'ms', label: 'Bahasa Melayu', rtl: false },
];

/** The source language and the last fallback. */
export const SOURCE_LOCALE: Locale = 'en';

/** The registry entry of a locale code. */
export function localeInfo(code: Locale): LocaleInfo {
  return LOCALES.find((locale) => locale.code === code) ?? { code, label: code, rtl: false };
}

/** Whether a string is one of the app's locale codes. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.code === value);
}
