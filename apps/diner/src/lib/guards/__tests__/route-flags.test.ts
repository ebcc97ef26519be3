import type { FeatureFlags, SessionType } from '@tabula/api-client';
import { describe, expect, it } from 'vitest';
import { flags, fullPlanFlags, litePlanFlags } from '@test/fixtures/home-page';
import { isRouteEnabled, routeFlag, type GatedRoute } from '../route-flags';

// spec: A§2, the routes and the feature flag that gates each (default mode).
const GATES: readonly (readonly [GatedRoute, keyof FeatureFlags])[] = [
  ['/order-details', 'cart'],
  ['/login', 'user'],
  ['/my-account/profile', 'user'],
  ['/my-account/past-orders', 'user'],
  ['/checkout', 'checkout'],
  ['/track-order', 'checkout'],
];

const SESSION_TYPES: readonly SessionType[] = ['default', 'scan_and_pay', 'open_tab'];

describe('isRouteEnabled', () => {
  it.each(GATES)('%s is gated by the %s flag', (route, flag) => {
    expect(routeFlag(route)).toBe(flag);
  });

  describe.each(SESSION_TYPES)('in a %s session', (sessionType) => {
    it.each(GATES)('%s opens when its flag (%s) is on', (route, flag) => {
      expect(isRouteEnabled(route, flags({ [flag]: true }), sessionType)).toBe(true);
    });

    it.each(GATES)('%s goes to / when its flag (%s) is off', (route, flag) => {
      expect(isRouteEnabled(route, flags({ [flag]: false }), sessionType)).toBe(false);
    });

    it.each(GATES)('%s ignores the other flags', (route, flag) => {
      const othersOff = Object.fromEntries(
        Object.keys(fullPlanFlags).map((name) => [name, name === flag]),
      );
      expect(isRouteEnabled(route, flags(othersOff), sessionType)).toBe(true);
    });
  });

  // spec: A§2, in scan-and-pay mode /split-bill is gated by cart.
  it('/split-bill in scan-and-pay follows the cart flag', () => {
    expect(isRouteEnabled('/split-bill', flags({ cart: true }), 'scan_and_pay')).toBe(true);
    expect(isRouteEnabled('/split-bill', flags({ cart: false }), 'scan_and_pay')).toBe(false);
  });

  it.each(['default', 'open_tab'] as const)(
    '/split-bill in a %s session is not gated by the cart flag (a table route)',
    (sessionType) => {
      expect(isRouteEnabled('/split-bill', flags({ cart: false }), sessionType)).toBe(true);
      expect(isRouteEnabled('/split-bill', flags({ cart: true }), sessionType)).toBe(true);
    },
  );

  // spec: A§4, the lite plan enables only search, show_branding and grouped_items_lite.
  it('the lite plan opens none of the gated routes', () => {
    for (const [route] of GATES) {
      expect(isRouteEnabled(route, litePlanFlags, 'default')).toBe(false);
    }
    expect(isRouteEnabled('/split-bill', litePlanFlags, 'scan_and_pay')).toBe(false);
  });

  it('the full plan opens all of them', () => {
    for (const [route] of GATES) {
      expect(isRouteEnabled(route, fullPlanFlags, 'default')).toBe(true);
    }
    expect(isRouteEnabled('/split-bill', fullPlanFlags, 'scan_and_pay')).toBe(true);
  });
});
