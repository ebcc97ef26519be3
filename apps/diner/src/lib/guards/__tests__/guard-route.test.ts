import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routerContextWith } from '@test/support/router-context';
import {
  counterSession,
  flags,
  homePageWith,
  scanAndPaySession,
  type HomePage,
} from '@test/fixtures/home-page';
import { guardRoute } from '../guard-route';
import type { GatedRoute } from '../route-flags';

async function outcome(route: GatedRoute, page: HomePage): Promise<string> {
  try {
    await guardRoute(route)({ context: routerContextWith(page) });
    return 'open';
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return String(thrown.options.to);
  }
}

const ROUTES: readonly (readonly [GatedRoute, 'cart' | 'user' | 'checkout'])[] = [
  ['/order-details', 'cart'],
  ['/login', 'user'],
  ['/my-account/profile', 'user'],
  ['/my-account/past-orders', 'user'],
  ['/checkout', 'checkout'],
  ['/track-order', 'checkout'],
];

describe('guardRoute', () => {
  it.each(ROUTES)('%s opens with the %s flag on', async (route, flag) => {
    expect(await outcome(route, homePageWith({ feature_flags: flags({ [flag]: true }) }))).toBe(
      'open',
    );
  });

  it.each(ROUTES)('%s redirects to / with the %s flag off', async (route, flag) => {
    expect(await outcome(route, homePageWith({ feature_flags: flags({ [flag]: false }) }))).toBe(
      '/',
    );
  });

  it('/split-bill in scan-and-pay redirects to / when the cart is off', async () => {
    const page = homePageWith({
      session: scanAndPaySession,
      feature_flags: flags({ cart: false }),
    });
    expect(await outcome('/split-bill', page)).toBe('/');
    expect(await outcome('/split-bill', homePageWith({ session: scanAndPaySession }))).toBe('open');
  });

  it('/split-bill outside scan-and-pay is left to the table screens', async () => {
    const page = homePageWith({ session: counterSession, feature_flags: flags({ cart: false }) });
    expect(await outcome('/split-bill', page)).toBe('open');
  });
});
