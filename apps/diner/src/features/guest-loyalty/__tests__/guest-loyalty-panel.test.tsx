import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  flags,
  guestUser,
  homePageWith,
  kuwaitCompany,
  registeredUser,
} from '@test/fixtures/home-page';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { homePageQuery } from '@/lib/venue/home-page';
import { addCsrfToken, cleanUp, failure, fakeServer, json, renderPanel } from './render-panel';
import { currentResolvedError } from '@test/support/current-error';

const CONVERT = 'POST /api/v1/users/convert_guest';
const JOIN = 'POST /users/loyalty_points/join_loyalty';

// The SG cafe's guest, at the counter (walk-in loyalty on).
const guestPage = homePageWith({ user: guestUser });
// The same diner once converted, as the page configurations answer afterwards.
const converted = { ...guestUser, is_guest: false, has_loyalty: true, phone_number: '91234567' };

const nameField = () => page.getByRole('textbox', { name: 'Name' });
const emailField = () => page.getByRole('textbox', { name: 'E-mail address' });
const phoneField = () => page.getByRole('textbox', { name: 'Mobile number' });
const joinButton = () => page.getByRole('button', { name: 'Join' });
const heading = () => page.getByRole('heading', { name: 'Join our loyalty programme' });

async function fillIn(name = 'Aisha Rahman', email = 'aisha@example.com', phone = '91234567') {
  await userEvent.type(nameField(), name);
  await userEvent.type(emailField(), email);
  await userEvent.type(phoneField(), phone);
}

beforeEach(() => {
  addCsrfToken();
});
afterEach(cleanUp);

describe('the guest loyalty panel: when it shows (B§2, B§6)', () => {
  it("offers a guest with a paid order to join, the company's dialing code first", async () => {
    fakeServer({});
    await renderPanel({ page: homePageWith({ user: guestUser, company: kuwaitCompany }) });
    await expect.element(heading()).toBeVisible();
    await expect
      .element(page.getByText('Sign up now to keep the points from this order', { exact: false }))
      .toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('KW');
    await expect.element(page.getByText('+965', { exact: true })).toBeVisible();
  });

  it('tells the points the order earns when they are known', async () => {
    fakeServer({});
    await renderPanel({ page: guestPage, points: '1234.5' });
    await expect
      .element(
        page.getByText('Sign up now to keep the 1,234.5 points from this order', { exact: false }),
      )
      .toBeVisible();
  });

  it('shows nothing to a registered diner, before payment, or without the loyalty feature', async () => {
    fakeServer({});
    const { unmount } = await renderPanel({ page: homePageWith({ user: registeredUser }) });
    await expect.element(heading()).not.toBeInTheDocument();
    await unmount();
    const second = await renderPanel({ page: guestPage, orderId: null });
    await expect.element(heading()).not.toBeInTheDocument();
    await second.unmount();
    await renderPanel({
      page: homePageWith({ user: guestUser, feature_flags: flags({ loyalty: false }) }),
    });
    await expect.element(heading()).not.toBeInTheDocument();
  });
});

describe('the guest loyalty panel: the form (B§5)', () => {
  it('asks for the name, a valid e-mail and the mobile number before calling', async () => {
    const server = fakeServer({});
    await renderPanel({ page: guestPage });
    await joinButton().click();
    await expect.element(nameField()).toHaveAccessibleDescription('Please enter your name');
    await expect
      .element(emailField())
      .toHaveAccessibleDescription('Please enter your email address');
    await expect
      .element(phoneField())
      .toHaveAccessibleDescription('Please enter your mobile number');
    await userEvent.type(nameField(), 'Aisha');
    await userEvent.type(emailField(), 'aisha@example');
    await userEvent.type(phoneField(), '12a34');
    await expect.element(phoneField()).toHaveValue('1234');
    await expect.element(nameField()).not.toHaveAccessibleDescription('Please enter your name');
    await expect
      .element(emailField())
      .toHaveAccessibleDescription('Please enter a valid email address');
    await expect.element(phoneField()).toHaveAccessibleDescription('Enter a valid phone number');
    await joinButton().click();
    expect(server.calls).toHaveLength(0);
  });

  it('fills in a name and e-mail the guest account already holds', async () => {
    fakeServer({});
    await renderPanel({
      page: homePageWith({ user: { ...guestUser, name: 'Aisha', email: 'aisha@example.com' } }),
    });
    await expect.element(nameField()).toHaveValue('Aisha');
    await expect.element(emailField()).toHaveValue('aisha@example.com');
  });
});

