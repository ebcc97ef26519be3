import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  company,
  homePageWith,
  kuwaitCompany,
  outlet,
  registeredUser,
} from '@test/fixtures/home-page';
import { homePageQuery } from '@/lib/venue/home-page';
import { termsRequestedAtom } from '@/lib/auth/terms-request';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import {
  addCsrfToken,
  cleanUp,
  csrfToken,
  failure,
  fakeServer,
  json,
  noContent,
  renderLogin,
} from './render-login';
import {
  FAKE_TURNSTILE_SCRIPT,
  FAKE_TURNSTILE_SITE_KEY,
  fakeTurnstile,
  removeFakeTurnstile,
} from './fake-turnstile';
import { currentResolvedError } from '@test/support/current-error';

// A Kuwait restaurant: no SG checkboxes, dialing code +965.
const kuwait = homePageWith({ company: kuwaitCompany });

const phoneField = () => page.getByRole('textbox', { name: 'Mobile number' });
const emailField = () => page.getByRole('textbox', { name: 'E-mail address' });
const next = () => page.getByRole('button', { name: 'Next' });
const codeField = () => page.getByRole('textbox', { name: 'One-time code' });
const verifyButton = () => page.getByRole('button', { name: 'Verify' });

beforeEach(() => {
  addCsrfToken();
});
afterEach(cleanUp);

