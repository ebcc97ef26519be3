/**
 * Puts the page's CSRF token ('test-token') in place for the mutating calls, as the server's page
 * carries it. It takes no argument, so it can be a hook itself: `beforeEach(addCsrfToken)`.
 */
export function addCsrfToken(): void {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 'test-token';
  document.head.append(meta);
}

/** Takes the page's CSRF token away again. */
export function removeCsrfToken(): void {
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
}
