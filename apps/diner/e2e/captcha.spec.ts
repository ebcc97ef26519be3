import { type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { endpoints } from '@tabula/api-client';
import { passCaptcha } from './support/captcha';
import { enterCafeMenu } from './support/enter-menu';
import { openQr } from './support/open-qr';

/*
 * Issue 31, a real captcha: the cafe asks for one at sign-in (A§3 captcha_enabled, A§5), and the
 * demo's Turnstile is the sandbox's stand-in, loaded as Cloudflare's api.js and framed from its
 * own origin. Next waits for its token; a verification without one is refused with the
 * translated popup and a fresh challenge; with one the code goes (here: a new number, so
 * sign-up follows). A token is good once: sent again, the server refuses it.
 */

const PHONE = '93300777';

test('the sign-in captcha: Next waits for Turnstile, a call without its token is refused, with it the diner goes on', async ({
  page,
}) => {
  await openQr(page, 'cafe');
  await enterCafeMenu(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Turnstile's script, from its own origin, with the page's nonce.
  const script = page.locator('script[src*="/turnstile/v0/api.js"]');
  await expect(script).toHaveCount(1);
  expect(await script.evaluate((element: HTMLScriptElement) => element.nonce)).not.toBe('');

  await page.getByRole('textbox', { name: 'Mobile number' }).fill(PHONE);
  await page.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  // The first verification leaves without its token (as a script would send it): refused.
  await page.route(
    `**${endpoints.users.verify.path}`,
    async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-captcha-token'];
      await route.continue({ headers });
    },
    { times: 1 },
  );
  await passCaptcha(page);
  await next.click();
  const refused = page.getByRole('alertdialog', { name: 'Check again' });
  await expect(refused).toHaveAccessibleDescription(
    'The check that you are not a robot has expired. Please do it again.',
  );
  await refused.getByRole('button').last().click();
  // The spent token is gone: a fresh challenge, and Next waits again.
  await expect(next).toBeDisabled();

  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === endpoints.users.verify.path) sent.push(request);
  });
  await passCaptcha(page);
  await next.click();
  // Accepted: a new number, so sign-up follows (A§4 Login).
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const token = (await sent[0]?.allHeaders())?.['x-captcha-token'] ?? '';
  expect(token).not.toBe('');

  // The same token a second time is refused: Turnstile's tokens are good once.
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const again = await page.request.post(endpoints.users.verify.path, {
    headers: { 'X-CSRF-Token': csrf, 'X-Captcha-Token': token },
    data: { verification: { phone_number: PHONE, dialing_code: '+65' } },
  });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { error_id: string }).error_id).toBe('captcha_invalid');
});
