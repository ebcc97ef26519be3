import { expect, type Page } from '@playwright/test';
import { endpoints } from '@tabula/api-client';

/** Turnstile's frame, as Cloudflare titles it (the sandbox's stand-in titles it the same). */
const WIDGET_FRAME = 'iframe[title="Widget containing a Cloudflare security challenge"]';

/** Where the stand-in's widget asks for a token (apps/sandbox/src/cards/turnstile). */
const SANDBOX_TOKEN_PATH = '/turnstile/v0/sandbox/token';

/**
 * Passes the sign-in's captcha as a diner does: the Turnstile widget the app drew (the cafe asks
 * for one; without a restaurant's keys it is the sandbox's stand-in, framed from its own origin),
 * its "Verify you are human" box ticked; the app then holds a token.
 */
export async function passCaptcha(page: Page): Promise<void> {
  const frame = page.locator(WIDGET_FRAME);
  await expect(frame).toBeVisible();
  const src = new URL((await frame.getAttribute('src')) ?? '');
  // The widget is Turnstile's (here the stand-in's), never the app's own page.
  expect(src.origin).not.toBe(new URL(page.url()).origin);
  const widget = page.frameLocator(WIDGET_FRAME);
  await widget.getByRole('checkbox', { name: 'Verify you are human' }).check();
  await expect(widget.getByRole('status')).toHaveText('Success!');
}

/**
 * A token from Turnstile's stand-in for a diner who passed its widget, for calls a journey makes
 * through the API as the /login screen would; null when the sign-in asks for no captcha.
 */
export async function captchaToken(page: Page): Promise<string | null> {
  const signIn = endpoints.pages.signIn.response.parse(
    await (await page.request.get(endpoints.pages.signIn.path)).json(),
  );
  if (signIn.captcha === null) return null;
  const answer = await page.request.post(
    `${new URL(signIn.captcha.script_url).origin}${SANDBOX_TOKEN_PATH}`,
    { data: { sitekey: signIn.captcha.site_key, hostname: new URL(page.url()).hostname } },
  );
  expect(answer.status(), 'a token from the stand-in of Turnstile').toBe(200);
  return ((await answer.json()) as { token: string }).token;
}
