import { expect, type Page } from '@playwright/test';
import { venue, type VenueKey } from './demo';

/**
 * Scans a demo QR code: opens its `/q/{token}` link, which starts a session (the cookie) and
 * redirects to the menu at `/`. A scan replaces the page's previous session.
 *
 * @param page - the test's page
 * @param key - the venue: `cafe` (Kopi & Kaya Cafe) or `kuwait` (Bait Al Kuwait)
 * @param spot - the code's label in the start banner: "Counter" (default), "Table T1", …
 */
export async function openQr(page: Page, key: VenueKey, spot = 'Counter'): Promise<void> {
  const { company, links } = venue(key);
  const link = links[spot];
  if (link === undefined) {
    throw new Error(`${company} has no QR code "${spot}": ${Object.keys(links).join(', ')}`);
  }
  await page.goto(link);
  await expect(page).toHaveURL((url) => url.pathname === '/');
}
