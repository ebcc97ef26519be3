import { expect, request, test, type Browser, type Locator, type Page } from '@playwright/test';
import { endpoints, type BillSplit, type PosOrder } from '@tabula/api-client';
import { message, type CatalogLocale } from './catalog';
import { demo, venue } from './demo';
import { openQr } from './open-qr';
import { signUpAndSignIn, type NewDiner } from './sign-in';

/*
 * Staff's side of a scan-and-pay table's bill (issue 18) through the POS staff API, where clicks
 * add nothing: opening a bill as a journey's setup, and reading the split and the bill to assert
 * on. Splitting the bill and taking a part at the counter are staff's clicks in the POS console
 * (pos-bill-console.ts), as is opening a bill where the journey is about the console.
 */

/** The cafe's menu items the journeys' bills are made of (apps/server/venues/kopi-kaya-cafe.venue.yaml). */
export const CAFE_ITEM_IDS = {
  icedLemonTea: 106,
  vegCurry: 109,
  cake: 115,
  ondehOndeh: 116,
} as const;

/** A line of a bill staff open: an item and how many. */
export interface BillItem {
  item_id: number;
  count: number;
}

/** The journeys' bill, as the seed's S1 bill: no item with a modifier sheet, one cake. */
export const FOUR_DISH_BILL: readonly BillItem[] = [
  { item_id: CAFE_ITEM_IDS.icedLemonTea, count: 3 },
  { item_id: CAFE_ITEM_IDS.vegCurry, count: 2 },
  { item_id: CAFE_ITEM_IDS.ondehOndeh, count: 2 },
  { item_id: CAFE_ITEM_IDS.cake, count: 1 },
];

/** A scan-and-pay table as staff work on it. */
export interface StaffTable {
  id: number;
  /** Opens the table's bill (or adds to it) with these covers and items: the bill's order. */
  openBill(covers: number, items: readonly BillItem[]): Promise<PosOrder>;
  /** The bill's split state as the POS reads it (while the table has a bill). */
  billSplit(): Promise<BillSplit>;
  /** An order as the POS reads it, e.g. the bill once paid. */
  order(orderId: number): Promise<PosOrder>;
}

/** Calls the POS staff API with the demo's staff token and returns the parsed answer. */
async function staffCall(method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
  const api = await request.newContext({
    baseURL: demo().origin,
    extraHTTPHeaders: { Authorization: `Bearer ${demo().staffToken}` },
  });
  try {
    const answer = await api.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    if (!answer.ok()) {
      throw new Error(
        `${method} ${path} answered ${String(answer.status())}: ${await answer.text()}`,
      );
    }
    return (await answer.json()) as unknown;
  } finally {
    await api.dispose();
  }
}

/** The cafe's scan-and-pay table by its number ("S2"), for staff. */
export async function staffTable(number: string): Promise<StaffTable> {
  const outletId = venue('cafe').outletId;
  const { tables } = endpoints.pos.tables.response.parse(
    await staffCall('GET', `/pos/api/outlets/${String(outletId)}/tables`),
  );
  const table = tables.find((candidate) => candidate.number === number);
  if (table === undefined) throw new Error(`the cafe has no table ${number}`);
  expect(table.qr_source).toBe('scan_and_pay');
  const base = `/pos/api/tables/${String(table.id)}`;
  return {
    id: table.id,
    async openBill(covers, items) {
      const opened = endpoints.pos.openTableBill.response.parse(
        await staffCall('POST', `${base}/bill`, { covers, items }),
      );
      return opened.order;
    },
    async billSplit() {
      return endpoints.pos.billSplit.response.parse(await staffCall('GET', `${base}/bill/split`));
    },
    async order(orderId) {
      const answer = await staffCall('GET', `/pos/api/orders/${String(orderId)}`);
      return endpoints.pos.order.response.parse(answer).order;
    },
  };
}

/** A phone of its own (its own cookies: its own session), at the journeys' phone viewport. */
export async function phone(browser: Browser, language?: CatalogLocale): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
    locale: 'en',
  });
  if (language !== undefined) {
    // The diner chose this language on this phone before (A§9: the choice is stored locally).
    await context.addInitScript((chosen) => {
      localStorage.setItem('tabula.locale', JSON.stringify(chosen));
    }, language);
  }
  return context.newPage();
}

/** Closes the outlet's announcement, which a table's first visit shows over the bill. */
export async function closeAnnouncement(page: Page, locale: CatalogLocale = 'en'): Promise<void> {
  const say = (id: string) => (locale === 'en' ? id : message(locale, id));
  const announcement = page.getByRole('dialog', { name: say('Announcement') });
  await expect(announcement).toBeVisible();
  await announcement
    .getByRole('button', { name: say('Close') })
    .filter({ hasText: say('Close') })
    .click();
  await expect(announcement).toHaveCount(0);
}

/**
 * Scans a cafe scan-and-pay table ("Table S2") and signs the diner in through the API (a split
 * is held by a user), then reloads and closes the announcement: the table's bill shows.
 */
export async function seat(
  page: Page,
  spot: string,
  diner: NewDiner,
  locale: CatalogLocale = 'en',
): Promise<void> {
  await openQr(page, 'cafe', spot);
  await signUpAndSignIn(page, diner);
  await page.reload();
  await closeAnnouncement(page, locale);
  const yourBill = locale === 'en' ? 'Your bill' : message(locale, 'Your bill');
  await expect(page.getByRole('heading', { name: yourBill })).toBeVisible();
}

/** Saves each phone's screen beside the test's report when a step fails, then fails. */
export async function keepScreens(pages: readonly Page[], error: unknown): Promise<never> {
  await Promise.all(
    pages.map((page, i) =>
      page
        .screenshot({ path: test.info().outputPath(`phone-${String(i + 1)}.png`) })
        .catch(() => undefined),
    ),
  );
  throw error;
}

/** The amount in a text as the app prints it, e.g. "SGD 12.34" → "12.34". */
export function amountIn(text: string): string {
  const amount = /(\d+\.\d{2})/.exec(
    text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)),
  )?.[1];
  if (amount === undefined) throw new Error(`no amount in "${text}"`);
  return amount;
}

/** The row of split n on the equal split list (English). */
export function splitRow(page: Page, n: number): Locator {
  return page
    .getByRole('region', { name: 'Equal split' })
    .getByRole('listitem')
    .nth(n - 1);
}

/**
 * On /, `first` splits the bill evenly in two (the modal's default choice) and `second` opens
 * Split Bill and sees both splits. Returns the two shares' amounts as `first` reads them.
 */
export async function splitEvenlyInTwo(first: Page, second: Page): Promise<[string, string]> {
  await first.getByRole('button', { name: 'Split Bill' }).click();
  const modal = first.getByRole('dialog', { name: 'Split the bill' });
  await expect(modal.getByRole('radio', { name: 'Split Evenly' })).toBeChecked();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(first.getByText('The bill is split 2 ways. Pick a split to pay it.')).toBeVisible();
  await second.getByRole('button', { name: 'Split Bill' }).click();
  await expect(splitRow(second, 2)).toBeVisible();
  return [
    amountIn(await splitRow(first, 1).innerText()),
    amountIn(await splitRow(first, 2).innerText()),
  ];
}

/** Pays the part on the checkout with PayTabs on the sandbox's hosted page, approved. */
export async function payOnHostedPage(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'PayTabs' }).check();
  await page.getByRole('button', { name: /^Pay SGD/ }).click();
  await expect(page).toHaveURL(/\/hosted-pages\/pay\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}