describe('/login, the first step', () => {
  it("starts at the company country's dialing code and asks for the number (A§5)", async () => {
    const server = fakeServer(kuwait, {});
    await renderLogin({ page: kuwait });
    await expect.element(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('KW');
    await expect.element(page.getByText('+965', { exact: true })).toBeVisible();
    await next().click();
    await expect
      .element(phoneField())
      .toHaveAccessibleDescription('Please enter your mobile number');
    await userEvent.type(phoneField(), '12a3');
    await expect.element(phoneField()).toHaveValue('123');
    await expect.element(phoneField()).toHaveAccessibleDescription('Enter a valid phone number');
    await next().click();
    expect(server.callsTo('POST /users/verifications')).toHaveLength(0);
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument();
  });

  it('sends the number with the dialing code picked, then asks for the code (204)', async () => {
    const server = fakeServer(kuwait, { 'POST /users/verifications': () => noContent() });
    await renderLogin({ page: kuwait });
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country code' }), 'AE');
    await userEvent.type(phoneField(), '501234567');
    await next().click();
    await expect.element(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect.element(page.getByText('+971 501234567')).toBeVisible();
    expect(server.callsTo('POST /users/verifications')[0]?.body).toEqual({
      verification: { phone_number: '501234567', dialing_code: '+971' },
    });
    // No captcha asked, none sent.
    expect(
      server.callsTo('POST /users/verifications')[0]?.headers.get('X-Captcha-Token'),
    ).toBeNull();
  });

  it('switches to e-mail and checks the address (A§5)', async () => {
    const server = fakeServer(kuwait, { 'POST /users/verifications': () => noContent() });
    await renderLogin({ page: kuwait });
    await page.getByRole('button', { name: 'Use your e-mail address instead' }).click();
    await expect.element(phoneField()).not.toBeInTheDocument();
    await next().click();
    await expect
      .element(emailField())
      .toHaveAccessibleDescription('Please enter your email address');
    await userEvent.type(emailField(), 'ana@kopi');
    await expect
      .element(emailField())
      .toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.type(emailField(), '.kw');
    await next().click();
    await expect.element(page.getByText('ana@kopi.kw')).toBeVisible();
    expect(server.callsTo('POST /users/verifications')[0]?.body).toEqual({
      verification: { email: 'ana@kopi.kw' },
    });
  });

  it('offers no e-mail sign-in where codes do not go by e-mail (otp_settings.email)', async () => {
    fakeServer(kuwait, {});
    await renderLogin({
      page: homePageWith({ company: { ...kuwaitCompany, otp_settings: { email: false } } }),
    });
    await expect.element(phoneField()).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Use your e-mail address instead' }))
      .not.toBeInTheDocument();
  });

  it('shows the generic sign-in error for any other verification failure (A§8 row 9)', async () => {
    fakeServer(kuwait, { 'POST /users/verifications': () => failure(500, 'Database down') });
    const { store } = await renderLogin({ page: kuwait });
    await userEvent.type(phoneField(), '50123456');
    await next().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('sign_in_failed');
    await expect.element(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

describe('/login, captcha (A§5)', () => {
  const captchaPage = homePageWith({
    company: {
      ...kuwaitCompany,
      configuration: { ...kuwaitCompany.configuration, captcha_enabled: true },
    },
  });
  const robotCheck = () => page.getByRole('checkbox', { name: 'Verify you are human' });
  afterEach(() => {
    removeFakeTurnstile();
  });

  it("keeps Next disabled until Turnstile's widget gives a token, sends it, and resets the widget", async () => {
    const turnstile = fakeTurnstile();
    const server = fakeServer(captchaPage, {
      'POST /users/verifications': () => noContent(),
    });
    await renderLogin({ page: captchaPage });
    await userEvent.type(phoneField(), '50123456');
    await expect.element(next()).toBeDisabled();
    // Turnstile's own script draws it, for the page's site key, in the app's language.
    await expect.poll(() => turnstile.renders.length).toBe(1);
    expect(turnstile.renders[0]).toMatchObject({
      sitekey: FAKE_TURNSTILE_SITE_KEY,
      language: 'en',
    });
    expect(
      document.querySelector(`script[src="${FAKE_TURNSTILE_SCRIPT}?render=explicit"]`),
    ).not.toBeNull();
    await robotCheck().click();
    await expect.element(next()).toBeEnabled();
    // An expired token takes Next back.
    await robotCheck().click();
    await expect.element(next()).toBeDisabled();
    await robotCheck().click();
    await next().click();
    await expect.element(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(server.callsTo('POST /users/verifications')[0]?.headers.get('X-Captcha-Token')).toBe(
      'turnstile-token-2',
    );
  });

  it('a token spent by Next gives a fresh challenge for the next try', async () => {
    const turnstile = fakeTurnstile();
    fakeServer(captchaPage, {
      'POST /users/verifications': () => failure(422, 'Invalid mobile number', 'invalid_phone'),
    });
    await renderLogin({ page: captchaPage });
    await userEvent.type(phoneField(), '50123456');
    await robotCheck().click();
    await next().click();
    await expect.poll(() => turnstile.resets).toEqual(['cf-chl-widget-1']);
    await expect.element(next()).toBeDisabled();
  });

  it('says so, with Try again, when Turnstile cannot be drawn', async () => {
    // The script loads but defines no turnstile (a blocked or broken script).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer(captchaPage, {});
    await renderLogin({ page: captchaPage });
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'could not load' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect.element(next()).toBeDisabled();
    expect(warn).toHaveBeenCalled();
    // Try again, once Turnstile is there: the widget is drawn.
    const turnstile = fakeTurnstile();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(robotCheck()).toBeVisible();
    expect(turnstile.renders).toHaveLength(1);
    warn.mockRestore();
  });

  it('shows no captcha when the company does not enable one', async () => {
    const turnstile = fakeTurnstile();
    fakeServer(kuwait, {});
    await renderLogin({ page: kuwait });
    await expect.element(next()).toBeEnabled();
    expect(turnstile.renders).toEqual([]);
    await expect.element(robotCheck()).not.toBeInTheDocument();
  });
});

describe('/login, Singapore (A§5)', () => {
  const sg = homePageWith({ company });

  it('requires the terms, offers marketing consent, and sends it with sign-up', async () => {
    const server = fakeServer(sg, {
      'POST /users/verifications': () => failure(404, 'User not found', 'sign_up_required'),
      'POST /users': () => json({ user: registeredUser }),
    });
    await renderLogin({ page: sg });
    const terms = page.getByRole('checkbox', { name: 'I agree to the terms of service' });
    const consent = page.getByRole('checkbox', {
      name: 'Send me news and offers from Kopi & Kaya Cafe',
    });
    await expect.element(terms).toBeVisible();
    await expect.element(consent).toBeVisible();
    await userEvent.type(phoneField(), '91234567');
    await next().click();
    await expect
      .element(page.getByText('Please accept the terms of service to continue'))
      .toBeVisible();
    expect(server.callsTo('POST /users/verifications')).toHaveLength(0);
    await terms.click();
    await consent.click();
    await expect
      .element(page.getByText('Please accept the terms of service to continue'))
      .not.toBeInTheDocument();
    await next().click();
    await expect.element(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'Mei Ling');
    await userEvent.type(emailField(), 'meiling@example.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.element(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(server.callsTo('POST /users')[0]?.body).toEqual({
      user: {
        name: 'Mei Ling',
        email: 'meiling@example.com',
        phone_number: '91234567',
        dialing_code: '+65',
        marketing_consent: true,
      },
    });
  });

  it('opens the terms from the link, without ticking the box', async () => {
    fakeServer(sg, {});
    const { store } = await renderLogin({ page: sg });
    await page.getByRole('button', { name: 'terms of service' }).click();
    expect(store.get(termsRequestedAtom)).toBe(true);
    await expect
      .element(page.getByRole('checkbox', { name: 'I agree to the terms of service' }))
      .not.toBeChecked();
  });
});

describe('/login, sign-up after a verification 404 (A§4, A§8 row 7)', () => {
  it('asks for the name and e-mail, creates the account, then the code by SMS', async () => {
    const server = fakeServer(kuwait, {
      'POST /users/verifications': () => failure(404, 'User not found', 'sign_up_required'),
      'POST /users': () => json({ user: { ...registeredUser, company_id: 2 } }),
    });
    const { store } = await renderLogin({ page: kuwait });
    await userEvent.type(phoneField(), '50123456');
    await next().click();
    await expect.element(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect.element(page.getByText('+965 50123456')).toBeVisible();
    // No error shows for the 404.
    expect(store.get(currentErrorAtom)).toBeNull();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .element(page.getByRole('textbox', { name: 'Name' }))
      .toHaveAccessibleDescription('Please enter your name');
    await expect
      .element(emailField())
      .toHaveAccessibleDescription('Please enter your email address');
    expect(server.callsTo('POST /users')).toHaveLength(0);
    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'Fatma');
    await userEvent.type(emailField(), 'fatma@example.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.element(page.getByText('+965 50123456')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    expect(server.callsTo('POST /users')[0]?.body).toEqual({
      user: {
        name: 'Fatma',
        email: 'fatma@example.com',
        phone_number: '50123456',
        dialing_code: '+965',
      },
    });
  });

  it('after an e-mail, asks for the mobile number instead', async () => {
    const server = fakeServer(kuwait, {
      'POST /users/verifications': () => failure(404, 'User not found', 'sign_up_required'),
      'POST /users': () => json({ user: { ...registeredUser, company_id: 2 } }),
    });
    await renderLogin({ page: kuwait });
    await page.getByRole('button', { name: 'Use your e-mail address instead' }).click();
    await userEvent.type(emailField(), 'fatma@example.com');
    await next().click();
    await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'Fatma');
    await userEvent.type(phoneField(), '50123456');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.element(page.getByText('+965 50123456')).toBeVisible();
    expect(server.callsTo('POST /users')[0]?.body).toMatchObject({
      user: { email: 'fatma@example.com', phone_number: '50123456', dialing_code: '+965' },
    });
  });

  it('Back returns to the first step with the number kept', async () => {
    fakeServer(kuwait, {
      'POST /users/verifications': () => failure(404, 'User not found', 'sign_up_required'),
    });
    await renderLogin({ page: kuwait });
    await userEvent.type(phoneField(), '50123456');
    await next().click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(phoneField()).toHaveValue('50123456');
  });
});

/** Renders /login at the code step, for a Kuwait diner identified by mobile number. */
async function atCodeStep(routes: Parameters<typeof fakeServer>[1] = {}) {
  const server = fakeServer(kuwait, {
    'POST /users/verifications': () => noContent(),
    ...routes,
  });
  const result = await renderLogin({ page: kuwait });
  await userEvent.type(phoneField(), '50123456');
  await next().click();
  await expect.element(codeField()).toBeVisible();
  return { ...result, server };
}

describe('/login, the code (A§4, A§5, A§8 row 8)', () => {
  it('shows a wrong code inline as Incorrect OTP, with no popup', async () => {
    const { server, store } = await atCodeStep({
      'POST /users/sign_in': () =>
        json(
          { error: 'Incorrect OTP', error_id: 'incorrect_otp', details: { attempts_left: 4 } },
          422,
        ),
    });
    await expect.element(verifyButton()).toBeDisabled();
    await userEvent.type(codeField(), '12a34');
    await expect.element(codeField()).toHaveAccessibleDescription('Incorrect OTP');
    expect(server.callsTo('POST /users/sign_in')[0]?.body).toEqual({
      user: { phone_number: '50123456', dialing_code: '+965', otp: '1234' },
    });
    expect(store.get(currentErrorAtom)).toBeNull();
    // Typing again clears the message.
    await userEvent.type(codeField(), '5');
    await expect.element(page.getByText('Incorrect OTP')).not.toBeInTheDocument();
  });

  it('shows the tries left with a wrong code, and says when the code is used up (issue 14)', async () => {
    const answers = [
      { error: 'Incorrect OTP', details: { reason: 'incorrect', attempts_left: 1 } },
      { error: 'Too many incorrect codes', details: { reason: 'used_up', attempts_left: 0 } },
    ];
    await atCodeStep({
      'POST /users/sign_in': () => json({ error_id: 'incorrect_otp', ...answers.shift() }, 422),
    });
    await userEvent.type(codeField(), '1234');
    await expect
      .element(codeField())
      .toHaveAccessibleDescription('1 try left with this code. Incorrect OTP');
    // The right code after the last try: not 'Incorrect OTP', but what to do.
    await userEvent.clear(codeField());
    await userEvent.type(codeField(), '4321');
    await expect
      .element(codeField())
      .toHaveAccessibleDescription(
        'This code is used up after too many incorrect tries. Please send a new code.',
      );
    await expect.element(page.getByText('Incorrect OTP')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Resend code/ })).toBeInTheDocument();
  });

  it('signs in, renews the session and returns to the stored page', async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('/order-details'));
    const { server, router, queryClient } = await atCodeStep({
      'POST /users/sign_in': () =>
        json({ user: { ...registeredUser, company_id: 2 } }, 200, { 'X-CSRF-Token': 'renewed' }),
    });
    const homeReadsBefore = server.callsTo('GET /pages/home').length;
    await userEvent.type(codeField(), '4321');
    await expect.poll(() => router.state.location.pathname).toBe('/order-details');
    expect(server.callsTo('POST /users/sign_in')).toHaveLength(1);
    // The client wrote the renewed token into the page; every cached page configuration was read
    // again before the app went back, those on screen and the others.
    expect(csrfToken()).toBe('renewed');
    expect(server.callsTo('GET /pages/sign_in').length).toBeGreaterThan(0);
    expect(server.callsTo('GET /pages/home').length).toBeGreaterThan(homeReadsBefore);
    expect(queryClient.getQueryState(homePageQuery().queryKey)?.isInvalidated).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginPage)).toBeNull();
  });

  it('goes to / when no page is stored', async () => {
    const { router } = await atCodeStep({
      'POST /users/sign_in': () => json({ user: { ...registeredUser, company_id: 2 } }),
    });
    await userEvent.type(codeField(), '4321');
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it('enables Resend only after the 30 s countdown, and counts again after it', async () => {
    const { server, clock } = await atCodeStep({
      'POST /users/otps/resend': () => noContent(),
    });
    const waiting = page.getByRole('button', { name: 'Resend code in 30 s' });
    await expect.element(waiting).toBeDisabled();
    clock.now += 12_000;
    await expect.element(page.getByRole('button', { name: 'Resend code in 18 s' })).toBeDisabled();
    clock.now += 18_000;
    const resend = page.getByRole('button', { name: 'Resend code', exact: true });
    await expect.element(resend).toBeEnabled();
    await resend.click();
    await expect.element(page.getByRole('button', { name: 'Resend code in 30 s' })).toBeDisabled();
    expect(server.callsTo('POST /users/otps/resend')).toHaveLength(1);
    expect(server.callsTo('POST /users/otps/resend')[0]?.body).toEqual({});
  });

  it('switches the code to e-mail (the account address) and back to SMS', async () => {
    const { server, clock } = await atCodeStep({ 'POST /users/otps': () => noContent() });
    // A new code on any channel waits for the countdown, as the server does.
    const toEmail = page.getByRole('button', { name: 'Send the code by e-mail instead' });
    await expect.element(toEmail).toBeDisabled();
    clock.now += 30_000;
    await expect.element(toEmail).toBeEnabled();
    await toEmail.click();
    const address = page.getByRole('textbox', { name: "Your account's e-mail address" });
    await userEvent.type(address, 'fatma@');
    await page.getByRole('button', { name: 'Send the code by e-mail', exact: true }).click();
    await expect.element(address).toHaveAccessibleDescription('Please enter a valid email address');
    expect(server.callsTo('POST /users/otps')).toHaveLength(0);
    await userEvent.type(address, 'example.com');
    await page.getByRole('button', { name: 'Send the code by e-mail', exact: true }).click();
    await expect.element(page.getByText('fatma@example.com')).toBeVisible();
    expect(server.callsTo('POST /users/otps')[0]?.body).toEqual({ email: 'fatma@example.com' });
    clock.now += 30_000;
    await page.getByRole('button', { name: 'Send the code by SMS instead' }).click();
    await expect.element(page.getByText('+965 50123456')).toBeVisible();
    expect(server.callsTo('POST /users/otps')[1]?.body).toEqual({});
    // Back on SMS, e-mail is one tap: the address is known now.
    clock.now += 30_000;
    await page.getByRole('button', { name: 'Send the code by e-mail instead' }).click();
    await expect.element(page.getByText('fatma@example.com')).toBeVisible();
    expect(server.callsTo('POST /users/otps')[2]?.body).toEqual({ email: 'fatma@example.com' });
  });

  it('changing the number goes back to the first step', async () => {
    await atCodeStep();
    await page.getByRole('button', { name: 'Use a different number or e-mail address' }).click();
    await expect.element(phoneField()).toHaveValue('50123456');
  });
});

describe('/login, Continue as guest (A§4 checkout modes, A§6)', () => {
  it('is offered to a diner sent by the checkout, logs in as a guest and returns', async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('/checkout'));
    const server = fakeServer(kuwait, {
      'POST /users/guest_login': () =>
        json(
          {
            user: {
              ...registeredUser,
              id: 77,
              company_id: 2,
              name: null,
              email: null,
              phone_number: null,
              is_guest: true,
              has_loyalty: false,
            },
          },
          200,
          { 'X-CSRF-Token': 'guest-token' },
        ),
    });
    const { router } = await renderLogin({ page: kuwait });
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(server.callsTo('POST /users/guest_login')[0]?.body).toEqual({
      guest: true,
      company_id: 2,
      dialing_code: '+965',
      previous_user_id: null,
      marketing_consent: false,
    });
    expect(csrfToken()).toBe('guest-token');
    // spec: A§6, the guest flag is stored when dine-in loyalty is enabled (it is for this company).
    expect(sessionStorage.getItem(STORAGE_KEYS.isGuest)).toBe('true');
    expect(sessionStorage.getItem(STORAGE_KEYS.postLoginPage)).toBeNull();
  });

  it('is not offered without a stored page, nor where the checkout mode is login', async () => {
    fakeServer(kuwait, {});
    const { unmount } = await renderLogin({ page: kuwait });
    await expect.element(next()).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Continue as guest' }))
      .not.toBeInTheDocument();
    await unmount();
    sessionStorage.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('/checkout'));
    await renderLogin({
      page: homePageWith({
        company: kuwaitCompany,
        outlet: { ...outlet, checkout_mode: 'login' },
      }),
    });
    await expect.element(next()).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Continue as guest' }))
      .not.toBeInTheDocument();
  });

  it("fails with 'CSRF token not found' when the page has no token (A§5, A§8 row 17)", async () => {
    for (const meta of document.head.querySelectorAll('meta[name="csrf-token"]')) meta.remove();
    sessionStorage.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('/checkout'));
    const server = fakeServer(kuwait, {});
    const { store, router } = await renderLogin({ page: kuwait });
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('csrf_token_missing');
    expect(server.callsTo('POST /users/guest_login')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("fails the same way without a dialing code for the company's country (A§5)", async () => {
    sessionStorage.setItem(STORAGE_KEYS.postLoginPage, JSON.stringify('/checkout'));
    const nowhere = homePageWith({ company: { ...kuwaitCompany, country_code: 'ZZ' } });
    const server = fakeServer(nowhere, {});
    const { store } = await renderLogin({ page: nowhere });
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('csrf_token_missing');
    expect(server.callsTo('POST /users/guest_login')).toHaveLength(0);
  });
});
