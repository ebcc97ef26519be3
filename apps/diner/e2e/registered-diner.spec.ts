import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { parseAmount, type Bill } from '@tabula/engine';
import { expectBreakdown } from './support/breakdown';
import { venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import {
  expectedBill,
  fetchCoupon,
  fetchHomePage,
  formatAmount,
  type CartPick,
  type HomePage,
} from './support/expected-bill';
import { menuCard, nasiLemakOtahEgg } from './support/menu';
import { openQr } from './support/open-qr';
import { expectMailInOutbox } from './support/outbox';
import { openPosConsole } from './support/pos-console';
import { signUpAndSignIn, type NewDiner } from './support/sign-in';

/*
 * Issue 7, "Tests": "a registered diner redeems loyalty and a coupon, pays, downloads the invoice
 * PDF and e-mails it; past orders reorder". The diner earns the points the real way first: signs
 * up, joins the loyalty programme on the profile, orders two laksa at the counter, pays cash, and
 * the POS console records the payment (the settlement credits a point per dollar paid) and
 * confirms the order. Then the journey: a second order with SAVE10 and points redeemed in the
 * loyalty widget, the bill against the engine's, cash refused while loyalty is redeemed (B§4),
 * PayTabs through the sandbox's hosted page, the paid result with the points earned; My Orders
 * with the loyalty card, the invoice PDF, the invoice e-mailed to the registered address and to a
 * new one (the outbox shows both), and Reorder back to /order-details.
 */

const DINER: NewDiner = {
  phoneNumber: '98127364',
  name: 'Mei Lim',
  email: 'mei.lim@example.com',
};
const OTHER_EMAIL = 'accounts@lim-family.example.com';
/** Points the second order redeems: 15 of them at the demo's 0.10 a point are SGD 1.50. */
const POINTS_TO_REDEEM = '15';
/** The demo's programme earns 1 point per dollar paid before tip, floored (apps/server seed). */
const POINTS_PER_DOLLAR = 1;

const twoLaksa: CartPick[] = [{ item: 'Laksa', count: 2 }];
const nasiLemakAndLaksa: CartPick[] = [nasiLemakOtahEgg, { item: 'Laksa' }];

/** The points a paid bill earns: a point per dollar of the total before tip, whole points only. */
function pointsEarned(bill: Bill): number {
  return parseAmount(bill.total_amount)
    .minus(parseAmount(bill.tips_amount))
    .times(POINTS_PER_DOLLAR)
    .floor()
    .toNumber();
}

/** The item lines of /order-details. */
const cartLines = (page: Page) => page.getByRole('list', { name: 'Your items' });

/** One line of /order-details: the innermost list item naming the item and its options. */
const cartLine = (page: Page, name: string, options: string) =>
  cartLines(page)
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('listitem') })
    .filter({ has: page.getByText(name, { exact: true }) })
    .filter({ has: page.getByText(options, { exact: true }) });

/** The loyalty widget of the cart and the checkout. */
const loyaltyWidget = (page: Page) => page.getByRole('group', { name: 'Loyalty points' });

/** The status heading of /track-order. */
const statusTitle = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the side menu and picks one of its entries. */
async function sideMenu(page: Page, entry: 'Home' | 'My Orders' | 'My Account'): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await menu.getByRole('button', { name: entry, exact: true }).click();
  await expect(menu).toHaveCount(0);
}

/** Adds an item through its modifier sheet, with the options the sheet opens with. */
async function addWithDefaults(page: Page, name: string): Promise<void> {
  await menuCard(page, name).getByRole('button', { name: 'Add', exact: true }).click();
  const sheet = page.getByRole('dialog', { name });
  await sheet.getByRole('button', { name: /^Add SGD/ }).click();
  await expect(sheet).toHaveCount(0);
}

