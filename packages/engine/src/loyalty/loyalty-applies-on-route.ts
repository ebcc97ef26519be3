/** spec: ordering-menu-account §4, the routes where loyalty applies. */
export const LOYALTY_ROUTES = [
  '/',
  '/checkout',
  '/my-account/profile',
  '/order-details',
  '/track-order',
] as const;

/**
 * Tells whether loyalty applies on a route. The query string, the hash and a trailing slash are
 * ignored.
 *
 * @param path - the route's path, e.g. `/checkout?x=1`
 * @returns true on the loyalty routes
 * @example
 * ```ts
 * loyaltyAppliesOnRoute('/checkout/'); // true
 * loyaltyAppliesOnRoute('/split-bill'); // false
 * ```
 */
export function loyaltyAppliesOnRoute(path: string): boolean {
  const pathname = path.split(/[?#]/u)[0] ?? '';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/u, '') : pathname;
  return (LOYALTY_ROUTES as readonly string[]).includes(trimmed === '' ? '/' : trimmed);
}
