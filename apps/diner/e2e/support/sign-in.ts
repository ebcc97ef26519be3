import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { endpoints, type User } from '@tabula/api-client';
import { captchaToken } from './captcha';

/** A diner to register: a Singapore mobile number (unique per journey), a name and an e-mail. */
export interface NewDiner {
  phoneNumber: string;
  name: string;
  email: string;
}

const DIALING_CODE = '+65';

/** The page's CSRF token, which every mutating call sends back (docs/server.md, CSRF). */
async function csrfToken(page: Page): Promise<string> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  if (token === null || token === '') throw new Error('the page carries no csrf-token meta tag');
  return token;
}

async function expectStatus(answer: APIResponse, status: number, call: string): Promise<void> {
  if (answer.status() !== status) {
    throw new Error(
      `${call} answered ${String(answer.status())}, not ${String(status)}: ${await answer.text()}`,
    );
  }
}

/** The newest one-time code the outbox holds for a recipient now, if any. */
async function newestCode(page: Page, recipient: string): Promise<string | undefined> {
  const html = await (await page.request.get('/dev/outbox')).text();
  // Newest first: the first row for the recipient carries the last code sent. Every language's
  // message opens with the code.
  const row = new RegExp(`<td>${recipient.replace('+', '\\+')}</td>[\\s\\S]*?<pre>(\\d{4}) `).exec(
    html,
  );
  return row?.[1];
}

/**
 * The newest one-time code the outbox holds for a recipient (the dev page at /dev/outbox, which
 * the demo server serves outside production), waiting for one other than `previous` when given.
 */
export async function codeFromOutbox(
  page: Page,
  recipient: string,
  previous?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = await newestCode(page, recipient);
        return code !== undefined && code !== previous ? code : undefined;
      },
      { message: `a one-time code for ${recipient} in the outbox`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code ?? '';
}

/**
 * Registers and signs a diner in on the page's session through the API, as the /login screen
 * would (A§4 Login): the verification answers 404 (no such diner), sign-up sends the one-time
 * code, which is read from the outbox, and sign-in takes it. page.request shares the browser's
 * cookies, so the page's session is signed in; sign-in renews the session id and the CSRF token,
 * so reload the page before the app makes its next call.
 *
 * @returns the signed-in user as the server answered it
 */
export async function signUpAndSignIn(page: Page, diner: NewDiner): Promise<User> {
  const headers = { 'X-CSRF-Token': await csrfToken(page) };
  const identity = { phone_number: diner.phoneNumber, dialing_code: DIALING_CODE };

  const recipient = `${DIALING_CODE}${diner.phoneNumber}`;
  // A retry waits for a code newer than those of the attempt before it.
  const previous = test.info().retry > 0 ? await newestCode(page, recipient) : undefined;

  // The cafe asks for a captcha: the token a diner passing Turnstile's widget is given.
  const captcha = await captchaToken(page);
  const verification = await page.request.post(endpoints.users.verify.path, {
    headers: captcha === null ? headers : { ...headers, 'X-Captcha-Token': captcha },
    data: { verification: identity },
  });
  // A retried journey meets the diner its first attempt registered on the same demo server:
  // the verification then sends a sign-in code (204), and the diner signs in with it.
  const registeredBefore = test.info().retry > 0 && verification.status() === 204;
  if (!registeredBefore) {
    // spec: A§4 Login, a verification that answers 404 (user not found) leads to sign-up.
    await expectStatus(verification, 404, 'POST /users/verifications');
    const signUp = await page.request.post(endpoints.users.signUp.path, {
      headers,
      data: { user: { ...identity, name: diner.name, email: diner.email } },
    });
    await expectStatus(signUp, 204, 'POST /users');
  }

  const otp = await codeFromOutbox(page, recipient, previous);
  const signIn = await page.request.post(endpoints.users.signIn.path, {
    headers,
    data: { user: { ...identity, otp } },
  });
  await expectStatus(signIn, 200, 'POST /users/sign_in');
  return endpoints.users.signIn.response.parse(await signIn.json()).user;
}

/**
 * The sign-in screen that brings the diner back to `returnTo` (its `?redirect=`, issue 30), for
 * `expect(page).toHaveURL(signInFor('/checkout'))`; `null` for /login with nowhere to return.
 */
export function signInFor(returnTo: string | null): (url: URL) => boolean {
  return (url) => url.pathname === '/login' && url.searchParams.get('redirect') === returnTo;
}
