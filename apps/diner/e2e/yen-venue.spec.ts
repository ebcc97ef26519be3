import { fileURLToPath } from 'node:url';
import { expect, test as base } from './support/test';
import { formatMoney } from '@tabula/engine';
import { startDemoServer, type DemoServer } from '../scripts/demo-server.mjs';
import { expectBreakdown } from './support/breakdown';
import { expectPaymentReceived, payOnCardForm, TEST_CARDS } from './support/card-sandbox';
import { expectedBill, fetchCoupon, fetchHomePage, type CartPick } from './support/expected-bill';
import { menuCard } from './support/menu';
import { trackedInvoice } from './support/tracked-invoice';

/*
 * Issue 32, "currencies at 0, 2 and 3 decimals work through the whole product": a restaurant in
 * Tokyo writes its venue file in Japanese yen (apps/server/venues/examples/kissa-hoshi.venue.yaml,
 * decimal_precision 0, prices including the 10 % consumption tax) and imports it with
 * `pnpm venue import` as docs/getting-started.md says: this journey's own server seeds the demo,
 * stops, imports the file and starts again. A guest at its counter sees whole-yen prices on the
 * menu, picks an option, applies a 10 % coupon whose saving is a fraction of a yen before
 * rounding, pays by card through Stripe.js, and downloads the invoice in English and Chinese:
 * every amount whole yen, the same on every screen.
 */

const KISSA_HOSHI = fileURLToPath(
  new URL('../../server/venues/examples/kissa-hoshi.venue.yaml', import.meta.url),
);
const COMPANY = 'Kissa Hoshi';

/**
 * This journey's own server, for the file's tests (a worker fixture: the pages' baseURL needs it
 * before any test starts). Two starts on PGlite and an import between them.
 */
const test = base.extend<object, { server: DemoServer }>({
  server: [
    // Playwright reads a fixture's needs from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startDemoServer({ venueFiles: [KISSA_HOSHI] });
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // The pages talk to this journey's server, not the worker's.
  baseURL: async ({ server }, provide) => {
    await provide(server.origin);
  },
});

/** An amount as the app writes it in English: "¥1,719". */
const yenOnScreen = (amount: string) =>
  formatMoney(amount, { currency: 'JPY', precision: 0, locale: 'en' });

/** An amount as the invoice writes it: "JPY 1,719" (spaces as plain spaces). */
const yenOnInvoice = (amount: string) =>
  formatMoney(amount, { currency: 'JPY', precision: 0, locale: 'en', display: 'code' }).replace(
    /\s/gu,
    ' ',
  );

/** Lines of an invoice with a yen amount written with decimals: none may exist. */
const withDecimals = (lines: string[]) => lines.filter((line) => /(JPY|¥)\s*[\d,]+\.\d/.test(line));

const PICKS: CartPick[] = [
  { item: 'Blend coffee', options: [{ group: 'Size', option: 'Large' }] },
  { item: 'Egg sandwich' },
  { item: 'Custard pudding' },
];

test('a venue imported in yen: whole-yen prices, an option, a coupon, a card payment and the invoice', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const counter = server.venues[COMPANY]?.links.Counter;
  if (counter === undefined) throw new Error(`${COMPANY} has no counter in the start banner`);

  await test.step('the counter of the imported venue opens its menu, priced in whole yen', async () => {
    await page.goto(counter);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.getByRole('radio', { name: 'Take Out' }).click();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(menuCard(page, 'Blend coffee')).toContainText(yenOnScreen('550'));
    await expect(menuCard(page, 'Napolitan')).toContainText(yenOnScreen('1100'));
    await expect(menuCard(page, 'Custard pudding')).toContainText(yenOnScreen('480'));
  });

  await test.step('a large blend coffee (+¥100), an egg sandwich and a pudding', async () => {
    await menuCard(page, 'Blend coffee').getByRole('button', { name: 'Add', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Blend coffee' });
    const size = sheet.getByRole('radiogroup', { name: 'Size' });
    await expect(size.getByRole('radio', { name: /Regular/ })).toBeChecked();
    await size.getByRole('radio', { name: /Large/ }).check();
    await sheet.getByRole('button', { name: `Add ${yenOnScreen('650')}` }).click();
    await expect(sheet).toHaveCount(0);
    for (const item of ['Egg sandwich', 'Custard pudding']) {
      await menuCard(page, item).getByRole('button', { name: 'Add', exact: true }).click();
      await expect(menuCard(page, item).getByRole('group')).toHaveText('1');
    }
  });

  const home = await fetchHomePage(page);
  expect(home.company).toMatchObject({ currency: 'JPY', decimal_precision: 0 });
  const coupon = await fetchCoupon(page, 'HOSHI10');
  const bill = expectedBill(home, PICKS, { coupons: [coupon] });
  // 650 + 780 + 480; 10 % of 1,910 is 191 (the lines' shares 65, 78 and 48); the 10 % tax is
  // inside the prices: 1,719 / 11 = 156.27, written 156.
  expect(bill.sub_total).toBe('1910');
  expect(bill.discounts.map((discount) => discount.discountedAmount)).toEqual(['191']);
  expect(bill.total_amount).toBe('1719');
  expect(bill.tax_total).toBe('156');

  await test.step('the order: the coupon saves ¥191, the total is ¥1,719', async () => {
    await page.getByRole('link', { name: /View Order/ }).click();
    await expect(page).toHaveURL(/\/order-details$/);
    await expectBreakdown(page, home, expectedBill(home, PICKS));
    await page.getByRole('textbox', { name: 'Promo code or coupon' }).fill('HOSHI10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '10% off' })).toContainText(
      `You save ${yenOnScreen('191')}`,
    );
    await expectBreakdown(page, home, bill);
  });

  await test.step('checkout as a guest, the card through Stripe.js: paid', async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectBreakdown(page, home, bill);
    await page
      .getByRole('radiogroup', { name: 'Payment method' })
      .getByRole('radio', { name: 'Card' })
      .check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const sheet = page.getByRole('dialog', { name: 'Pay by card' });
    await expect(sheet).toBeVisible();
    await payOnCardForm(page, TEST_CARDS.visa);
    await expectPaymentReceived(page, 'stripe', server.origin);
  });

  await test.step('the invoice in English and in Chinese: every amount in whole yen', async () => {
    const english = await trackedInvoice(page, 'en');
    expect(english).toContain(`1 x Blend coffee ${yenOnInvoice('650')}`);
    expect(english).toContain(`Subtotal ${yenOnInvoice('1910')}`);
    expect(english).toContain(`10% off - ${yenOnInvoice('191')}`);
    expect(english).toContain(`Total ${yenOnInvoice('1719')}`);
    expect(withDecimals(english)).toEqual([]);
    const chinese = await trackedInvoice(page, 'zh');
    expect(chinese.some((line) => line.includes('招牌混合咖啡'))).toBe(true);
    expect(chinese.some((line) => line.includes(yenOnInvoice('1719')))).toBe(true);
    expect(withDecimals(chinese)).toEqual([]);
  });
});
