import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { message, type CatalogLocale } from './support/catalog';
import { venue } from './support/demo';
import { openQr } from './support/open-qr';
import { acceptJoin, addFromSearch, joinAsGuest, openTabAsGuest } from './support/open-tab';
import { openPosConsole } from './support/pos-console';
import { keepScreens, phone } from './support/table-bill';

/*
 * Issue 17, "Tests": an open tab at the cafe's table 10 with two phones and the POS console. A
 * opens the tab and orders; B scans the same table, asks to join, A approves (ticking
 * auto-approve), B orders and both see each other's items live; a later phone at the table is
 * let straight in inside the auto-approve window; A calls the waiter and the POS acknowledges;
 * the POS moves the table and both phones follow it; the POS adds to the tab and both phones are
 * told the restaurant updated the order; A pays for everyone and B hears the bill is paid. Then a
 * join in Arabic, right to left, at the
 * cafe's table 12, where a rejected diner is told the table is occupied.
 */

/** Closes every 'Someone at your table has updated the order' message the phone is showing. */
async function settleGroupUpdates(page: Page): Promise<void> {
  const told = page
    .getByRole('alertdialog', { name: 'Order updated' })
    .filter({ hasText: 'Someone at your table has updated the order.' });
  // One at a time: each press may bring the next message of the queue.
  for (let shown = 0; shown < 5 && (await told.count()) > 0; shown += 1) {
    await told.getByRole('button').last().click();
  }
}

/** A text of the app in the language (English is the message id itself). */
const say = (locale: CatalogLocale, id: string) => (locale === 'en' ? id : message(locale, id));

/** The tab's lines on /order-details, under 'Table order'. */
function tableOrder(page: Page, locale: CatalogLocale = 'en') {
  return page.getByRole('region', { name: say(locale, 'Table order') });
}

test('two phones share a tab: join, approve, auto-approve, waiter, the POS moves and edits it, and A pays for everyone', async ({
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
    await openTabAsGuest(a, 'Iced lemon tea');
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
    await a
      .getByRole('dialog', { name: 'Request to join your table' })
      .getByRole('checkbox', { name: /Accept new requests automatically/ })
      .check();
    await acceptJoin(a, b);

    // B orders a vegetable curry; A sees it live, marked as the group's; B sees A's tea.
    await addFromSearch(b, 'Vegetable curry');
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
    await addFromSearch(b, 'Ondeh-ondeh');
    await b.getByRole('link', { name: /View Order/ }).click();
    await b.getByRole('button', { name: 'Place order' }).click();
    await expect(b.getByRole('dialog', { name: 'Order placed' })).toBeVisible();
    await expect(
      tableOrder(a)
        .getByRole('listitem')
        .filter({ hasText: 'Ondeh-ondeh' })
        .filter({ hasText: 'Your group' }),
    ).toBeVisible();

    // The POS adds an ondeh-ondeh to the tab: both phones are told the restaurant updated the
    // order, and its button shows the new count on the cart screen.
    await table11.getByText('Order on the tab').click();
    await table11.getByRole('button', { name: 'One more Ondeh-ondeh at table 11' }).click();
    await expect(pos.page.getByRole('status')).toContainText('Table 11: order updated');
    for (const diner of [a, b]) {
      const told = diner
        .getByRole('alertdialog', { name: 'Order updated' })
        .filter({ hasText: 'The restaurant has updated your order.' });
      // Messages show one at a time: the group's own updates may come first.
      await expect
        .poll(async () => {
          await settleGroupUpdates(diner);
          return told.count();
        })
        .toBe(1);
      await told.getByRole('button').last().click();
      await expect(diner).toHaveURL(/\/order-details$/);
      await expect(
        tableOrder(diner).getByRole('listitem').filter({ hasText: 'Ondeh-ondeh' }),
      ).toContainText('2×');
    }

    // A pays for everyone: Yes to paying the group's orders too, PayTabs on the sandbox page;
    // B hears the table's bill is paid, and the POS sees table 11 free again.
    await a.goto('/checkout');
    await a.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(a.getByText('Paying for your group')).toBeVisible();
    await a.getByRole('radio', { name: 'PayTabs' }).check();
    await a.getByRole('button', { name: 'Make Payment' }).click();
    await expect(a).toHaveURL(/\/hosted-pages\/pay\//);
    await a.getByRole('button', { name: 'Approve' }).click();
    await expect(a.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(
      b.getByText("Your table's bill is paid. Thank you for dining with us!"),
    ).toBeVisible();
    await expect(table11.getByText('No open tab.')).toBeVisible({ timeout: 15_000 });
  } catch (error) {
    await keepScreens([a, b, later, pos.page], error);
  } finally {
    await Promise.all([a.context().close(), b.context().close(), later.context().close()]);
    await pos.close();
  }
});

test('in Arabic at the cafe: a guest joins table 12 once accepted, and a rejected one is told the table is occupied', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ar = (id: string) => say('ar', id);
  const a = await phone(browser, 'ar');
  const b = await phone(browser, 'ar');
  const c = await phone(browser, 'ar');
  try {
    await openQr(a, 'cafe', 'Table 12');
    await expect(a.locator('html')).toHaveAttribute('dir', 'rtl');
    await openTabAsGuest(a, 'شاي بالليمون مثلج', 'ar');
    await expect(tableOrder(a, 'ar').getByText('شاي بالليمون مثلج')).toBeVisible();

    // B asks to join in Arabic and waits for an answer; A accepts.
    await openQr(b, 'cafe', 'Table 12');
    await joinAsGuest(b, 'ar');
    await expect(
      b.getByText(ar('Waiting for someone at the table to accept your request…')),
    ).toBeVisible();
    await acceptJoin(a, b, 'ar');

    // B's vegetable curry reaches A's table order live, marked as the group's.
    await addFromSearch(b, 'كاري الخضار', 'ar');
    await b.getByRole('link', { name: new RegExp(ar('View Order')) }).click();
    await b.getByRole('button', { name: ar('Place order') }).click();
    await expect(b.getByRole('dialog', { name: ar('Order placed') })).toBeVisible();
    const curry = tableOrder(a, 'ar').getByRole('listitem').filter({ hasText: 'كاري الخضار' });
    await expect(curry.getByText(ar('Your group'))).toBeVisible();

    // C asks too; A rejects; C is told the table is occupied.
    await openQr(c, 'cafe', 'Table 12');
    await joinAsGuest(c, 'ar');
    await a
      .getByRole('dialog', { name: ar('Request to join your table') })
      .getByRole('button', { name: ar('Reject') })
      .click();
    await expect(c).toHaveURL(/\/table-occupied$/);
    await expect(c.getByText(ar('This table is occupied'))).toBeVisible();
  } catch (error) {
    await keepScreens([a, b, c], error);
  } finally {
    await Promise.all([a.context().close(), b.context().close(), c.context().close()]);
  }
});
