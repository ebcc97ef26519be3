import { expect, test } from './support/test';
import { formatInPage } from './support/breakdown';
import { message } from './support/catalog';
import { fetchHomePage } from './support/expected-bill';
import { openQr } from './support/open-qr';

/*
 * Issue 6, "Tests": the lite-plan restaurant (Bait Al Kuwait, Arabic by default) shows a menu
 * without a cart. spec: A§4, the lite plan enables only search, show_branding and
 * grouped_items_lite; A§2, /order-details is gated by the cart flag and sent to /.
 */

// A phone set to French, which Bait Al Kuwait does not offer: its default language, Arabic (A§9).
test.use({ locale: 'fr-FR' });

const ar = (id: string, values: Readonly<Record<string, string>> = {}) => message('ar', id, values);

test('the lite-plan restaurant: a menu to read, no cart, and /order-details leads back to /', async ({
  page,
}) => {
  await openQr(page, 'kuwait');
  const home = await fetchHomePage(page);
  expect(home.session.subscription_plan_id).toBe('sapaad_direct_lite');
  expect(home.feature_flags.cart.enabled).toBe(false);

  await test.step('the menu reads, with prices and no cart controls', async () => {
    const hummus = page.getByRole('article', { name: 'حمص', exact: true });
    await expect(hummus).toBeVisible();
    const [price] = await formatInPage(page, home, ['1.250'], 'ar');
    await expect(hummus).toContainText(price ?? 'no price');
    await expect(page.getByRole('article').first()).toBeVisible();
    // No Add on any card, no count control, no cart bar.
    await expect(page.getByRole('button', { name: ar('Add'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
    await expect(page.getByRole('article').getByRole('group')).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(ar('View Order')) })).toHaveCount(0);
  });

  await test.step('a grouped item lists its picks and their prices (grouped_items_lite)', async () => {
    const picks = page.getByRole('list', {
      name: ar('Choices for {itemName}', { itemName: 'عصير طازج' }),
    });
    await expect(picks.getByRole('listitem')).toHaveCount(2);
    await expect(picks).toContainText('عصير برتقال');
    await expect(picks).toContainText('ليمون ونعناع');
  });

  await test.step('the branding footer shows (show_branding)', async () => {
    await expect(page.getByText(ar('Powered by Tabula'))).toBeVisible();
  });

  await test.step('/order-details is gated by the cart flag: back to /', async () => {
    await page.goto('/order-details');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('article', { name: 'حمص', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: ar('Your order') })).toHaveCount(0);
  });
});
