import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { demo, type VenueKey } from './demo';
import { outboxCodes } from './outbox-codes';

/** The restaurant's POS console (`/pos`) in its own browser context, as the staff's tablet. */
export interface PosConsole {
  page: Page;
  /**
   * The order's card in the console's list, by the number the diner sees: the newest with that
   * number, as numbers start again each day and the list (newest first) may still hold
   * yesterday's order of the same number after midnight.
   */
  order(orderNumber: string): Locator;
  /** Presses one of the order's actions (Confirm, Ready, Delivered) and waits for the console's note. */
  act(orderNumber: string, action: 'Confirm' | 'Ready' | 'Delivered'): Promise<void>;
  /**
   * Records the diner's payment at the counter ("Record payment of SGD 21.91" in the order's
   * "Payment, discount, loyalty" panel) and waits for the console's note. The button names the
   * amount, so a total the console and the diner disagree on fails here.
   *
   * @param total - the order's total as the console writes it, e.g. "SGD 21.91"
   */
  recordPayment(
    orderNumber: string,
    total: string,
    paidBy?: 'Cash' | 'Card (terminal)',
  ): Promise<void>;
  /** Records the order's payment in cash at the counter (its whole total). */
  recordCashPayment(orderNumber: string): Promise<void>;
  close(): Promise<void>;
}

const DONE: Record<'Confirm' | 'Ready' | 'Delivered', string> = {
  Confirm: 'confirmed',
  Ready: 'marked ready',
  Delivered: 'delivered',
};

/** Signs in to the console on `page` (at /pos) with an e-mail address and password. */
export async function signInToPos(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel(/^Outlet/)).toBeVisible();
}

/**
 * Signs in to the console on `page` (at /pos) with a one-time code: asks for it by e-mail and
 * reads it from the dev outbox, as the person would from their inbox.
 */
export async function signInToPosWithCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Get a code by e-mail instead' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect(page.getByText(`If ${email} may sign in here, a code is on its way.`)).toBeVisible();
  await expect
    .poll(() => outboxCodes(page, email), { message: `a code e-mailed to ${email}` })
    .toHaveLength(1);
  const [code = ''] = await outboxCodes(page, email);
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel(/^Outlet/)).toBeVisible();
}

/**
 * Opens a page of the console from its bar of pages, by the link's name, as staff do, and waits
 * for its address (`/pos/menu` for `menu`).
 */
export async function openPosPage(page: Page, link: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(new RegExp(`/pos/${path}$`));
}

/** The demo owner of the company whose outlet this is. */
function ownerOf(outletId: number): string {
  const { venues, owners } = demo();
  const key = (Object.keys(venues) as VenueKey[]).find((k) => venues[k].outletId === outletId);
  if (key === undefined) throw new Error(`no demo venue has outlet ${String(outletId)}`);
  return owners[key];
}

/**
 * Opens the POS console signed in as the owner of the outlet's demo company, in a context of its
 * own (no diner cookie), on the given outlet's orders.
 */
export async function openPosConsole(browser: Browser, outletId: number): Promise<PosConsole> {
  const context = await browser.newContext({ baseURL: demo().origin });
  const page = await context.newPage();
  await page.goto('/pos');
  await signInToPos(page, ownerOf(outletId), demo().owners.password);
  await page.getByLabel(/^Outlet/).selectOption(String(outletId));
  const order = (orderNumber: string) =>
    page
      .locator('article.order')
      .filter({ has: page.getByRole('heading').getByText(`#${orderNumber}`, { exact: true }) })
      .first();
  return {
    page,
    order,
    async act(orderNumber, action) {
      const card = order(orderNumber);
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: action, exact: true }).click();
      await expect(page.getByRole('status')).toContainText(`Order ${orderNumber} ${DONE[action]}`);
    },
    async recordCashPayment(orderNumber) {
      const card = order(orderNumber);
      await expect(card).toBeVisible();
      await card.getByText('Payment, discount, loyalty').click();
      await card.getByLabel('Payment type').selectOption('cash');
      await card.getByRole('button', { name: /^Record payment of / }).click();
      await expect(page.getByRole('status')).toContainText(
        `Order ${orderNumber}: payment recorded`,
      );
    },
    async recordPayment(orderNumber, total, paidBy = 'Cash') {
      const card = order(orderNumber);
      await expect(card).toBeVisible();
      const panel = card.locator('details').filter({ hasText: 'Payment, discount, loyalty' });
      await panel.locator('summary').click();
      await panel.getByRole('combobox', { name: 'Payment type' }).selectOption({ label: paidBy });
      await panel.getByRole('button', { name: `Record payment of ${total}`, exact: true }).click();
      await expect(page.getByRole('status')).toContainText(
        `Order ${orderNumber}: payment recorded`,
      );
    },
    async close() {
      await context.close();
    },
  };
}
