import { expect, test, type Browser, type Page } from '@playwright/test';
import { venue } from './support/demo';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { openPosConsole } from './support/pos-console';

/*
 * Issue 17, "Tests": an open tab at the cafe's table 10 with two phones and the POS console. A
 * opens the tab and orders; B scans the same table, asks to join, A approves (ticking
 * auto-approve), B orders and both see each other's items live; a later phone at the table is
 * let straight in inside the auto-approve window; A calls the waiter and the POS acknowledges;
 * the POS moves the table and both phones follow it.
 */

/** A phone of its own (its own cookies: its own session), at the demo's phone viewport. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'en',
  });
  return context.newPage();
}

/** Closes the outlet's announcement when it shows after a scan. */
async function closeAnnouncement(page: Page): Promise<void> {
  const announcement = page.getByRole('dialog', { name: 'Announcement' });
  await expect(announcement).toBeVisible();
  await announcement.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(announcement).toHaveCount(0);
}

/** Finds a menu item without options through the menu's search and adds it. */
async function addItem(page: Page, name: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill(name);
  await menuCard(page, name).getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Clear search' }).click();
}

/** The tab's lines on /order-details, under 'Table order'. */
function tableOrder(page: Page) {
  return page.getByRole('region', { name: 'Table order' });
}

/**
 * Right after the scan: Yes on the join question (which shows above the outlet's announcement),
 * then on /login the announcement is closed and the visitor continues as a guest.
 */
async function joinAsGuest(page: Page): Promise<void> {
  const ask = page.getByRole('dialog', { name: 'Join this table?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await closeAnnouncement(page);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
}

test('two phones share a tab at table 10: join, approve, auto-approve, waiter, and the POS moves the table', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const pos = await openPosConsole(browser, venue('cafe').outletId);
  pos.page.on('dialog', (dialog) => void dialog.accept());
  const a = await phone(browser);
  const b = await phone(browser);
  const later = await phone(browser);
  try {
    // A opens the tab with an iced lemon tea.
    await openQr(a, 'cafe', 'Table 10');
    await closeAnnouncement(a);
    await addItem(a, 'Iced lemon tea');
    await a.getByRole('link', { name: /View Order/ }).click();
    await expect(a).toHaveURL(/\/order-details$/);
    await a.getByRole('button', { name: 'Place order' }).click();
    await expect(a).toHaveURL(/\/login$/);
    await a.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(a).toHaveURL(/\/order-details$/);
    await a.getByRole('button', { name: 'Place order' }).click();
    const placed = a.getByRole('dialog', { name: 'Order placed' });
    await expect(placed).toBeVisible();
    await placed.getByRole('button', { name: 'Close' }).click();
    await expect(tableOrder(a).getByText('Iced lemon tea')).toBeVisible();

    // The POS sees table 10's open tab with its first customer.
    const table10 = pos.page.locator('article.table').filter({ hasText: /^Table 10/ });
    await expect(table10.getByText('Opened the tab')).toBeVisible({ timeout: 15_000 });

    // B scans table 10, asks to join as a guest, and waits for an answer.
    await openQr(b, 'cafe', 'Table 10');
    await joinAsGuest(b);
    await expect(
      b.getByText('Waiting for someone at the table to accept your request…'),
    ).toBeVisible();

    // A, on the cart screen, accepts with auto-approve ticked.
    const request = a.getByRole('dialog', { name: 'Request to join your table' });
    await expect(request).toBeVisible();
    await request.getByRole('checkbox', { name: /Accept new requests automatically/ }).check();
    await request.getByRole('button', { name: 'Accept' }).click();
    const joined = b.getByRole('dialog', { name: 'You joined the table' });
    await expect(joined).toBeVisible();
    await joined.getByRole('button', { name: 'OK' }).click();

    // B orders a vegetable curry; A sees it live, marked as the group's; B sees A's tea.
    await addItem(b, 'Vegetable curry');
    await b.getByRole('link', { name: /View Order/ }).click();
    await expect(tableOrder(b).getByText('Iced lemon tea')).toBeVisible();
    await b.getByRole('button', { name: 'Place order' }).click();
    await expect(b.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    const curryAtA = tableOrder(a).getByRole('listitem').filter({ hasText: 'Vegetable curry' });
    await expect(curryAtA).toBeVisible();
    await expect(curryAtA.getByText('Your group')).toBeVisible();

    // Another phone at the table is let in at once: the auto-approve window is open.
    await openQr(later, 'cafe', 'Table 10');
    await joinAsGuest(later);
    await expect(later.getByRole('dialog', { name: 'You joined the table' })).toBeVisible();
    await expect(
      pos.page.getByRole('list', { name: 'Members of table 10' }).getByRole('listitem'),
    ).toHaveCount(3, { timeout: 15_000 });

    // A calls the waiter; the POS acknowledges; A is told a waiter is on the way.
    await a.goto('/');
    await a.getByRole('button', { name: 'Call waiter' }).click();
    await expect(a.getByText('Calling a waiter to your table…')).toBeVisible();
    await pos.page
      .getByRole('button', { name: 'Acknowledge the waiter call of table 10' })
      .click({ timeout: 15_000 });
    await expect(a.getByText('A waiter is on the way to your table.')).toBeVisible();

    // The POS moves the tab to table 11; both phones follow, and B's next item reaches A there.
    await pos.page
      .getByRole('combobox', { name: 'Move table 10 to' })
      .selectOption({ label: 'Table 11' });
    await pos.page.getByRole('button', { name: 'Move table 10 to table 11' }).click();
    const table11 = pos.page.locator('article.table').filter({ hasText: /^Table 11/ });
    await expect(table11.getByText('Opened the tab')).toBeVisible({ timeout: 15_000 });
    await expect(table10.getByText('No open tab.')).toBeVisible();
    await a.goto('/order-details');
    await b
      .getByRole('dialog', { name: 'Order placed' })
      .getByRole('button', { name: 'Close' })
      .click();
    await b.getByRole('link', { name: 'Add more items' }).click();
    await addItem(b, 'Ondeh-ondeh');
    await b.getByRole('link', { name: /View Order/ }).click();
    await b.getByRole('button', { name: 'Place order' }).click();
    await expect(b.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    await expect(
      tableOrder(a)
        .getByRole('listitem')
        .filter({ hasText: 'Ondeh-ondeh' })
        .filter({ hasText: 'Your group' }),
    ).toBeVisible();
  } finally {
    await Promise.all([a.context().close(), b.context().close(), later.context().close()]);
    await pos.close();
  }
});
