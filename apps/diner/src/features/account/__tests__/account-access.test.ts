import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flags,
  guestUser,
  homePageWith,
  registeredUser,
  type HomePage,
} from '@test/fixtures/home-page';
import { stubStorage } from '@test/support/memory-storage';
import { routerContextWith } from '@test/support/router-context';
import { storedPostLoginPage } from '@/lib/auth/post-login-page';
import { accountAccess } from '../utils/account-access';
import { guardAccountRoute } from '../utils/guard-account-route';

const on = flags({});
const userOff = flags({ user: false });

describe('accountAccess (A§2, A§6)', () => {
  it('opens for a signed-in registered diner', () => {
    expect(accountAccess({ user: registeredUser, feature_flags: on })).toBe('open');
  });

  it('sends a visitor and a guest to sign in', () => {
    expect(accountAccess({ user: null, feature_flags: on })).toBe('login');
    expect(accountAccess({ user: guestUser, feature_flags: on })).toBe('login');
  });

  it('sends everyone to / when the user feature is off', () => {
    expect(accountAccess({ user: registeredUser, feature_flags: userOff })).toBe('home');
    expect(accountAccess({ user: null, feature_flags: userOff })).toBe('home');
  });
});

async function outcome(
  route: '/my-account/profile' | '/my-account/past-orders',
  page: HomePage,
): Promise<string> {
  try {
    await guardAccountRoute(route)({ context: routerContextWith(page) });
    return 'open';
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    const search = thrown.options.search as { redirect?: string } | undefined;
    // issue 30: the page to return to rides in /login's ?redirect=.
    return search?.redirect === undefined
      ? String(thrown.options.to)
      : `${String(thrown.options.to)}?redirect=${search.redirect}`;
  }
}

describe('guardAccountRoute', () => {
  beforeEach(() => {
    stubStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['/my-account/profile', '/my-account/past-orders'] as const)(
    '%s opens for a registered diner',
    async (route) => {
      expect(await outcome(route, homePageWith({ user: registeredUser }))).toBe('open');
    },
  );

  it('sends a guest to /login and remembers the page to return to', async () => {
    expect(await outcome('/my-account/past-orders', homePageWith({ user: guestUser }))).toBe(
      '/login?redirect=/my-account/past-orders',
    );
  });

  it('sends a visitor to /login', async () => {
    expect(await outcome('/my-account/profile', homePageWith({ user: null }))).toBe(
      '/login?redirect=/my-account/profile',
    );
  });

  it('sends to / with the user flag off, before asking anyone to sign in', async () => {
    const page = homePageWith({ user: null, feature_flags: userOff });
    expect(await outcome('/my-account/profile', page)).toBe('/');
    expect(storedPostLoginPage()).toBeNull();
  });
});
