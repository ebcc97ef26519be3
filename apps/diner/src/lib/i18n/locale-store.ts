import type { Locale } from '@tabula/api-client';
import { atom } from 'jotai';
import { z } from 'zod';
import { readStored, writeStored } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/keys';
import { browserLanguages } from './browser-languages';
import { isLocale } from './locales';
import { mirrorLocaleCookie } from './locale-cookie';
import { resolveLocale } from './resolve-locale';

const storedLocaleSchema = z.string().refine(isLocale);

/** The locale the diner last chose on this device, if any. */
export function storedLocale(): Locale | null {
  const value = readStored('local', STORAGE_KEYS.locale, storedLocaleSchema);
  return isLocale(value) ? value : null;
}

/**
 * The locale to load first, before the company's languages are known: the stored choice, else
 * the browser's first language the app speaks, else English. The root route settles it against
 * the company's languages before anything paints.
 */
export function initialLocale(): Locale {
  return resolveLocale(storedLocale(), null, browserLanguages());
}

/** The diner's explicit choice (null until they pick one); written through {@link chooseLocaleAtom}. */
const chosenLocaleAtom = atom<Locale | null>(storedLocale());

/** Read-only view of the diner's choice. */
export const localeChoiceAtom = atom((get) => get(chosenLocaleAtom));

/**
 * Stores the diner's language choice (A§9: the choice is stored locally), and mirrors it into the
 * cookie the server draws the first paint by.
 */
export const chooseLocaleAtom = atom(null, (_get, set, locale: Locale) => {
  writeStored('local', STORAGE_KEYS.locale, locale);
  mirrorLocaleCookie(locale);
  set(chosenLocaleAtom, locale);
});
