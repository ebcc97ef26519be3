import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectBreakdown } from './support/breakdown';
import { enterCafeMenu } from './support/enter-menu';
import {
  expectedBill,
  fetchCoupon,
  fetchHomePage,
  formatAmount,
  type CartPick,
} from './support/expected-bill';
import { centreX } from './support/layout';
import { chickenRiceSetIcedTea, menuCard, nasiLemakOtahEgg } from './support/menu';
import { openQr } from './support/open-qr';
import { signUpAndSignIn } from './support/sign-in';
import { recordToasts, toastsSeen } from './support/toasts';
import { isolated } from './support/venue-names';

/*
 * Issue 6, "Tests", the core journey at the cafe's counter in English: the chooser and the
 * announcement, browse and search, an item with modifiers through its sheet (the Add gate and
 * hints), Repeat last and Add new, a grouped item, /order-details with a coupon and a promo code,
 * the charges breakdown against the engine's bill, a count and an item note edited, and a reload
 * that keeps the cart. The menu's breakfast and weekend brunch follow the clock, so the journey
 * uses only categories without a schedule.
 */

const nasiLemakWingPrawns: CartPick = {
  item: 'Nasi lemak',
  options: [
    { group: 'Sides', option: 'Fried chicken wing' },
    { group: 'Sides', option: 'Sambal prawns' },
  ],
};
const card = menuCard;

/** The item lines of /order-details. */
const cartLines = (page: Page) => page.getByRole('list', { name: 'Your items' });

/** One line of /order-details: the innermost list item naming the item and its options. */
const cartLine = (page: Page, name: string, options: string) =>
  cartLines(page)
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('listitem') })
    .filter({ has: page.getByText(name, { exact: true }) })
    .filter({ has: page.getByText(options, { exact: true }) });

