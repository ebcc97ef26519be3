import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { registeredUser } from '@test/fixtures/home-page';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { ProfileScreen } from '../components/profile-screen';
import { addCsrfToken, cleanUp, fakeApi } from './fake-api';
import { profilePage, savedCards } from './fixtures';
import { kuwaitProfile, renderAccount } from './render-account';
import { currentResolvedError } from '@test/support/current-error';

const name = () => page.getByRole('textbox', { name: 'Name' });
const email = () => page.getByRole('textbox', { name: 'Email' });
const update = () => page.getByRole('button', { name: 'Update' });
const consent = () =>
  page.getByRole('checkbox', { name: 'Send me news and offers by email and SMS' });

beforeEach(addCsrfToken);
afterEach(cleanUp);

describe('ProfileScreen', () => {
  it("fills the form with the diner's name and e-mail", async () => {
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await expect.element(name()).toHaveValue('Mei Ling Tan');
    await expect.element(email()).toHaveValue('meiling@example.com');
  });

  it('requires the name and the e-mail, and a valid e-mail (A§5)', async () => {
    const { calls } = fakeApi({});
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await userEvent.clear(name());
    await userEvent.clear(email());
    await update().click();
    await expect.element(page.getByText('Please enter your name')).toBeVisible();
    await expect.element(page.getByText('Please enter your email address')).toBeVisible();
    await userEvent.type(email(), 'meiling@');
    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect.element(email()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('updates the profile and shows the success overlay (A§7)', async () => {
    const { calls } = fakeApi({
      'PUT /users/profiles/500': (body) => ({
        status: 200,
        body: {
          user: {
            ...registeredUser,
            ...(body as { user: { name: string; email: string } }).user,
          },
        },
      }),
    });
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await userEvent.clear(name());
    await userEvent.type(name(), '  Mei Ling  ');
    await consent().click();
    await update().click();
    const overlay = page.getByRole('dialog', { name: 'Profile updated' });
    await expect.element(overlay).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      user: { name: 'Mei Ling', email: 'meiling@example.com', marketing_consent: true },
    });
    await overlay.getByRole('button', { name: 'OK' }).click();
    await expect.element(overlay).not.toBeInTheDocument();
  });

  it('offers the marketing consent only in Singapore (A§5)', async () => {
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await expect.element(consent()).toBeVisible();
    await expect.element(consent()).not.toBeChecked();
  });

  it('has no marketing consent elsewhere, and does not send one', async () => {
    const { calls } = fakeApi({
      'PUT /users/profiles/500': () => ({ status: 200, body: { user: registeredUser } }),
    });
    await renderAccount(<ProfileScreen />, {
      path: '/my-account/profile',
      profile: kuwaitProfile(),
    });
    await expect.element(name()).toBeVisible();
    await expect.element(consent()).not.toBeInTheDocument();
    await update().click();
    await expect.element(page.getByRole('dialog', { name: 'Profile updated' })).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      user: { name: 'Mei Ling Tan', email: 'meiling@example.com' },
    });
  });

  it('says beside the field when the e-mail belongs to another account', async () => {
    fakeApi({
      'PUT /users/profiles/500': () => ({
        status: 409,
        body: {
          error: 'This e-mail address is already used by another account',
          error_id: 'email_taken',
        },
      }),
    });
    const { store } = await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await update().click();
    await expect
      .element(page.getByText('This email address is already used by another account'))
      .toBeVisible();
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('lists the saved cards with their expiry', async () => {
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await expect.element(page.getByText('Expires 04/99')).toBeVisible();
    await expect.element(page.getByText('Expired 01/20')).toBeVisible();
    expect(page.getByRole('button', { name: 'Delete card' }).elements()).toHaveLength(2);
  });

  it('asks before deleting a card; Keep card keeps it and sends nothing', async () => {
    const { calls } = fakeApi({});
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await page.getByRole('button', { name: 'Delete card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect
      .element(dialog.getByText('Visa ending in 4242 will be removed from your saved cards.'))
      .toBeVisible();
    await dialog.getByRole('button', { name: 'Keep card' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Expires 04/99')).toBeVisible();
    expect(page.getByRole('button', { name: 'Delete card' }).elements()).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('deletes a card by its id once confirmed, and shows the cards left', async () => {
    const { calls } = fakeApi({
      'DELETE /users/stripe_cards/31': () => ({
        status: 200,
        body: { saved_cards: [savedCards[1]] },
      }),
      'GET /users/stripe_cards': () => ({ status: 200, body: { saved_cards: [savedCards[1]] } }),
      'GET /pages/profiles': () => ({ status: 403, body: { error: 'not under test' } }),
    });
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await page.getByRole('button', { name: 'Delete card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect.element(dialog).toBeVisible();
    // Nothing is deleted before the diner confirms.
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('Expires 04/99')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/users/stripe_cards/31',
    ]);
  });

  it('shows the card deletion failure when a delete fails (A§8)', async () => {
    fakeApi({
      'DELETE /users/stripe_cards/31': () => ({ status: 422, body: { error: 'Card not deleted' } }),
    });
    const { store } = await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await page.getByRole('button', { name: 'Delete card' }).first().click();
    await page
      .getByRole('dialog', { name: 'Delete this card?' })
      .getByRole('button', { name: 'Delete card' })
      .click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('card_delete_failed');
    await expect.element(page.getByText('Expires 04/99')).toBeVisible();
  });

  it('offers a non-member to join the loyalty programme with the saved details (A§7)', async () => {
    const { calls } = fakeApi({
      'POST /users/loyalty_points/join_loyalty': () => ({
        status: 200,
        body: { user: { ...registeredUser, has_loyalty: true } },
      }),
    });
    await renderAccount(<ProfileScreen />, {
      path: '/my-account/profile',
      profile: profilePage({ user: { ...registeredUser, has_loyalty: false }, loyalty: null }),
    });
    await page.getByRole('button', { name: 'Join now' }).click();
    await expect
      .element(page.getByText('Welcome! You now earn points on every order.'))
      .toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: { name: 'Mei Ling Tan', email: 'meiling@example.com' },
    });
  });

  it('does not offer the loyalty programme to a member', async () => {
    await renderAccount(<ProfileScreen />, { path: '/my-account/profile' });
    await expect.element(name()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
  });

  it("shows 'Oops / Something went wrong' when the profile cannot load (A§8)", async () => {
    fakeApi({
      'GET /pages/profiles': () => ({ status: 403, body: { error: 'Forbidden' } }),
      'GET /users/stripe_cards': () => ({ status: 200, body: { saved_cards: [] } }),
    });
    const { store } = await renderAccount(<ProfileScreen />, {
      path: '/my-account/profile',
      profile: null,
      cards: null,
    });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('profile_load_failed');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
