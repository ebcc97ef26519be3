import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo, venue } from './support/demo';
import { message } from './support/catalog';
import { HYDRATION_ERROR } from './support/hydration-errors';
import { CAFE_ANNOUNCEMENT } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';

/*
 * Issue 33, the server-rendered first paint (ADR 0012), at the cafe's "Table T3" and the Kuwait
 * restaurant's "Table 1" (pay-first tables no other journey scans). The page the server answers
 * already holds the menu, in the diner's language; a phone without script sees it; the app then
 * hydrates it: the drawn nodes stay (no client render over them) and no hydration error shows.
 */

/** Records the console's errors and the page's uncaught errors from now on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

test('the page the server answers for / already holds the menu, and the app hydrates it in place', async ({
  page,
}) => {
  // Counts what is taken out of #root: a client render over the drawn page would remove it.
  await page.addInitScript(() => {
    const state = window as unknown as { removedFromRoot: number; firstFrame?: number };
    state.removedFromRoot = 0;
    // The first frame's animation callbacks, which the drawn page's script loader waits for.
    requestAnimationFrame(() => {
      state.firstFrame = performance.now();
    });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof HTMLElement) || record.target.id !== 'root') continue;
        for (const node of record.removedNodes) {
          if (node.nodeName !== 'SCRIPT') state.removedFromRoot += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const errors = recordErrors(page);
  await openQr(page, 'cafe', 'Table T3');

  const answer = await page.request.get('/', { headers: { accept: 'text/html' } });
  const html = await answer.text();
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain(`<title>${venue('cafe').company.replace('&', '&#38;')}</title>`);
  // React puts the drawn images' preloads and the title first; then the theme root, in English.
  expect(html).toMatch(
    /<div id="root">(<link [^>]*>|<title>[^<]*<\/title>)*<div class="[^"]+" dir="ltr" lang="en"/,
  );
  expect(html).toContain('Flat white');
  expect(html).toContain('$_TSR');
  // The app's scripts are written for after the first frame: the browser fetches none at once.
  expect(html).not.toMatch(/<script [^>]*type="module"|<link [^>]*rel="modulepreload"/);

  await expect(menuCard(page, 'Flat white')).toBeVisible();
  // They were asked for once the first frame was drawn, not before (ADR 0012): after the
  // frame's animation callbacks (the paint's own timestamp is when the screen shows it, later).
  const { firstFrame, firstScript } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstFrame).not.toBeNull();
  expect(firstScript).toBeGreaterThanOrEqual(firstFrame ?? Number.POSITIVE_INFINITY);
  // Hydrated: the router's state was taken up and its scripts are gone; nothing drawn was replaced.
  await expect.poll(() => page.evaluate(() => '$_TSR' in window)).toBe(false);
  expect(
    await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  ).toBe(0);
  // And the app answers: the outlet's announcement closes (A§2), the item opens.
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await announcement.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(announcement).toHaveCount(0);
  await menuCard(page, 'Flat white').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Flat white' })).toBeVisible();
  expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
});

/** Holds every script the page asks for until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let sendScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => {
    sendScripts = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await scriptsHeld;
      await route.continue();
    },
  );
  return () => {
    sendScripts();
  };
}

test('a tap on the drawn page before the app’s scripts arrive is taken once the app responds', async ({
  page,
}) => {
  // The scripts are held until the diner has tapped: the race a slow phone runs, made certain.
  const sendScripts = await holdScripts(page);
  const errors = recordErrors(page);
  await page.goto(venue('cafe').links.Counter ?? '', { waitUntil: 'commit' });
  const takeOut = page.getByRole('radio', { name: 'Take Out' });
  await takeOut.click();
  // Held, not lost: the radio shows no choice the app has not taken.
  await expect(takeOut).not.toBeChecked();
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(true);

  sendScripts();
  // The app takes the tap: the mode is sent, the chooser closes, the outlet's announcement shows.
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toContainText(CAFE_ANNOUNCEMENT.en);
  await expect(takeOut).toHaveCount(0);
  expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
});

test('text typed into the drawn menu’s search before the app’s scripts arrive filters it once they do', async ({
  page,
}) => {
  // The Kuwait restaurant's table, in English (the phone's language, which it offers).
  const sendScripts = await holdScripts(page);
  await page.goto(venue('kuwait').links['Table 1'] ?? '', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('karak');
  // Nothing has run yet: the text shows, the menu is as drawn.
  await expect(menuCard(page, 'Hummus')).toBeVisible();

  sendScripts();
  // The app takes the text as typed: the menu is filtered by it.
  await expect(menuCard(page, 'Hummus')).toBeHidden();
  await expect(menuCard(page, 'Karak tea')).toBeVisible();
  await expect(search).toHaveValue('karak');
});

test('a diner who chose Chinese has the next page drawn in Chinese', async ({ page }) => {
  await openQr(page, 'cafe');
  const drawnLanguage = async () => {
    const answer = await page.request.get('/', { headers: { accept: 'text/html' } });
    return /<html lang="(\w+)"/.exec(await answer.text())?.[1];
  };
  expect(await drawnLanguage()).toBe('en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sideMenu = page.getByRole('dialog', { name: 'Main menu' });
  await sideMenu.getByRole('combobox', { name: 'Language' }).selectOption({ label: '中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  // The choice is the device's (local storage); its cookie mirror tells the server.
  expect(await drawnLanguage()).toBe('zh');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('button', { name: message('zh', 'Open menu') })).toBeVisible();
});

test.describe('on a phone in Arabic without script', () => {
  test.use({ javaScriptEnabled: false, locale: 'ar-KW' });

  test('the Kuwait restaurant’s menu shows, in Arabic, right to left, styled', async ({ page }) => {
    await page.goto(venue('kuwait').links['Table 1'] ?? '');
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.origin === demo().origin);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'القائمة' })).toBeAttached();
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    // The route's stylesheet came with the page: the card is laid out, not bare text.
    expect(await card.evaluate((element) => getComputedStyle(element).display)).not.toBe('inline');
  });
});
