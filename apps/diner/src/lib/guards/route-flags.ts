import type { FeatureFlags, SessionType } from '@tabula/api-client';

/** The feature flag names of A§3. */
export type FeatureFlagName = keyof FeatureFlags;

/** The routes a feature flag gates. */
export type GatedRoute =
  | '/order-details'
  | '/login'
  | '/my-account/profile'
  | '/my-account/past-orders'
  | '/checkout'
  | '/track-order'
  | '/split-bill';

// spec: A§2, routes and the feature flag that gates them (default mode); /split-bill by cart in
// scan-and-pay mode.
const ROUTE_FLAGS: Readonly<Record<GatedRoute, FeatureFlagName>> = {
  '/order-details': 'cart',
  '/login': 'user',
  '/my-account/profile': 'user',
  '/my-account/past-orders': 'user',
  '/checkout': 'checkout',
  '/track-order': 'checkout',
  '/split-bill': 'cart',
};

/** The flag that gates a route. */
export function routeFlag(route: GatedRoute): FeatureFlagName {
  return ROUTE_FLAGS[route];
}

/** Whether a gated route may open: its flag is enabled (A§2; otherwise the route sends to /). */
export function isRouteEnabled(
  route: GatedRoute,
  flags: FeatureFlags,
  sessionType: SessionType,
): boolean {
  // spec: A§2, in scan-and-pay mode /split-bill is gated by cart; elsewhere it is a table route
  // whose own rules live with the dine-in screens.
  if (route === '/split-bill' && sessionType !== 'scan_and_pay') return true;
  return flags[routeFlag(route)].enabled;
}