/** Adds the nasi lemak with otah and a fried egg through its modifier sheet. */
async function addNasiLemak(page: Page): Promise<void> {
  await menuCard(page, 'Nasi lemak').getByRole('button', { name: 'Add', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Nasi lemak' });
  const sides = sheet.getByRole('group', { name: 'Sides' });
  await sides.getByRole('checkbox', { name: 'Fried chicken wing' }).uncheck();
  await sides.getByRole('checkbox', { name: 'Otah' }).check();
  await sides.getByRole('checkbox', { name: 'Fried egg' }).check();
  await sheet.getByRole('button', { name: /^Add SGD/ }).click();
  await expect(sheet).toHaveCount(0);
}

/**
 * A new diner at the cafe's counter: scans, picks Take Out, signs up through the API, then joins
 * the loyalty programme from the profile (A§1; A§5 the join for a registered non-member).
 */
async function signUpAndJoin(page: Page, diner: NewDiner): Promise<void> {
  await openQr(page, 'cafe');
  await enterCafeMenu(page);
  await signUpAndSignIn(page, diner);
  // Sign-in renewed the session's CSRF token: the app reads the new one from the page.
  await page.reload();
  await sideMenu(page, 'My Account');
  await expect(page).toHaveURL(/\/my-account\/profile$/);
  const join = page.getByRole('region', { name: 'Loyalty programme' });
  await expect(join).toContainText('Join our loyalty programme to earn points on every order.');
  await join.getByRole('button', { name: 'Join now' }).click();
  await expect(join).toContainText('Welcome! You now earn points on every order.');
  await expect(join.getByRole('button', { name: 'Join now' })).toHaveCount(0);
}

/**
 * The set-up: a first order of two laksa, paid in cash at the counter, which the POS console
 * records and confirms (a confirmed order no longer holds the next one back, A§5).
 *
 * @returns the order's number, the page it was priced with, the engine's bill and the points it
 *   earned
 */
async function payFirstOrderAtCounter(page: Page, browser: Browser, home: HomePage) {
  const bill = expectedBill(home, twoLaksa);
  await addWithDefaults(page, 'Laksa');
  await page.getByRole('link', { name: /View Order/ }).click();
  await expect(page).toHaveURL(/\/order-details$/);
  const laksa = cartLine(page, 'Laksa', 'Mild');
  await laksa.getByRole('button', { name: 'One more Laksa' }).click();
  await expect(laksa.getByRole('group')).toHaveText('2');
  await expectBreakdown(page, home, bill);
  // A member without points yet sees the widget with an empty balance.
  await expect(loyaltyWidget(page).getByText('0 points available', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'Pay at the counter' })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(statusTitle(page)).toHaveText('Waiting for payment');
  const heading = await page
    .getByText(/^Order \S+$/)
    .first()
    .textContent();
  const orderNumber = (heading ?? '').replace(/^Order /, '');
  expect(orderNumber).not.toBe('');

  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    await pos.recordPayment(orderNumber, `${home.company.currency} ${bill.total_amount}`);
    await pos.act(orderNumber, 'Confirm');
    await expect(statusTitle(page)).toHaveText('Order confirmed');
  } finally {
    await pos.close();
  }
  return { orderNumber, home, bill, earned: pointsEarned(bill) };
}

test('a registered diner redeems loyalty and a coupon, pays by card, gets the invoice, reorders', async ({
  page,
  browser,
}) => {
  // Two orders, the POS console, the provider's page and the account screens: a long journey.
  test.slow();
  await test.step('a registered non-member joins the loyalty programme on the profile', () =>
    signUpAndJoin(page, DINER));

  const member = await fetchHomePage(page);
  expect(member.user?.has_loyalty, 'the diner is a member now').toBe(true);

  const first = await test.step('set-up: a first order, paid in cash, earns points', async () => {
    await sideMenu(page, 'Home');
    return payFirstOrderAtCounter(page, browser, member);
  });
  expect(first.earned, 'enough points to redeem (minimum 10)').toBeGreaterThanOrEqual(10);
  console.log(
    `[loyalty] first order ${first.orderNumber}: ${formatAmount(member, first.bill.total_amount)} paid in cash, ${String(first.earned)} points earned`,
  );

  // The diner goes back to the menu for a second order.
  await page.goto('/');
  const home = await fetchHomePage(page);
  const save10 = await fetchCoupon(page, 'SAVE10');
  const withCoupon = expectedBill(home, nasiLemakAndLaksa, { coupons: [save10] });
  const redeemed = expectedBill(home, nasiLemakAndLaksa, {
    coupons: [save10],
    loyaltyPoints: POINTS_TO_REDEEM,
  });

  await test.step('a second order: SAVE10 comes off on /order-details', async () => {
    await addNasiLemak(page);
    await addWithDefaults(page, 'Laksa');
    await page.getByRole('link', { name: /View Order/ }).click();
    await expect(page).toHaveURL(/\/order-details$/);
    await expect(cartLine(page, 'Nasi lemak', 'Otah, Fried egg')).toBeVisible();
    await expect(cartLine(page, 'Laksa', 'Mild')).toBeVisible();
    await page.getByRole('textbox', { name: 'Promo code or coupon' }).fill('SAVE10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '10% off' })).toContainText(
      `You save ${formatAmount(home, withCoupon.discounts[0]?.discountedAmount ?? 'none')}`,
    );
    await expectBreakdown(page, home, withCoupon);
  });

  await test.step('the loyalty widget checks the points 1.5 s after typing, then redeems', async () => {
    const widget = loyaltyWidget(page);
    await expect(
      widget.getByText(`${String(first.earned)} points available`, { exact: true }),
    ).toBeVisible();
    const field = widget.getByRole('textbox', { name: 'Points to redeem' });
    const redeem = widget.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toBeDisabled();
    // spec: A§5 check 1, more than the balance is refused.
    await field.fill(String(first.earned + 100));
    await expect(
      widget.getByText(`Only your available ${String(first.earned)} points can be used.`),
    ).toBeVisible();
    await expect(redeem).toBeDisabled();
    await field.fill(POINTS_TO_REDEEM);
    await expect(widget.getByText(/Only your available/)).toHaveCount(0);
    await expect(redeem).toBeEnabled();
    await redeem.click();
    await expect(widget.getByRole('status')).toContainText(
      `${POINTS_TO_REDEEM} points redeemed: ${formatAmount(home, redeemed.redeemed_loyalty)} off`,
    );
    await expect(field).toHaveCount(0);
    await expectBreakdown(page, home, redeemed);
  });

  const paid = expectedBill(home, nasiLemakAndLaksa, {
    coupons: [save10],
    loyaltyPoints: POINTS_TO_REDEEM,
    paymentProvider: 'paytabs',
  });
  await test.step('the checkout refuses cash while loyalty is redeemed; PayTabs it is', async () => {
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(loyaltyWidget(page).getByRole('status')).toContainText(
      `${POINTS_TO_REDEEM} points redeemed`,
    );
    const methods = page.getByRole('radiogroup', { name: 'Payment method' });
    // spec: B§4, cash is disabled while loyalty is redeemed, and says why.
    const cash = methods.getByRole('radio', { name: 'Pay at the counter' });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription('Loyalty points cannot be used with cash.');
    await methods.getByRole('radio', { name: 'PayTabs' }).check();
    await expectBreakdown(page, home, paid);
  });

  let orderNumber = '';
  const earned = pointsEarned(paid);
  await test.step('Place Order opens the PayTabs page; Approve comes back paid', async () => {
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/hosted-pages\/pay\//);
    await expect(page.getByRole('heading', { name: venue('cafe').company })).toBeVisible();
    await expect(page.getByTestId('amount')).toHaveText(formatAmount(home, paid.total_amount));
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/payment-processing\?/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    const message = await page
      .getByText(/^Thank you! Your payment for order \S+ is complete\.$/)
      .textContent();
    orderNumber = /order (\S+) is complete/.exec(message ?? '')?.[1] ?? '';
    expect(orderNumber).not.toBe('');
    expect(orderNumber).not.toBe(first.orderNumber);
    // B§2, the result's loyalty card: the points this order earned.
    await expect(page.getByText('Loyalty points earned')).toBeVisible();
    await expect(page.getByText(String(earned), { exact: true })).toBeVisible();
  });
  const balance = first.earned - Number(POINTS_TO_REDEEM) + earned;
  console.log(
    `[loyalty] second order ${orderNumber}: subtotal ${formatAmount(home, paid.sub_total)}, SAVE10 ${formatAmount(home, paid.discounts[0]?.discountedAmount ?? '0')} off, ${POINTS_TO_REDEEM} points ${formatAmount(home, paid.redeemed_loyalty)} off, ${formatAmount(home, paid.total_amount)} paid with PayTabs, ${String(earned)} points earned; balance ${String(balance)}`,
  );

  /** The second order's entry in My Orders. */
  const entry = page
    .getByRole('list', { name: 'Past orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Order #${orderNumber}`, exact: true }) });

  await test.step('My Orders: the balance, the order with its number and amount', async () => {
    await page.getByRole('button', { name: 'View order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
    await sideMenu(page, 'My Orders');
    await expect(page).toHaveURL(/\/my-account\/past-orders$/);
    const card = page.getByRole('region', { name: 'Your loyalty points' });
    await expect(card.getByText(String(balance), { exact: true })).toBeVisible();
    await expect(entry).toContainText(formatAmount(home, paid.total_amount));
    await expect(
      page
        .getByRole('list', { name: 'Past orders' })
        .getByRole('button', { name: `Order #${first.orderNumber}`, exact: true }),
    ).toBeVisible();
  });

  await test.step('Download Invoice gives the PDF', async () => {
    await entry.getByRole('button', { name: 'Invoice options' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download Invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    console.log(
      `[invoice] ${download.suggestedFilename()}: ${String(pdf.length)} bytes, starts with %PDF-`,
    );
  });

  const subject = `Your invoice for order ${orderNumber} at ${venue('cafe').company}`;
  const sent = page.getByText('The invoice has been sent to your email.');

  await test.step('Send invoice via email to the registered address', async () => {
    await entry.getByRole('button', { name: 'Invoice options' }).click();
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    const sheet = page.getByRole('dialog', { name: `Send invoice for order #${orderNumber}` });
    const mine = sheet.getByRole('radio', { name: 'My email' });
    await expect(mine).toBeChecked();
    await expect(sheet).toContainText(DINER.email);
    await sheet.getByRole('button', { name: 'Send invoice' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(sent).toBeVisible();
    await expectMailInOutbox(page, { to: DINER.email, subject, attachment: /^invoice-\d+\.pdf$/ });
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(sent).toHaveCount(0);
  });

  await test.step('Send invoice via email to a new address, after an invalid one', async () => {
    await entry.getByRole('button', { name: 'Invoice options' }).click();
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    const sheet = page.getByRole('dialog', { name: `Send invoice for order #${orderNumber}` });
    await sheet.getByRole('radio', { name: 'Another email address' }).check();
    const address = sheet.getByRole('textbox', { name: 'Email address' });
    await address.fill('accounts@lim-family');
    await sheet.getByRole('button', { name: 'Send invoice' }).click();
    // spec: A§5, the invoice e-mail's message.
    await expect(sheet.getByText('Please enter a valid email')).toBeVisible();
    await expect(sent).toHaveCount(0);
    await address.fill(OTHER_EMAIL);
    await expect(sheet.getByText('Please enter a valid email')).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Send invoice' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(sent).toBeVisible();
    await expectMailInOutbox(page, { to: OTHER_EMAIL, subject, attachment: /^invoice-\d+\.pdf$/ });
  });

  await test.step('Reorder puts the lines back in the cart and opens /order-details', async () => {
    await entry.getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/order-details$/);
    await expect(cartLine(page, 'Nasi lemak', 'Otah, Fried egg').getByRole('group')).toHaveText(
      '1',
    );
    await expect(cartLine(page, 'Laksa', 'Mild').getByRole('group')).toHaveText('1');
    // The coupon and the points went with the paid order: the new cart starts without them.
    await expectBreakdown(page, home, expectedBill(home, nasiLemakAndLaksa));
    await expect(
      loyaltyWidget(page).getByText(`${String(balance)} points available`, { exact: true }),
    ).toBeVisible();
  });
});

// spec: A§2 Past orders list, each entry shows the loyalty points earned: what the settlement
// credited when the order was paid (the server reads them from the loyalty ledger).
test('My Orders shows the points each paid order earned', async ({ page, browser }, testInfo) => {
  test.slow();
  // A retry signs up a diner of its own: the first try may have registered its number on the
  // demo server, which keeps its accounts between tries (a clean run's retry then waited in vain
  // for a sign-up code for that number).
  const retry = testInfo.retry;
  await signUpAndJoin(page, {
    ...DINER,
    phoneNumber: retry === 0 ? '98213746' : `9821375${String(retry)}`,
    email: retry === 0 ? 'mei.lim2@example.com' : `mei.lim2.retry${String(retry)}@example.com`,
  });
  await sideMenu(page, 'Home');
  const first = await payFirstOrderAtCounter(page, browser, await fetchHomePage(page));
  await sideMenu(page, 'My Orders');
  const entry = page
    .getByRole('list', { name: 'Past orders' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: `Order #${first.orderNumber}`, exact: true }),
    });
  await expect(entry).toContainText(formatAmount(first.home, first.bill.total_amount));
  await expect(entry).toContainText(`${String(first.earned)} points earned`);
});
