import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  flags,
  guestUser,
  homePageWith,
  litePlanFlags,
  loyalty,
  registeredUser,
  scanAndPaySession,
  type HomePage,
} from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { PromotionsModal } from '../components/promotions-modal';
import { ShellSideMenu } from '../components/shell-side-menu';
import { openShellOverlayAtom, shellOverlayAtom } from '../state/shell-atoms';

/** Renders the side menu open on a path, with the promotions modal it opens. */
async function openMenu(homePage: HomePage, path = '/', onSignedOut = vi.fn()) {
  const store = createStore();
  store.set(openShellOverlayAtom, 'side_menu');
  const result = await renderApp(
    <>
      <ShellSideMenu page={homePage} onSignedOut={onSignedOut} />
      <PromotionsModal promotions={homePage.promotions} />
    </>,
    { homePage, path, store },
  );
  await expect.element(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
  return { ...result, store, onSignedOut };
}

function entryLabels(): (string | null)[] {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button')
    .all()
    .map((entry) => entry.element().textContent);
}

describe('ShellSideMenu', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'test-token';
    document.head.append(meta);
  });

  afterEach(() => {
    document.head.querySelector('meta[name="csrf-token"]')?.remove();
  });

  it('a visitor on /: Home, Search, Login and the terms; the language picker', async () => {
    await openMenu(homePageWith({}));
    expect(entryLabels()).toEqual(['Home', 'Search', 'Login', 'Terms of service']);
    await expect.element(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    const options = page
      .getByRole('option')
      .all()
      .map((option) => option.element().textContent);
    expect(options).toEqual(['English', '中文', 'Bahasa Melayu']);
    expect(page.getByText(/Loyalty points/).query()).toBeNull();
    expect(page.getByText('Powered by Tabula').query()).toBeNull();
  });

  it('a signed-in member: promotions, orders, account, logout and the loyalty balance', async () => {
    await openMenu(homePageWith({ user: registeredUser, loyalty }));
    expect(entryLabels()).toEqual([
      'Home',
      'Search',
      'Promotions',
      'My Orders',
      'My Account',
      'Logout',
      'Terms of service',
    ]);
    await expect.element(page.getByText('Loyalty points: 120')).toBeVisible();
    await expect.element(page.getByText('Mei Ling Tan')).toBeVisible();
  });

  it('a guest: no orders, no account, no loyalty', async () => {
    await openMenu(homePageWith({ user: guestUser, loyalty }));
    expect(entryLabels()).toEqual(['Home', 'Search', 'Promotions', 'Logout', 'Terms of service']);
    expect(page.getByText(/Loyalty points/).query()).toBeNull();
  });

  it('scan-and-pay on /menu on the lite plan: Search, no Login, the branding', async () => {
    await openMenu(
      homePageWith({ session: scanAndPaySession, feature_flags: litePlanFlags }),
      '/menu',
    );
    expect(entryLabels()).toEqual(['Home', 'Search', 'Terms of service']);
    await expect.element(page.getByText('Powered by Tabula')).toBeVisible();
  });

  it('no Search off the menu screens, nor without the search feature', async () => {
    await openMenu(homePageWith({ feature_flags: flags({ search: false }) }), '/');
    expect(entryLabels()).toEqual(['Home', 'Login', 'Terms of service']);
  });

  it('Login closes the menu and goes to /login, to come back to the same screen', async () => {
    const { router, store } = await openMenu(homePageWith({}), '/menu?category=12');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/menu?category=12' });
    expect(store.get(shellOverlayAtom)).toBeNull();
    expect(page.getByRole('dialog', { name: 'Main menu' }).query()).toBeNull();
  });

  it('Search goes to the menu with its search box asked to focus', async () => {
    const { router } = await openMenu(homePageWith({}), '/');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => router.state.location.search).toEqual({ search: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('My Account goes to the profile', async () => {
    const { router } = await openMenu(homePageWith({ user: registeredUser }));
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/my-account/profile');
  });

  it('Promotions opens the promotion modal with each name and description', async () => {
    await openMenu(homePageWith({ user: registeredUser }));
    await page.getByRole('button', { name: 'Promotions' }).click();
    const modal = page.getByRole('dialog', { name: 'Promotions' });
    await expect.element(modal).toBeVisible();
    await expect.element(modal.getByRole('heading', { name: 'Breakfast set' })).toBeVisible();
    await expect
      .element(modal.getByText('Kaya toast and kopi for less before 11 am.'))
      .toBeVisible();
  });

  it('Logout signs out, clears the guest flag and follows the redirect_url', async () => {
    sessionStorage.setItem('is_guest', 'true');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ redirect_url: '/' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { onSignedOut } = await openMenu(homePageWith({ user: registeredUser }));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => onSignedOut.mock.calls.length).toBe(1);
    expect(onSignedOut).toHaveBeenCalledWith('/');
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/users/sign_out');
    expect(init?.method).toBe('DELETE');
    expect(sessionStorage.getItem('is_guest')).toBeNull();
  });
});
