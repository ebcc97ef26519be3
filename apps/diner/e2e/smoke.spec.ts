import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { message } from './support/catalog';
import { venue, type VenueKey } from './support/demo';
import { openQr } from './support/open-qr';

/*
 * The smoke journey: a scan lands on the menu of the right restaurant, on both plans, and the app
 * opened without a scan has no session and says how to get one. The full journeys of issue 6
 * ("Tests", second bullet) are cafe-journey, arabic-journey, lite-plan and sold-out.
 */

// With motion, as most phones are: the other journeys ask for reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/** The header's link home, named by the company's logo (or its name when it has no logo). */
const companyLink = (page: Page, key: VenueKey) =>
  page.getByRole('banner').getByRole('link', { name: venue(key).company });

test('the counter QR link of the cafe lands on / with the company name', async ({ page }) => {
  await openQr(page, 'cafe');
  await expect(companyLink(page, 'cafe')).toBeVisible();
  // The counter offers both dine modes, so the chooser welcomes the diner first (A§1).
  await expect(page.getByText(`Welcome to ${venue('cafe').company}`)).toBeVisible();
});

test('a table QR link of the cafe lands on / too', async ({ page }) => {
  await openQr(page, 'cafe', 'Table T1');
  await expect(companyLink(page, 'cafe')).toBeVisible();
  // A table is eat-in already: no chooser, the menu at once.
  await expect(page.getByRole('article', { name: 'Flat white' })).toBeVisible();
});

test('the lite-plan restaurant’s link lands on / with its name', async ({ page }) => {
  await openQr(page, 'kuwait');
  await expect(companyLink(page, 'kuwait')).toBeVisible();
});

test.describe('on a phone in French, which the lite-plan restaurant does not offer', () => {
  test.use({ locale: 'fr-FR' });

  test('the lite-plan restaurant shows a menu without a cart', async ({ page }) => {
    await openQr(page, 'kuwait');
    // Arabic is the company's default language (A§9): the item shows its Arabic name.
    await expect(page.getByRole('article', { name: 'حمص' })).toBeVisible();
    // spec: A§4, the lite plan has no cart: no add buttons, no cart bar.
    for (const add of ['Add', message('ar', 'Add')]) {
      await expect(page.getByRole('button', { name: add, exact: true })).toHaveCount(0);
    }
    for (const viewOrder of ['View Order', message('ar', 'View Order')]) {
      await expect(page.getByText(viewOrder)).toHaveCount(0);
    }
  });
});

test('opened without a scan, the app has no session and shows no restaurant', async ({ page }) => {
  const home = page.waitForResponse((answer) => answer.url().endsWith('/pages/home'));
  await page.goto('/');
  const answer = await home;
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ error_id: 'session_missing' });
  await expect(page.getByText(venue('cafe').company)).toHaveCount(0);
  await expect(page.getByText(venue('kuwait').company)).toHaveCount(0);
});

test('opened without a scan, the app shows the three scanning steps', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Not allowed to access directly' })).toBeVisible();
  // spec: A§2, launch the camera, point it at the restaurant QR code, tap the link.
  await expect(page.getByRole('listitem')).toHaveText([
    /launch the camera/i,
    /point it at the restaurant QR code/i,
    /tap the link/i,
  ]);
});
