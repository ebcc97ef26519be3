/**
 * The header that carries the CSRF token both ways: the app sends the page's token with every
 * mutating call, and the server answers with the new token when it renews the session (sign-in,
 * guest login, sign-out), since the old one stops being accepted.
 */
// our choice: a renewed token travels in the answer's header, so the app needs no page reload.
export const CSRF_HEADER = 'X-CSRF-Token';

/**
 * Reads the page's CSRF token from `<meta name="csrf-token" content="...">`; null outside a
 * browser or when the tag is missing or empty (spec: A§5 guest login takes the token from the page).
 */
export function readCsrfTokenFromDocument(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  const token = content?.trim();
  return token === undefined || token === '' ? null : token;
}

/**
 * Writes a renewed CSRF token into the page's meta tag, so whatever reads the page (the client,
 * a form post) sends the new one. Does nothing outside a browser.
 */
export function writeCsrfTokenToDocument(token: string): void {
  if (typeof document === 'undefined') return;
  let meta = document.querySelector('meta[name="csrf-token"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'csrf-token');
    document.head.append(meta);
  }
  meta.setAttribute('content', token);
}
