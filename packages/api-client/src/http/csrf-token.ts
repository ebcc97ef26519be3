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
