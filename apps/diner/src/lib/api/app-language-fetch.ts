/**
 * A fetch that tells the server the diner's language: every call carries `Accept-Language` set
 * to the language the diner reads the app in (the browser's own would name the browser's
 * languages, not the one chosen in the app). The server hands it on to the card providers
 * (Adyen's shopperLocale) and uses it for the pages it draws itself. A call that sets its own
 * `Accept-Language`, or a moment before any language is active, is left as it is.
 *
 * @param language - The active language (lingui's `i18n.locale`; empty before one is active).
 * @param fetcher - The fetch to wrap.
 * @returns The wrapped fetch.
 */
export function appLanguageFetch(
  language: () => string,
  fetcher: typeof globalThis.fetch = (resource, init) => globalThis.fetch(resource, init),
): typeof globalThis.fetch {
  return (resource, init) => {
    const current = language();
    const headers = new Headers(init?.headers);
    if (current === '' || headers.has('Accept-Language')) return fetcher(resource, init);
    headers.set('Accept-Language', current);
    return fetcher(resource, { ...init, headers });
  };
}
