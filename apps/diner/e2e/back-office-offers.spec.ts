import { endpoints, type PosOffers } from '@tabula/api-client';
import { request, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demo, venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { openPosPage, signInToPos } from './support/pos-console';

/*
 * The company's offers in the back office (issue 32), as a restaurant runs them: the owner adds a
 * coupon TEATIME (1.00 off the order) on the POS's Offers page; a diner at the cafe's counter
 * types it and saves 1.00; the owner retires it, and the next diner who types it is refused. The
 * coupon stays retired at the end (a coupon is never deleted), and no other journey uses it.
 */

const CODE = 'TEATIME';

/** The cafe company's offers through the staff API (the journeys' machine token). */
async function cafeOffers(): Promise<PosOffers> {
  const api = await request.newContext({
    baseURL: demo().origin,
    extraHTTPHeaders: { Authorization: `Bearer ${demo().staffToken}` },
  });
  try {
    const answer = await api.get(`/pos/api/outlets/${String(venue('cafe').outletId)}/offers`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return endpoints.pos.offers.response.parse(await answer.json());
  } finally {
    await api.dispose();
  }
}

/** A diner at the cafe's counter with an iced lemon tea in the cart, typing the code. */
async function typeTheCode(page: Page): Promise<void> {
  await openQr(page, 'cafe');
  await enterCafeMenu(page, 'Eat In');
  await menuCard(page, 'Iced lemon tea').getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('link', { name: /View Order/ }).click();
  await page.getByRole('textbox', { name: 'Promo code or coupon' }).fill(CODE.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

test('the owner adds a coupon that a diner uses at once, then retires it', async ({ browser }) => {
  test.slow();
  const owner = await (await browser.newContext({ baseURL: demo().origin })).newPage();
  try {
    await test.step('the owner adds TEATIME, 1.00 off the whole order, on the Offers page', async () => {
      await owner.goto('/pos');
      await signInToPos(owner, demo().owners.cafe, demo().owners.password);
      await openPosPage(owner, 'Offers', 'offers');
      await owner.getByRole('button', { name: 'Add a coupon' }).click();
      const form = owner.getByRole('form', { name: 'New coupon' });
      await form.getByLabel('Code (fixed once saved)').fill(CODE);
      await form.getByLabel('Name').fill('Tea time');
      await form.getByLabel('Takes off').selectOption('FIXED');
      await form.getByLabel(/^Amount/).fill('1.00');
      await form.getByRole('checkbox', { name: 'On the whole order' }).check();
      await form.getByRole('button', { name: 'Save the coupon' }).click();
      await expect(owner.getByRole('status')).toHaveText('Coupon saved');
      const saved = (await cafeOffers()).coupons.find((coupon) => coupon.code === CODE);
      expect(saved).toMatchObject({
        active: true,
        definition: { discount_type: 'FIXED', discount_rate: '1.00', on_total: true },
      });
    });

    await test.step('a diner types the code and saves 1.00', async () => {
      const diner = await (await browser.newContext({ baseURL: demo().origin })).newPage();
      await typeTheCode(diner);
      await expect(diner.getByRole('status').filter({ hasText: 'Tea time' })).toContainText(
        'You save',
      );
      await diner.context().close();
    });

    await test.step('the owner retires it; the next diner who types it is refused', async () => {
      await owner.getByRole('button', { name: `Change ${CODE}` }).click();
      const form = owner.getByRole('form', { name: `Coupon ${CODE}` });
      await form.getByRole('checkbox', { name: 'Diners may use it' }).uncheck();
      await form.getByRole('button', { name: 'Save the coupon' }).click();
      await expect(owner.getByRole('status')).toHaveText('Coupon saved');
      expect((await cafeOffers()).coupons.find((coupon) => coupon.code === CODE)?.active).toBe(
        false,
      );
      const diner = await (await browser.newContext({ baseURL: demo().origin })).newPage();
      await typeTheCode(diner);
      await expect(diner.getByRole('status').filter({ hasText: 'Tea time' })).toHaveCount(0);
      await expect(diner.getByRole('textbox', { name: 'Promo code or coupon' })).toBeVisible();
      await diner.context().close();
    });
  } finally {
    await owner.context().close();
  }
});
