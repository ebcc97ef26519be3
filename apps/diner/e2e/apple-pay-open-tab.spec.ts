import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { endpoints } from '@tabula/api-client';
import { add, parseAmount } from '@tabula/engine';
import { installSandboxApplePay, sandboxApplePayRecord } from './support/apple-pay-wallet';
import { amountOf } from './support/breakdown';
import { paymentMethods, TEST_CARDS } from './support/card-sandbox';
import { demo, venue } from './support/demo';
import { fetchHomePage } from './support/expected-bill';
import { openQr } from './support/open-qr';
import { acceptJoin, addFromSearch, joinAsGuest, openTabAsGuest } from './support/open-tab';
import { openPosConsole, type PosConsole } from './support/pos-console';
import { keepScreens, phone } from './support/table-bill';

/*
 * Issue 19, Apple Pay through the Mastercard gateway at an open tab, at the cafe's "Table 13" (an
 * open-tab table no other journey scans). Apple allows the wallet's sheet only inside the diner's
 * tap, so Make Payment makes and begins it at once, and the answer to 'pay for your group?' is
 * saved while the sheet asks for merchant validation. A sandbox stand-in plays Safari's wallet
 * (e2e/support/apple-pay-wallet.ts). A lone diner opens the tab and pays all of it: no group
 * question, the sheet's total is the tab's, the payment is received, and the POS console shows
 * the tab's order paid and table 13 free. Then two diners share the tab: the one who opened it
 * answers No to paying for the group and pays her own orders with Apple Pay (the server prices
 * by the saved answer, so this pays only if the answer was saved before the merchant was
 * validated); the other, not asked, pays exactly the rest with Apple Pay; she hears the bill is
 * paid, and the POS console shows the order paid and the table free.
 */

const TABLE = 'Table 13';
/** The Mastercard gateway's payment type as the demo names it. */
const GATEWAY = 'Mastercard gateway';

/** Places the cart on the tab from /order-details (a guest already) and closes the popup. */
async function placeOnTab(page: Page): Promise<void> {
  await page.getByRole('link', { name: /View Order/ }).click();
  await expect(page).toHaveURL(/\/order-details$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order placed' });
  await expect(placed).toBeVisible();
  await placed.getByRole('button', { name: 'Close' }).first().click();
}

/** Scans table 13, orders an iced lemon tea as a guest: the tab is opened. Returns its order id. */
async function openTheTab(page: Page): Promise<number> {
  await openQr(page, 'cafe', TABLE);
  await openTabAsGuest(page, 'Iced lemon tea');
  return tabOrderId(page);
}

/** The id of the tab's order, as the table's status names it to a member. */
async function tabOrderId(page: Page): Promise<number> {
  const tableId = (await fetchHomePage(page)).session.table_id ?? 0;
  const answer = await page.request.get(
    endpoints.dineIn.tableStatus.path.replace('{id}', String(tableId)),
  );
  expect(answer.ok(), 'the table status answers').toBe(true);
  const orderId = endpoints.dineIn.tableStatus.response.parse(await answer.json()).order_id;
  expect(orderId, 'the table names its tab’s order').not.toBeNull();
  return orderId ?? 0;
}

/** Picks the gateway's Apple Pay and taps Make Payment; the wallet approves with its card. */
async function payWithApplePay(page: Page): Promise<void> {
  await paymentMethods(page).getByRole('radio', { name: GATEWAY }).check();
  await page
    .getByRole('radiogroup', { name: 'Pay with' })
    .getByRole('radio', { name: 'Apple Pay' })
    .check();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.origin === demo().origin &&
      url.pathname === '/payment-processing' &&
      url.searchParams.get('type') === 'mastercard',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText("Thank you! Your payment for your table's order is complete."),
  ).toBeVisible();
}

/** The wallet made one sheet for the amount, validated the merchant and was told it paid. */
async function expectOneSheetPaid(page: Page, amount: string): Promise<void> {
  const wallet = await sandboxApplePayRecord(page);
  expect(wallet.sheets).toHaveLength(1);
  expect(wallet.sheets[0]).toMatchObject({
    version: 3,
    request: {
      currencyCode: 'SGD',
      total: { label: venue('cafe').company, amount, type: 'final' },
    },
  });
  expect(wallet.merchantSessions).toHaveLength(1);
  expect(wallet.completed).toEqual([0]);
  expect(wallet.aborted).toBe(0);
}

