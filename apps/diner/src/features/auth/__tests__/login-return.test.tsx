import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { homePageWith, kuwaitCompany, registeredUser } from '@test/fixtures/home-page';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { addCsrfToken, cleanUp, fakeServer, json, noContent, renderLogin } from './render-login';

const kuwait = homePageWith({ company: kuwaitCompany });
const SHARE = '/split-bill?count=2&pay=1';

const guest = {
  ...registeredUser,
  id: 77,
  company_id: 2,
  name: null,
  email: null,
  phone_number: null,
  is_guest: true,
  has_loyalty: false,
};

beforeEach(() => {
  addCsrfToken();
});
afterEach(cleanUp);

describe('/login?redirect= (issue 30: back where the diner asked to sign in)', () => {
  it('returns to the page ?redirect= names after the code, with its search', async () => {
    // The search wins over an older stored page, which is used up all the same.
    sessionStorage.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('/order-details'));
    fakeServer(kuwait, {
      'POST /users/verifications': () => noContent(),
      'POST /users/sign_in': () => json({ user: { ...registeredUser, company_id: 2 } }),
    });
    const { router } = await renderLogin({ page: kuwait, returnTo: SHARE });
    await userEvent.type(page.getByRole('textbox', { name: 'Mobile number' }), '50123456');
    await page.getByRole('button', { name: 'Next' }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'One-time code' }), '4321');
    await expect.poll(() => router.state.location.pathname).toBe('/split-bill');
    expect(router.state.location.search).toEqual({ count: 2, pay: 1 });
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginPage)).toBeNull();
  });

  it('offers Continue as guest to a diner ?redirect= brought here, and returns there', async () => {
    const server = fakeServer(kuwait, { 'POST /users/guest_login': () => json({ user: guest }) });
    const { router } = await renderLogin({ page: kuwait, returnTo: '/order-details?place=order' });
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/order-details');
    expect(router.state.location.search).toEqual({ place: 'order' });
    expect(server.callsTo('POST /users/guest_login')).toHaveLength(1);
  });
});
