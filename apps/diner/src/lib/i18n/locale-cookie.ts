import { LOCALE_COOKIE, type Locale } from '@tabula/api-client';

/** A year, in seconds: the cookie is renewed at every visit, so a returning diner keeps it. */
const MAX_AGE = 60 * 60 * 24 * 365;

/**
 * Mirrors the diner's language choice (kept in local storage, A§9) into the cookie the server
 * reads to draw the first paint in it (ADR 0012); the server cannot read local storage. `Secure`
 * whenever the page itself came over HTTPS.
 *
 * @param locale - the language the diner chose
 * @param target - the document to write it to (the page's own)
 */
export function mirrorLocaleCookie(locale: Locale, target: Document = document): void {
  const secure = target.location.protocol === 'https:' ? '; Secure' : '';
  target.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${String(MAX_AGE)}; SameSite=Lax${secure}`;
}
