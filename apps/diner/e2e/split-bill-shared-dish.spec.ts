import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { venue } from './support/demo';
import { openBillConsole } from './support/pos-bill-console';
import type { NewDiner } from './support/sign-in';
import {
  amountIn,
  keepScreens,
  payOnHostedPage,
  phone,
  seat,
  staffTable,
} from './support/table-bill';

/*
 * Issue 18, one dish shared three ways: staff open a bill at the cafe's scan-and-pay table S6 from
 * the POS console's bill form (a chocolate cake and an iced lemon tea). Three signed-in diners pay
 * by item. Maya takes the tea and shares the cake three ways; Nadia joins the same cake for the
 * second part and pays on the sandbox's hosted page, as Maya did; Omar joins for the third part
 * and pays it at the counter, where staff take his part in cash in the console. The cake's unit
 * does not divide by three to the cent, so its parts differ by the cent the largest remainder gives
 * the earlier parts; they add up exactly to the cake's line on the bill, the three payments make
 * the bill, and the bill is paid: the phones say so and the console shows S6 free.
 */

const MAYA: NewDiner = { phoneNumber: '93180061', name: 'Maya Sim', email: 'maya18@example.com' };
const NADIA: NewDiner = {
  phoneNumber: '93180062',
  name: 'Nadia Yusof',
  email: 'nadia18@example.com',
};
const OMAR: NewDiner = { phoneNumber: '93180063', name: 'Omar Rahim', email: 'omar18@example.com' };

const CAKE = 'Chocolate cake';

