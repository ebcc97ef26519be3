import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { message } from './support/catalog';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { closeAnnouncement } from './support/table-bill';

/*
 * Issue 33, "a dietary filter from the nine item labels ... remembered on the device, combined
 * with search, announced to screen readers, in four languages": a diner at the cafe hides the
 * dishes with nuts and seafood, searches within what is left, comes back after a reload to the
 * same filters, and clears them; a phone in Arabic reads the filters in Arabic.
 *
 * The cafe's labels (its venue file): Nasi lemak has nuts and fish, Laksa fish, the chocolate
 * cake nuts; the vegetable curry is vegetarian and gluten free.
 */

const filters = (page: Page, name = 'Dietary filters') => page.getByRole('group', { name });
const chip = (page: Page, name: string, group?: string) =>
  filters(page, group).getByRole('button', { name, exact: true });

test('a diner hides nuts and seafood, searches within, and finds the filters again after a reload', async ({
  page,
}) => {
  await openQr(page, 'cafe', 'Table T1');
  await closeAnnouncement(page);
  await expect(menuCard(page, 'Nasi lemak')).toBeVisible();

  await test.step('the cafe uses every label the filters read', async () => {
    await expect(filters(page).getByRole('button')).toHaveText([
      'No nuts',
      'No dairy',
      'No seafood',
      'No egg',
      'Gluten free only',
      'Vegetarian only',
    ]);
  });

  await test.step('no nuts, then no seafood: the dishes carrying them leave the menu', async () => {
    await chip(page, 'No nuts').click();
    await expect(chip(page, 'No nuts')).toHaveAttribute('aria-pressed', 'true');
    await expect(menuCard(page, 'Nasi lemak')).toHaveCount(0);
    await expect(menuCard(page, 'Chocolate cake')).toHaveCount(0);
    await expect(menuCard(page, 'Laksa')).toBeVisible();
    await chip(page, 'No seafood').click();
    await expect(menuCard(page, 'Laksa')).toHaveCount(0);
    await expect(menuCard(page, 'Vegetable curry')).toBeVisible();
    // Screen readers hear how many dishes are left.
    await expect(page.getByRole('status').filter({ hasText: /\d+ dishes shown/ })).toHaveCount(1);
    await expect(
      page.getByText('Please ask the staff about allergies.', { exact: false }),
    ).toBeVisible();
  });

  await test.step('the search looks within the filtered menu', async () => {
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('curry');
    await expect(menuCard(page, 'Vegetable curry')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '1 dish shown' })).toHaveCount(1);
    await search.fill('nasi');
    await expect(page.getByText('No items match “nasi”')).toBeVisible();
    await search.fill('');
  });

  await test.step('a reload keeps the filters: they are remembered on the phone', async () => {
    await page.reload();
    await expect(menuCard(page, 'Vegetable curry')).toBeVisible();
    await expect(chip(page, 'No nuts')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'No seafood')).toHaveAttribute('aria-pressed', 'true');
    await expect(menuCard(page, 'Nasi lemak')).toHaveCount(0);
  });

  await test.step('clearing the filters brings every dish back', async () => {
    await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(menuCard(page, 'Nasi lemak')).toBeVisible();
    await expect(menuCard(page, 'Laksa')).toBeVisible();
    await expect(chip(page, 'No nuts')).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('on a phone in Arabic', () => {
  test.use({ locale: 'ar-KW' });
  const ar = (id: string) => message('ar', id);

  test('the filters speak Arabic and keep only the vegetarian dishes', async ({ page }) => {
    await openQr(page, 'cafe', 'Table T1');
    await closeAnnouncement(page, 'ar');
    // The cafe's Arabic names (its venue file): nasi lemak and the vegetable curry.
    await expect(menuCard(page, 'ناسي ليماك')).toBeVisible();
    await chip(page, ar('Vegetarian only'), ar('Dietary filters')).click();
    await expect(menuCard(page, 'ناسي ليماك')).toHaveCount(0);
    await expect(menuCard(page, 'كاري الخضار')).toBeVisible();
    await expect(
      page.getByText(
        ar('Filters follow the restaurant’s labels. Please ask the staff about allergies.'),
      ),
    ).toBeVisible();
  });
});