// With motion, as most phones are: the other journeys ask for reduced motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('the cafe counter: browse, search, build a cart, codes, the bill, and a reload keeps it', async ({
  page,
}) => {
  // A long journey through every step of the cart on a shared, busy machine.
  test.slow();
  await recordToasts(page);
  await openQr(page, 'cafe');

  await test.step('the dine-mode chooser, then the outlet announcement', async () => {
    await expect(page.getByRole('group', { name: 'How would you like your order?' })).toBeVisible();
    await enterCafeMenu(page, 'Take Out');
    await expect(page.getByRole('button', { name: 'Take Out, change' })).toBeVisible();
  });
  const home = await fetchHomePage(page);
  expect(home.session.dine_mode).toBe('take_away');

  await test.step('the category bar scrolls to a section and follows the scrolling', async () => {
    const nav = page.getByRole('navigation', { name: 'Menu categories' });
    const desserts = page.getByRole('region', { name: 'Desserts', exact: true });
    await expect(desserts).not.toBeInViewport();
    await nav.getByRole('link', { name: 'Desserts' }).click();
    await expect(desserts).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Desserts' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await nav.getByRole('link', { name: 'Mains' }).click();
    await expect(page.getByRole('heading', { name: 'Mains', level: 2 })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Mains' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav.getByRole('link', { name: 'Desserts' })).not.toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  await test.step('search filters the menu, says when nothing matches, and clears', async () => {
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('laksa');
    await expect(card(page, 'Laksa')).toBeVisible();
    await expect(card(page, 'Flat white')).toBeHidden();
    await expect(card(page, 'Nasi lemak')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Desserts', exact: true })).toBeHidden();
    await search.fill('pizza');
    await expect(page.getByText('No items match “pizza”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(card(page, 'Flat white')).toBeVisible();
    await expect(card(page, 'Nasi lemak')).toBeVisible();
  });

  await test.step('an item with modifiers through its sheet, with the Add gate', async () => {
    await card(page, 'Nasi lemak').getByRole('button', { name: 'Add', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Nasi lemak' });
    const sides = sheet.getByRole('group', { name: 'Sides' });
    // spec: A§5 modifier hints; A§4 defaults preselected.
    await expect(sides).toContainText('Please choose minimum of 1 and maximum of 2');
    await expect(sides).toContainText('1 of 2');
    const wing = sides.getByRole('checkbox', { name: 'Fried chicken wing' });
    await expect(wing).toBeChecked();
    const add = sheet.getByRole('button', { name: /^Add SGD/ });
    await expect(add).toBeEnabled();
    // spec: A§4, Add is enabled only when every group meets its minimum.
    await wing.uncheck();
    await expect(sides).toContainText('0 of 2');
    await expect(add).toBeDisabled();
    await sides.getByRole('checkbox', { name: 'Otah' }).check();
    await expect(add).toBeEnabled();
    await sides.getByRole('checkbox', { name: 'Fried egg' }).check();
    await expect(sides).toContainText('2 of 2');
    // spec: A§4, at the maximum the remaining options are disabled.
    await expect(sides.getByRole('checkbox', { name: 'Sambal prawns' })).toBeDisabled();
    await expect(wing).toBeDisabled();
    const oneLine = expectedBill(home, [nasiLemakOtahEgg]);
    await expect(add).toHaveText(`Add ${formatAmount(home, oneLine.sub_total)}`);
    await add.click();
    await expect(sheet).toHaveCount(0);
    await expect(
      card(page, 'Nasi lemak').getByRole('group', { name: 'Quantity of Nasi lemak' }),
    ).toHaveText('1');
    await expect.poll(() => toastsSeen(page)).toContain('Added to cart: Nasi lemak');
  });

  await test.step('left to right: minus before plus, the cart bar’s count before its total', async () => {
    // The Arabic journey checks the mirror image of these.
    const quantity = card(page, 'Nasi lemak').getByRole('group');
    const minus = quantity.getByRole('button', { name: 'Remove', exact: true });
    expect(await centreX(minus)).toBeLessThan(
      await centreX(quantity.getByRole('button', { name: 'Add one more' })),
    );
    const bar = page.getByRole('link', { name: /View Order/ });
    const count = bar.locator('span[aria-hidden="true"]');
    await expect(count).toHaveText('1');
    expect(await centreX(count)).toBeLessThan(await centreX(bar.locator('span').last()));
  });

  await test.step('again: Repeat last makes it two, Add new adds another choice', async () => {
    const quantity = card(page, 'Nasi lemak').getByRole('group', {
      name: 'Quantity of Nasi lemak',
    });
    await quantity.getByRole('button', { name: 'Add one more' }).click();
    const repeat = page.getByRole('dialog', { name: 'Nasi lemak' });
    await expect(repeat).toContainText('Repeat your last choice, or add a new one?');
    await expect(repeat).toContainText('Otah');
    await repeat.getByRole('button', { name: 'Repeat last' }).click();
    await expect(repeat).toHaveCount(0);
    await expect(quantity).toHaveText('2');

    await quantity.getByRole('button', { name: 'Add one more' }).click();
    await page
      .getByRole('dialog', { name: 'Nasi lemak' })
      .getByRole('button', { name: 'Add new' })
      .click();
    // Add new opens the modifier sheet afresh, with the defaults.
    const sheet = page.getByRole('dialog', { name: 'Nasi lemak' });
    const sides = sheet.getByRole('group', { name: 'Sides' });
    await expect(sides.getByRole('checkbox', { name: 'Fried chicken wing' })).toBeChecked();
    await expect(sides.getByRole('checkbox', { name: 'Otah' })).not.toBeChecked();
    await sides.getByRole('checkbox', { name: 'Sambal prawns' }).check();
    await sheet.getByRole('button', { name: /^Add SGD/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(quantity).toHaveText('3');
    // spec: A§4, a decrement on an item with several customisations is blocked.
    await quantity.getByRole('button', { name: 'Remove one' }).click();
    await expect
      .poll(() => toastsSeen(page))
      .toContain('This item has multiple customisations. Remove it from the cart.');
    await expect(quantity).toHaveText('3');
  });

  await test.step('a grouped item through its sheet, then its pick’s modifiers', async () => {
    await card(page, 'Lunch set').getByRole('button', { name: 'Add', exact: true }).click();
    const picks = page.getByRole('dialog', { name: 'Lunch set' });
    await expect(picks.getByRole('button', { name: 'Laksa set, SGD 13.90' })).toBeVisible();
    await picks.getByRole('button', { name: 'Chicken rice set, SGD 12.90' }).click();
    const sheet = page.getByRole('dialog', { name: 'Chicken rice set' });
    const drink = sheet.getByRole('radiogroup', { name: 'Drink' });
    await expect(drink).toContainText('Please choose 1');
    await expect(drink.getByRole('radio', { name: 'Kopi' })).toBeChecked();
    await drink.getByRole('radio', { name: 'Iced lemon tea' }).check();
    await sheet.getByRole('button', { name: /^Add SGD/ }).click();
    await expect(sheet).toHaveCount(0);
    await expect(card(page, 'Lunch set').getByRole('group')).toHaveText('1');
    await expect.poll(() => toastsSeen(page)).toContain('Added to cart: Chicken rice set');
  });

  const picks: CartPick[] = [
    { ...nasiLemakOtahEgg, count: 2 },
    nasiLemakWingPrawns,
    chickenRiceSetIcedTea,
  ];

  await test.step('View Order opens /order-details with the lines and the engine’s bill', async () => {
    const bar = page.getByRole('link', { name: /View Order/ });
    await expect(bar).toContainText('4 items');
    await bar.click();
    await expect(page).toHaveURL(/\/order-details$/);
    await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(cartLine(page, 'Nasi lemak', 'Otah, Fried egg').getByRole('group')).toHaveText(
      '2',
    );
    await expect(
      cartLine(page, 'Nasi lemak', 'Fried chicken wing, Sambal prawns').getByRole('group'),
    ).toHaveText('1');
    // The item's name is isolated inside the sentence (bidi), as every venue name is.
    await expect(cartLines(page)).toContainText(
      `You have 2 customisations of ${isolated('Nasi lemak')}.`,
    );
    // Two nasi lemak bring the free ondeh-ondeh (a promotion's free item, not removable).
    await expect(page.getByRole('region', { name: 'Free items' })).toContainText(
      `${isolated('Ondeh-ondeh')} × 1`,
    );
    await expectBreakdown(page, home, expectedBill(home, picks));
  });

  await test.step('coupons: an ended one is refused, SAVE10 comes off the subtotal', async () => {
    const code = page.getByRole('textbox', { name: 'Promo code or coupon' });
    const apply = page.getByRole('button', { name: 'Apply', exact: true });
    await expect(apply).toBeDisabled();
    await code.fill('EXPIRED15');
    await apply.click();
    await expect(page.getByText('Invalid promo code!')).toBeVisible();
    // spec: A§5, Apply is disabled while an error shows; typing a new code clears it.
    await expect(apply).toBeDisabled();
    await code.fill('SAVE10');
    await expect(page.getByText('Invalid promo code!')).toHaveCount(0);
    await apply.click();
    const bill = expectedBill(home, picks, { coupons: [await fetchCoupon(page, 'SAVE10')] });
    const saved = bill.discounts[0]?.discountedAmount ?? 'none';
    await expect(page.getByRole('status').filter({ hasText: '10% off' })).toContainText(
      `You save ${formatAmount(home, saved)}`,
    );
    await expectBreakdown(page, home, bill);
    await page
      .getByRole('status')
      .filter({ hasText: '10% off' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(code).toBeVisible();
    await expectBreakdown(page, home, expectedBill(home, picks));
  });

  await test.step('a promo code: a visitor is asked to sign in', async () => {
    await page.getByRole('textbox', { name: 'Promo code or coupon' }).fill('WELCOME5');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Please sign in to use a promo code.')).toBeVisible();
  });

  await signUpAndSignIn(page, {
    phoneNumber: '91234567',
    name: 'Journey Diner',
    email: 'journey.diner@example.com',
  });
  // Sign-in renewed the session's CSRF token: the app reads the new one from the page.
  await page.reload();
  const signedIn = await fetchHomePage(page);
  expect(signedIn.user?.name).toBe('Journey Diner');

  await test.step('signed in, WELCOME5 unlocks its promotion', async () => {
    await page.getByRole('textbox', { name: 'Promo code or coupon' }).fill('WELCOME5');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const bill = expectedBill(signedIn, picks, { promoCodes: ['WELCOME5'] });
    expect(bill.order_promotion_discount).toBe('5.00');
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME5' })).toContainText(
      `You save ${formatAmount(signedIn, bill.order_promotion_discount)}`,
    );
    await expectBreakdown(page, signedIn, bill);
  });

  const edited: CartPick[] = [
    { ...nasiLemakOtahEgg, count: 2 },
    nasiLemakWingPrawns,
    { ...chickenRiceSetIcedTea, count: 2 },
  ];
  const note = 'No chilli on the rice, please';

  await test.step('a count and an item note edited on the line', async () => {
    const line = cartLine(page, 'Chicken rice set', 'Iced lemon tea');
    await line.getByRole('button', { name: 'One more Chicken rice set' }).click();
    await expect(line.getByRole('group')).toHaveText('2');
    await line.getByRole('button', { name: 'Add note' }).click();
    const field = line.getByRole('textbox', { name: 'Note for Chicken rice set' });
    const save = line.getByRole('button', { name: 'Save note' });
    // spec: A§5, an item note cannot be saved empty.
    await field.fill('   ');
    await expect(save).toBeDisabled();
    await field.fill(note);
    await save.click();
    await expect(line.getByText(note)).toBeVisible();
    await expect(line.getByRole('button', { name: 'Edit note' })).toBeVisible();
    await expectBreakdown(
      page,
      signedIn,
      expectedBill(signedIn, edited, { promoCodes: ['WELCOME5'] }),
    );
  });

  await test.step('a reload keeps the lines, the counts, the note and the code', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(cartLine(page, 'Nasi lemak', 'Otah, Fried egg').getByRole('group')).toHaveText(
      '2',
    );
    await expect(
      cartLine(page, 'Nasi lemak', 'Fried chicken wing, Sambal prawns').getByRole('group'),
    ).toHaveText('1');
    const line = cartLine(page, 'Chicken rice set', 'Iced lemon tea');
    await expect(line.getByRole('group')).toHaveText('2');
    await expect(line.getByText(note)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME5' })).toBeVisible();
    await expectBreakdown(
      page,
      signedIn,
      expectedBill(signedIn, edited, { promoCodes: ['WELCOME5'] }),
    );
  });
});

test('TAKE5 is refused below its minimum order, then comes off the total above it', async ({
  page,
}) => {
  await openQr(page, 'cafe');
  await enterCafeMenu(page, 'Take Out');
  const home = await fetchHomePage(page);
  await card(page, 'Laksa').getByRole('button', { name: 'Add', exact: true }).click();
  // Laksa has modifiers: its sheet opens with the defaults, which are enough.
  await page
    .getByRole('dialog', { name: 'Laksa' })
    .getByRole('button', { name: /^Add SGD/ })
    .click();
  await page.getByRole('link', { name: /View Order/ }).click();

  const code = page.getByRole('textbox', { name: 'Promo code or coupon' });
  await code.fill('TAKE5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  // spec: A§5, below min_order_amount the coupon is refused with this message.
  await expect(
    page.getByText('This coupon can only be used for orders above SGD 25.00!'),
  ).toBeVisible();
  await expectBreakdown(page, home, expectedBill(home, [{ item: 'Laksa' }]));

  const laksa = cartLine(page, 'Laksa', 'Mild');
  for (const count of ['2', '3']) {
    await laksa.getByRole('button', { name: 'One more Laksa' }).click();
    await expect(laksa.getByRole('group')).toHaveText(count);
  }
  // spec: A§5, the error stays (Apply disabled) until the diner types again.
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  await code.fill('');
  await code.fill('TAKE5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const bill = expectedBill(home, [{ item: 'Laksa', count: 3 }], {
    coupons: [await fetchCoupon(page, 'TAKE5')],
  });
  expect(bill.discounts.map((discount) => discount.discountedAmount)).toEqual(['5.00']);
  await expectBreakdown(page, home, bill);
});