/** A bill line's block on the item-wise screen (its checkbox, shares and buttons). */
function line(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Choose items to pay' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

/** The amount of the part being paid, on the scan-and-pay checkout's 'Your payment'. */
async function partOnCheckout(page: Page): Promise<string> {
  const payment = page.getByLabel('Your payment');
  await expect(payment).toContainText('Your items');
  return amountIn(await payment.getByText(/SGD/).first().innerText());
}

/** On the item-wise screen, joins the cake's unit shared three ways for its next free part. */
async function joinTheCake(page: Page, paidBefore: number): Promise<string> {
  await page.getByRole('button', { name: 'Split Bill' }).click();
  const cake = line(page, CAKE);
  await expect(cake).toContainText(`Shared 3 ways: ${String(paidBefore)} paid, 0 being paid`);
  // One unit shared three ways, nothing else of the cake to share or tick.
  await expect(cake.getByRole('button', { name: 'Share this dish' })).toHaveCount(0);
  const join = cake.getByRole('button', { name: /^Join \(SGD/ });
  const part = amountIn(await join.innerText());
  await join.click();
  await expect(cake.getByText('You take one part')).toBeVisible();
  await expect(page.getByText('1 item selected')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('(shared 3 ways)')).toBeVisible();
  return part;
}

test('three diners share the cake three ways by item: two pay on the hosted page, one at the counter', async ({
  browser,
}) => {
  test.setTimeout(210_000);
  const table = await staffTable('S6');
  const pos = await openBillConsole(browser, venue('cafe').outletId);
  const maya = await phone(browser);
  const nadia = await phone(browser);
  const omar = await phone(browser);
  const phones = [maya, nadia, omar];
  try {
    // Staff open the bill at S6 from the console's bill form.
    await pos.openBill('S6', 3, [
      { name: CAKE, count: 1 },
      { name: 'Iced lemon tea', count: 1 },
    ]);
    const opened = await table.billSplit();
    const bill = await table.order(opened.order_id);
    const cakeLine = opened.lines.find((candidate) => candidate.name === CAKE);
    const teaLine = opened.lines.find((candidate) => candidate.name === 'Iced lemon tea');
    if (cakeLine === undefined || teaLine === undefined) throw new Error('S6 bill lines missing');
    expect(cakeLine.count).toBe(1);
    const [cakePrice] = cakeLine.unit_amounts;
    const [teaPrice] = teaLine.unit_amounts;
    if (cakePrice === undefined || teaPrice === undefined) throw new Error('no unit amounts');
    // The two lines are the whole bill (before tips).
    expect(add(cakePrice, teaPrice).equals(parseAmount(opened.total_amount))).toBe(true);

    await Promise.all([
      seat(maya, 'Table S6', MAYA),
      seat(nadia, 'Table S6', NADIA),
      seat(omar, 'Table S6', OMAR),
    ]);

    // Maya pays by item: the tea, and one part of the cake shared three ways.
    await maya.getByRole('button', { name: 'Split Bill' }).click();
    const modal = maya.getByRole('dialog', { name: 'Split the bill' });
    await modal.getByRole('radio', { name: 'Choose Items to Pay' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(maya.getByText('Tick what you are paying for.')).toBeVisible();
    await expect(line(maya, CAKE)).toContainText(amountIn(cakePrice));
    await line(maya, 'Iced lemon tea').getByRole('checkbox').check();
    await line(maya, CAKE).getByRole('button', { name: 'Share this dish' }).click();
    const sheet = maya.getByRole('dialog', { name: `Share ${CAKE}` });
    await sheet.getByRole('button', { name: 'More people' }).click();
    const sheetPart = sheet.getByText(/Your part: SGD/);
    await expect(sheetPart).toBeVisible();
    const mayaCakePart = amountIn(await sheetPart.innerText());
    await sheet.getByRole('button', { name: 'Take one part' }).click();
    await expect(line(maya, CAKE)).toContainText(
      `Your part of ${CAKE} shared 3 ways: SGD ${mayaCakePart}`,
    );
    await expect(maya.getByText('2 items selected')).toBeVisible();
    await maya.getByRole('button', { name: 'Pay now' }).click();
    await expect(maya).toHaveURL(/\/checkout$/);
    await expect(maya.getByText('(shared 3 ways)')).toBeVisible();
    const mayaPart = await partOnCheckout(maya);
    expect(add(teaPrice, mayaCakePart).equals(parseAmount(mayaPart))).toBe(true);
    await payOnHostedPage(maya);
    await expect(maya.getByText('You paid for 2 items.')).toBeVisible();

    // Nadia joins the same cake for the second part and pays it on the hosted page.
    const nadiaCakePart = await joinTheCake(nadia, 1);
    const nadiaPart = await partOnCheckout(nadia);
    expect(nadiaPart).toBe(nadiaCakePart);
    await payOnHostedPage(nadia);
    await expect(nadia.getByText('You paid for 1 item.')).toBeVisible();

    // Omar joins for the third part, then goes back: he pays it at the counter.
    const omarCakePart = await joinTheCake(omar, 2);
    expect(await partOnCheckout(omar)).toBe(omarCakePart);
    await omar.getByRole('button', { name: 'Cancel' }).click();
    await expect(omar).toHaveURL((url) => url.pathname === '/');

    // The server cut the cake's one unit into these three parts, earlier parts first.
    const shared = (await table.billSplit()).lines.find(
      (candidate) => candidate.name === CAKE,
    )?.shared_units;
    expect(shared).toHaveLength(1);
    expect(shared?.[0]?.parts).toBe(3);
    expect(shared?.[0]?.part_amounts).toEqual([mayaCakePart, nadiaCakePart, omarCakePart]);

    // The console lists each diner's part: two paid, Omar's chosen; staff take his in cash.
    const parts = pos
      .bill('S6')
      .getByRole('list', { name: "Diners' parts of table S6", exact: true })
      .getByRole('listitem');
    await expect(parts).toHaveCount(3, { timeout: 15_000 });
    await expect(parts.nth(0)).toContainText('Paid');
    await expect(parts.nth(1)).toContainText('Paid');
    await expect(parts.nth(2)).toContainText('Chosen or paying');
    const taken = await pos.takePart('S6', OMAR.name, 'cash');
    expect(amountIn(taken)).toBe(omarCakePart);

    // The three parts of the cake make its line exactly; the largest remainder gave the odd
    // cents to the earlier parts, so they are not all equal.
    expect(add(mayaCakePart, nadiaCakePart, omarCakePart).equals(parseAmount(cakePrice))).toBe(
      true,
    );
    expect(parseAmount(mayaCakePart).greaterThanOrEqualTo(parseAmount(nadiaCakePart))).toBe(true);
    expect(parseAmount(nadiaCakePart).greaterThanOrEqualTo(parseAmount(omarCakePart))).toBe(true);
    expect(parseAmount(mayaCakePart).greaterThan(parseAmount(omarCakePart))).toBe(true);

    // The three payments make the bill, which is paid: the phones say so, the table is free.
    expect(add(mayaPart, nadiaPart, amountIn(taken)).equals(parseAmount(bill.total_amount))).toBe(
      true,
    );
    expect((await table.order(bill.id)).payment_status).toBe('paid');
    await expect(omar.getByText('This bill is paid. Thank you!')).toBeVisible();
    await pos.expectTableFree('S6');
  } catch (error) {
    await keepScreens([...phones, pos.page], error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
    await pos.close();
  }
});