describe('the guest loyalty panel: joining (A§7 convert_guest, B§7)', () => {
  it('converts the guest with the number and the picked dialing code, then stores the name and e-mail', async () => {
    const server = fakeServer({
      [CONVERT]: () => json({ data: { loyalty_result: { last_earned_loyalty: '38' } } }),
      [JOIN]: () => json({ user: { ...converted, name: 'Aisha Rahman' } }),
      'GET /pages/home': () => json(homePageWith({ user: converted })),
    });
    await renderPanel({ page: guestPage });
    await fillIn(' Aisha Rahman ', 'aisha@example.com', '501234567');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country code' }), 'AE');
    await joinButton().click();
    await expect
      .element(page.getByRole('heading', { name: 'Welcome to our loyalty programme!' }))
      .toBeVisible();
    expect(server.callsTo(CONVERT).map((call) => call.body)).toEqual([
      {
        user_id: 501,
        order_id: 7001,
        phone_number: '501234567',
        dialing_code: '+971',
        location_id: 100,
      },
    ]);
    expect(server.callsTo(JOIN).map((call) => call.body)).toEqual([
      { user: { name: 'Aisha Rahman', email: 'aisha@example.com' } },
    ]);
  });

  it('thanks the new member with the points earned, drops the guest flag and reads the pages again', async () => {
    sessionStorage.setItem(STORAGE_KEYS.isGuest, 'true');
    const server = fakeServer({
      [CONVERT]: () => json({ data: { loyalty_result: { last_earned_loyalty: '1234.5' } } }),
      [JOIN]: () => json({ user: converted }),
      'GET /pages/home': () => json(homePageWith({ user: converted })),
    });
    const { queryClient } = await renderPanel({ page: guestPage });
    await fillIn();
    await joinButton().click();
    await expect.element(page.getByText('You earned 1,234.5 points on this order.')).toBeVisible();
    await expect.element(heading()).not.toBeInTheDocument();
    // The page configuration is read again: the diner is registered now.
    await expect.poll(() => server.callsTo('GET /pages/home').length).toBe(1);
    await expect
      .poll(() => queryClient.getQueryData(homePageQuery().queryKey)?.user?.is_guest)
      .toBe(false);
    // The thanks stays although the page no longer describes a guest.
    await expect.element(page.getByText('You earned 1,234.5 points on this order.')).toBeVisible();
    expect(sessionStorage.getItem(STORAGE_KEYS.isGuest)).toBeNull();
    expect(
      page.getByText("We couldn't save your name and e-mail address", { exact: false }).query(),
    ).toBeNull();
  });

  it('thanks without a points line when the order earned none', async () => {
    fakeServer({
      [CONVERT]: () => json({ data: { loyalty_result: { last_earned_loyalty: '0.00' } } }),
      [JOIN]: () => json({ user: converted }),
      'GET /pages/home': () => json(homePageWith({ user: converted })),
    });
    await renderPanel({ page: guestPage });
    await fillIn();
    await joinButton().click();
    await expect
      .element(page.getByRole('heading', { name: 'Welcome to our loyalty programme!' }))
      .toBeVisible();
    expect(page.getByText('You earned', { exact: false }).query()).toBeNull();
  });

  it('shows the A§8 loyalty sign-up failure when the conversion fails, and keeps the form', async () => {
    const server = fakeServer({
      [CONVERT]: () =>
        failure(
          409,
          'An account with this mobile number already exists. Please sign in to collect your points',
          'loyalty_sign_up_failed',
        ),
    });
    const { store } = await renderPanel({ page: guestPage });
    await fillIn();
    await joinButton().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('loyalty_sign_up_failed');
    expect(server.callsTo(JOIN)).toHaveLength(0);
    await expect.element(heading()).toBeVisible();
    await expect.element(joinButton()).not.toHaveAttribute('aria-busy');
    await expect.element(phoneField()).toHaveValue('91234567');
  });

  it('says the details were not saved when only the name and e-mail call fails', async () => {
    fakeServer({
      [CONVERT]: () => json({ data: { loyalty_result: { last_earned_loyalty: '38' } } }),
      [JOIN]: () =>
        failure(
          409,
          'This e-mail address is already used by another account',
          'loyalty_sign_up_failed',
        ),
      'GET /pages/home': () => json(homePageWith({ user: converted })),
    });
    const { store } = await renderPanel({ page: guestPage });
    await fillIn();
    await joinButton().click();
    await expect.element(page.getByText('You earned 38 points on this order.')).toBeVisible();
    await expect
      .element(
        page.getByText(
          "We couldn't save your name and e-mail address. You can add them in your profile.",
        ),
      )
      .toBeVisible();
    expect(store.get(currentErrorAtom)).toBeNull();
  });
});