/** The POS console: the tab's order is paid and table 13 has no open tab. */
async function expectPaidAtPos(pos: PosConsole, orderId: number): Promise<void> {
  const order = pos.page.locator(`article.order[data-order-id="${String(orderId)}"]`);
  await expect(order.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  const table = pos.page.locator('article.table').filter({ hasText: /^Table 13/ });
  await expect(table.getByText('No open tab.')).toBeVisible({ timeout: 15_000 });
}

test('a lone diner opens the tab and pays all of it with Apple Pay: received, and the POS sees it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await installSandboxApplePay(page, demo().appleValidation ?? '', TEST_CARDS.mastercard);
  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    const orderId = await openTheTab(page);
    const table = pos.page.locator('article.table').filter({ hasText: /^Table 13/ });
    await expect(table.getByText('Opened the tab')).toBeVisible({ timeout: 15_000 });

    await page.goto('/checkout');
    await expect(page.getByText('Paying for your group')).toBeVisible();
    // The only member is not asked: Make Payment is the tap that opens the sheet.
    await expect(page.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
    const tabTotal = await amountOf(page, 'Bill details', 'Total');
    const toPay = await amountOf(page, 'Your payment', 'To pay');
    expect(toPay).toBe(tabTotal);
    await payWithApplePay(page);
    await expectOneSheetPaid(page, toPay);
    await expectPaidAtPos(pos, orderId);
  } catch (error) {
    await keepScreens([page, pos.page], error);
  } finally {
    await pos.close();
  }
});

test('two diners share the tab: one answers No and pays her own orders with Apple Pay, the other pays the rest with it', async ({
  page: aisha,
  browser,
}) => {
  test.setTimeout(180_000);
  await installSandboxApplePay(aisha, demo().appleValidation ?? '', TEST_CARDS.mastercard);
  const ben = await phone(browser);
  await installSandboxApplePay(ben, demo().appleValidation ?? '', TEST_CARDS.visa);
  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    const orderId = await openTheTab(aisha);

    // Ben scans the table, asks to join as a guest; Aisha accepts; Ben orders a curry.
    await openQr(ben, 'cafe', TABLE);
    await joinAsGuest(ben);
    await acceptJoin(aisha, ben);
    await addFromSearch(ben, 'Vegetable curry');
    await placeOnTab(ben);

    // Aisha is asked about the group and answers No: only her own orders. The server prices the
    // payment by the saved answer (its default is the whole group), so the sheet's total is
    // charged only if the answer was saved before the merchant was validated.
    await aisha.goto('/checkout');
    await expect(aisha.getByRole('button', { name: /Current order · 2 items/ })).toBeVisible();
    await expect(
      aisha.getByText('Would you like to pay everything including orders from your group?'),
    ).toBeVisible();
    await aisha.getByRole('button', { name: 'No', exact: true }).click();
    await expect(aisha.getByText('Paying for your orders')).toBeVisible();
    const tabTotal = await amountOf(aisha, 'Bill details', 'Total');
    const aishaPart = await amountOf(aisha, 'Your payment', 'To pay');
    expect(parseAmount(aishaPart).lessThan(parseAmount(tabTotal))).toBe(true);
    await payWithApplePay(aisha);
    await expectOneSheetPaid(aisha, aishaPart);
    // spec: B§4, the payment-completed screen returns home after 10 s.
    await expect(aisha).toHaveURL((url) => url.pathname === '/', { timeout: 20_000 });

    // Ben is the last unpaid member: not asked, he pays exactly what remains with Apple Pay.
    await ben.goto('/checkout');
    await expect(ben.getByText('Paying for your group')).toBeVisible();
    await expect(ben.getByRole('button', { name: 'No', exact: true })).toHaveCount(0);
    const benPart = await amountOf(ben, 'Your payment', 'To pay');
    expect(add(aishaPart, benPart).equals(parseAmount(tabTotal))).toBe(true);
    await payWithApplePay(ben);
    await expectOneSheetPaid(ben, benPart);

    await expect(
      aisha.getByText("Your table's bill is paid. Thank you for dining with us!"),
    ).toBeVisible({ timeout: 15_000 });
    await expectPaidAtPos(pos, orderId);
  } catch (error) {
    await keepScreens([aisha, ben, pos.page], error);
  } finally {
    await ben.context().close();
    await pos.close();
  }
});
