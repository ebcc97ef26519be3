import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@tabula/api-client';
import { localeInfo } from './locales';

// Catalogs are compiled from src/locales/{locale}/messages.po by @lingui/vite-plugin and loaded on
// demand, so a tablet downloads only the language it shows.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ar: () => import('../locales/ar/messages.po'),
  zh: () => import('../locales/zh/messages.po'),
  ms: () => import('../locales/ms/messages.po'),
};

/**
 * Loads a locale's catalog, activates it, and sets `<html lang dir>` so the whole document, the
 * browser's own controls included, follows the language (Arabic reads right to left).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
  document.documentElement.dir = localeInfo(locale).rtl ? 'rtl' : 'ltr';
}

export { i18n };
