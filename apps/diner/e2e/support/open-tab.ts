import { expect, type Page } from '@playwright/test';
import { message, type CatalogLocale } from './catalog';
import { menuCard } from './menu';
import { signInFor } from './sign-in';
import { closeAnnouncement } from './table-bill';

/*
 * A diner's steps at one of the cafe's open-tab tables (issue 17), each right after the QR code is
 * scanned: opening the tab as a guest, asking to join the tab as a guest, and the member's accept
 * that lets the asker in. In English unless a language is given (the catalog words the rest).
 */

const say = (locale: CatalogLocale, id: string) => (locale === 'en' ? id : message(locale, id));

/** Finds a menu item without options through the menu's search and adds it. */
export async function addFromSearch(
  page: Page,
  name: string,
  locale: CatalogLocale = 'en',
): Promise<void> {
  const search = page.getByRole('searchbox', { name: say(locale, 'Search the menu') });
  await search.fill(name);
  await menuCard(page, name)
    .getByRole('button', { name: say(locale, 'Add'), exact: true })
    .click();
  await page.getByRole('button', { name: say(locale, 'Clear search') }).click();
}

/**
 * Right after the scan of a table with no tab: closes the outlet's announcement, adds the item
 * through the search and presses Place order on /order-details; it continues as a guest on
 * /login, which returns to the cart and places the order, then closes the 'Order placed' popup.
 * The tab is opened with the diner as its first member.
 */
export async function openTabAsGuest(
  page: Page,
  item: string,
  locale: CatalogLocale = 'en',
): Promise<void> {
  await closeAnnouncement(page, locale);
  await addFromSearch(page, item, locale);
  await page.getByRole('link', { name: new RegExp(say(locale, 'View Order')) }).click();
  await expect(page).toHaveURL(/\/order-details$/);
  await page.getByRole('button', { name: say(locale, 'Place order') }).click();
  // Sign-in returns to the cart and places the order by itself (issue 30).
  await expect(page).toHaveURL(signInFor('/order-details?place=order'));
  await page.getByRole('button', { name: say(locale, 'Continue as guest') }).click();
  const placed = page.getByRole('dialog', { name: say(locale, 'Order placed') });
  await expect(placed).toBeVisible();
  await placed
    .getByRole('button', { name: say(locale, 'Close') })
    .first()
    .click();
}

/**
 * Right after the scan of a table with a tab: Yes on the join question (which shows above the
 * outlet's announcement), then on /login the announcement is closed and the visitor continues as
 * a guest; the request to join is sent.
 */
export async function joinAsGuest(page: Page, locale: CatalogLocale = 'en'): Promise<void> {
  const ask = page.getByRole('dialog', { name: say(locale, 'Join this table?') });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: say(locale, 'Yes') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await closeAnnouncement(page, locale);
  await page.getByRole('button', { name: say(locale, 'Continue as guest') }).click();
}

/**
 * A member accepts the request to join the table on their phone; the asker is told they joined
 * and presses OK.
 */
export async function acceptJoin(
  member: Page,
  asker: Page,
  locale: CatalogLocale = 'en',
): Promise<void> {
  const request = member.getByRole('dialog', { name: say(locale, 'Request to join your table') });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: say(locale, 'Accept') }).click();
  const joined = asker.getByRole('dialog', { name: say(locale, 'You joined the table') });
  await expect(joined).toBeVisible();
  await joined.getByRole('button', { name: say(locale, 'OK') }).click();
}
