import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { message, type CatalogLocale } from './support/catalog';
import { fetchHomePage } from './support/expected-bill';
import { boxesOverlap } from './support/layout';
import { openQr } from './support/open-qr';
import { closeAnnouncement, keepScreens, phone } from './support/table-bill';
import { menuItemName } from './support/venue-names';

/*
 * Issue 30: the floating Call waiter button covered the bottom of the checkout (the refusal
 * under Pay in English, Pay itself in Arabic). A guest at the cafe's scan-and-pay table S1 (the
 * seeded bill, only looked at here), on a 360 px phone in Arabic and on another in English: on the bill,
 * scrolled to its end, and on the checkout, where Pay is pinned to the bottom of the screen, the
 * button's box overlaps neither the primary action nor what is written under it. A call then
 * swaps the button for the status bar, which covers nothing either. The bill's lines, which staff
 * put on it from the POS, read the venue's names in the page's language, on the bill and on the
 * checkout (issue 30: they stayed in English in Arabic).
 */

const say = (locale: CatalogLocale, id: string) => (locale === 'en' ? id : message(locale, id));

/** Asserts the button covers none of the elements. */
async function expectClearOf(button: Locator, targets: readonly Locator[]): Promise<void> {
  for (const target of targets) {
    expect(await boxesOverlap(button, target), `covers ${target.toString()}`).toBe(false);
  }
}

/** The pinned bottom of the checkout: Pay, and every non-empty thing under it (the refusal). */
async function checkoutBottom(page: Page, locale: CatalogLocale) {
  const [payPrefix = ''] = say(locale, 'Pay {0}').split('{0}');
  const startsPay = new RegExp(`^${payPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const pay = page.getByRole('main').getByRole('button', { name: startsPay });
  await expect(pay).toBeVisible();
  const under = pay.locator('xpath=following-sibling::*');
  const texts: Locator[] = [];
  for (const element of await under.all()) {
    if (((await element.textContent()) ?? '').trim() !== '') texts.push(element);
  }
  return { pay, footer: pay.locator('xpath=..'), texts };
}

/** The call-waiter button, in the page's language. */
const callButton = (page: Page, locale: CatalogLocale) =>
  page.getByRole('button', { name: say(locale, 'Call waiter'), exact: true });

/**
 * A guest's phone at S1, 360 px wide, in the language: the bill's actions at the end of the page,
 * then the checkout of the whole bill, each clear of the button.
 */
async function checkoutAtS1(page: Page, locale: CatalogLocale): Promise<void> {
  await page.setViewportSize({ width: 360, height: 720 });
  await openQr(page, 'cafe', 'Table S1');
  await closeAnnouncement(page, locale);
  await expect(page.getByRole('heading', { name: say(locale, 'Your bill') })).toBeVisible();
  // The iced lemon tea of S1's bill, named as the venue translated it.
  const tea = menuItemName(await fetchHomePage(page), 'Iced lemon tea', locale);
  if (locale !== 'en') expect(tea).not.toBe('Iced lemon tea');
  const lines = page.getByRole('main').getByRole('list', { name: say(locale, 'Items') });
  await expect(lines).toContainText(tea);
  const call = callButton(page, locale);
  await expect(call).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const payNow = page.getByRole('button', { name: say(locale, 'Pay Now') });
  await expectClearOf(call, [
    page.getByRole('button', { name: say(locale, 'Split Bill') }),
    payNow,
  ]);

  await payNow.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(lines).toContainText(tea);
  const { pay, footer, texts } = await checkoutBottom(page, locale);
  // The checkout is longer than the screen: Pay stays pinned to its bottom, where the button is.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await expect
    .poll(async () => {
      const pinned = await footer.boundingBox();
      return pinned === null ? null : pinned.y + pinned.height;
    })
    .toBeCloseTo(720, 0);
  await expectClearOf(call, [pay, ...texts]);
}

test('the call-waiter button covers neither Pay nor its message at 360 px, in Arabic and English', async ({
  browser,
}) => {
  const arabic = await phone(browser, 'ar');
  const english = await phone(browser);
  try {
    await checkoutAtS1(arabic, 'ar');
    await checkoutAtS1(english, 'en');

    // A call replaces the button with the status bar under the header, over nothing.
    const { pay } = await checkoutBottom(english, 'en');
    await callButton(english, 'en').click();
    const bar = english.getByRole('status').filter({ hasText: 'Calling a waiter to your table…' });
    await expect(bar).toBeVisible();
    await expect(callButton(english, 'en')).toHaveCount(0);
    expect(await boxesOverlap(bar, pay)).toBe(false);
    await bar.getByRole('button', { name: 'Cancel' }).click();
    await expect(callButton(english, 'en')).toBeVisible();
  } catch (error) {
    await keepScreens([arabic, english], error);
  } finally {
    await Promise.all([arabic.context().close(), english.context().close()]);
  }
});
