import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { fetchHomePage, type HomePage } from './support/expected-bill';
import { openQr } from './support/open-qr';
import { setSoldOut } from './support/pos';
import { signUpAndSignIn } from './support/sign-in';
import { menuCard } from './support/menu';

/*
 * An item the restaurant marks sold out from the POS while it sits in a diner's cart (A§5: sold
 * out items must be removed before checkout; A§8: the sold-out error redirects to
 * /order-details). The journeys use Vegetable curry, which no other journey orders, and put it
 * back in stock at the end, since every journey of a run shares the demo server.
 */

const SOLD_OUT_MESSAGE =
  'Sorry, some items in your cart are sold out. Please remove them to place your order.';

const card = menuCard;

const cartLine = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Your items' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

function itemId(home: HomePage, name: string): number {
  const categories = home.menu.categories.flatMap((category) => [
    category,
    ...(category.categories ?? []),
  ]);
  const item = categories
    .flatMap((category) => category.items)
    .find((entry) => entry.name === name);
  if (!item) throw new Error(`the cafe's menu lists no ${name}`);
  return item.id;
}

/** A counter scan of the cafe with Vegetable curry and Iced lemon tea in the cart. */
async function cartWithCurry(page: Page): Promise<number> {
  await openQr(page, 'cafe');
  await enterCafeMenu(page, 'Take Out');
  await card(page, 'Vegetable curry').getByRole('button', { name: 'Add', exact: true }).click();
  await card(page, 'Iced lemon tea').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('link', { name: /View Order/ })).toContainText('2 items');
  return itemId(await fetchHomePage(page), 'Vegetable curry');
}

test('an item sold out from the POS is flagged on the menu and in the cart, and blocks checkout', async ({
  page,
}) => {
  test.slow();
  const curry = await cartWithCurry(page);
  const { outletId } = venue('cafe');
  try {
    await setSoldOut(page, outletId, curry, true);
    await page.reload();

    await test.step('the menu shows it sold out, without Add or a count', async () => {
      const curryCard = card(page, 'Vegetable curry');
      await expect(curryCard).toContainText('Sold out');
      await expect(curryCard.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
      await expect(curryCard.getByRole('group')).toHaveCount(0);
      await expect(card(page, 'Iced lemon tea').getByRole('group')).toHaveText('1');
    });

    const checkout = page.getByRole('button', { name: 'Checkout' });
    await test.step('the cart flags the line and Checkout says why it is blocked', async () => {
      await page.getByRole('link', { name: /View Order/ }).click();
      await expect(cartLine(page, 'Vegetable curry')).toContainText('Sold out');
      await expect(cartLine(page, 'Iced lemon tea')).not.toContainText('Sold out');
      await expect(page.getByRole('alert')).toContainText(SOLD_OUT_MESSAGE);
      await expect(checkout).toBeDisabled();
      await expect(page.getByText('Remove the sold-out items to continue.')).toBeVisible();
    });

    await test.step('removed from the cart, the order may go on', async () => {
      await cartLine(page, 'Vegetable curry')
        .getByRole('button', { name: 'Remove Vegetable curry' })
        .click();
      await expect(cartLine(page, 'Vegetable curry')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(checkout).toBeEnabled();
    });
  } finally {
    await setSoldOut(page, outletId, curry, false);
  }
});

test('sold out after the cart was read: Checkout gets the A§8 popup, and /order-details then flags it', async ({
  page,
}) => {
  test.slow();
  const curry = await cartWithCurry(page);
  const { outletId } = venue('cafe');
  // The checkout validates the cart for a signed-in diner (a visitor signs in first).
  await signUpAndSignIn(page, {
    phoneNumber: '92345678',
    name: 'Sold Out Diner',
    email: 'sold.out.diner@example.com',
  });
  await page.goto('/order-details');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeEnabled();
  try {
    await setSoldOut(page, outletId, curry, true);
    await checkout.click();
    // spec: A§8, out_of_stock_error: 'Item/s unavailable', and its button goes to /order-details.
    const popup = page.getByRole('alertdialog', { name: 'Item/s unavailable' });
    await expect(popup).toContainText(SOLD_OUT_MESSAGE);
    await popup.getByRole('button').click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/order-details$/);
    // The redirect re-reads the page configuration, so the line is flagged at once.
    await expect(cartLine(page, 'Vegetable curry').getByText('Sold out')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(SOLD_OUT_MESSAGE);
    await expect(checkout).toBeDisabled();
  } finally {
    await setSoldOut(page, outletId, curry, false);
  }
});
