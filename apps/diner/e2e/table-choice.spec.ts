import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openQr } from './support/open-qr';
import { addFromSearch } from './support/open-tab';
import { signUpAndSignIn, type NewDiner } from './support/sign-in';
import { closeAnnouncement } from './support/table-bill';

/*
 * Issue 30, a member of an unpaid open tab scans another table, at the cafe's open-tab tables 14
 * and 15 (seeded for this journey alone). Mei opens the tab at Table 14 with an iced lemon tea,
 * then scans Table 15: nothing moves her; she is asked 'You have an open tab at Table 14. Stay
 * there, or move to Table 15?'. Stay returns her to the menu of Table 14, her tab there; a
 * second scan of Table 15 asks again, and Move seats her at Table 15.
 */

/** The diner of this journey (a mobile number no other journey registers). */
const MEI: NewDiner = { phoneNumber: '93300030', name: 'Mei Lim', email: 'mei.lim@example.com' };

/**
 * Right after the scan of Table 14: signs Mei in through the API (then reloads for the renewed
 * session), closes the outlet's announcement and places an iced lemon tea from /order-details,
 * which opens the tab with her as its first member.
 */
async function openTab(page: Page): Promise<void> {
  await signUpAndSignIn(page, MEI);
  await page.reload();
  await closeAnnouncement(page);
  await addFromSearch(page, 'Iced lemon tea');
  await page.getByRole('link', { name: /View Order/ }).click();
  await expect(page).toHaveURL(/\/order-details$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed' });
  await expect(placed).toBeVisible();
  await placed.getByRole('button', { name: 'Close' }).first().click();
  await expect(placed).toHaveCount(0);
}

/** The question a scan of Table 15 asks a member of Table 14's tab. */
const question = (page: Page) => page.getByRole('dialog', { name: 'Open tab at Table 14' });

/** Where the server has the diner now: the session's table, and the question if one waits. */
async function whereAmI(page: Page) {
  const answer = await page.request.get('/pages/home', { headers: { accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  const home = (await answer.json()) as {
    session: { table_number: string | null };
    table_choice: { tab_table: { number: string }; scanned_table: { number: string } } | null;
  };
  return { table: home.session.table_number, choice: home.table_choice };
}

/** Scans Table 15 and reads the question, which names both tables. */
async function scanTable15(page: Page) {
  await openQr(page, 'cafe', 'Table 15');
  const asked = question(page);
  await expect(asked).toBeVisible();
  await expect(
    asked.getByText('You have an open tab at Table 14. Stay there, or move to Table 15?'),
  ).toBeVisible();
  // The scan moved nobody: the session is still at Table 14, the question waiting.
  expect(await whereAmI(page)).toEqual({
    table: '14',
    choice: {
      tab_table: { id: expect.any(Number), number: '14' },
      scanned_table: { id: expect.any(Number), number: '15' },
    },
  });
  return asked;
}

test('a member of Table 14’s unpaid tab who scans Table 15 is asked: Stay, then Move', async ({
  page,
}) => {
  await openQr(page, 'cafe', 'Table 14');
  await openTab(page);
  expect(await whereAmI(page)).toEqual({ table: '14', choice: null });

  // Stay: back on the menu of Table 14, the tab's order there.
  const first = await scanTable15(page);
  await first.getByRole('button', { name: 'Stay at Table 14' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeVisible();
  expect(await whereAmI(page)).toEqual({ table: '14', choice: null });
  await page.goto('/order-details');
  await expect(page.getByText('Iced lemon tea').first()).toBeVisible();

  // A second scan asks again; Move seats the diner at Table 15.
  const second = await scanTable15(page);
  await second.getByRole('button', { name: 'Move to Table 15' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeVisible();
  expect(await whereAmI(page)).toEqual({ table: '15', choice: null });
  // Nothing asks again on a reload: the answer was the server's to keep.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search the menu' })).toBeVisible();
  await expect(question(page)).toHaveCount(0);
});
