import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { add, parseAmount } from '@tabula/engine';
import { message } from './support/catalog';
import type { NewDiner } from './support/sign-in';
import {
  FOUR_DISH_BILL,
  amountIn,
  keepScreens,
  payOnHostedPage,
  phone,
  seat,
  staffTable,
} from './support/table-bill';

/*
 * Issue 18, the item-wise split. At S3 three signed-in diners pay by item: Dana ticks an iced
 * lemon tea and shares the chocolate cake two ways (a reload keeps both: issue 30), Eli joins the cake's share for the other half,
 * Farid pays everything left; the three parts make the bill. At S4, in Malay, the item-wise
 * screen is held by one diner: another who opens it is sent to / with the 'bill being split'
 * modal, and gets in once the first has left.
 */

const DANA: NewDiner = { phoneNumber: '93180031', name: 'Dana Lim', email: 'dana18@example.com' };
const ELI: NewDiner = { phoneNumber: '93180032', name: 'Eli Goh', email: 'eli18@example.com' };
const FARID: NewDiner = {
  phoneNumber: '93180033',
  name: 'Farid Ali',
  email: 'farid18@example.com',
};
const GITA: NewDiner = { phoneNumber: '93180041', name: 'Gita Rao', email: 'gita18@example.com' };
const HADI: NewDiner = { phoneNumber: '93180042', name: 'Hadi Noor', email: 'hadi18@example.com' };
const IRIS: NewDiner = { phoneNumber: '93180043', name: 'Iris Ong', email: 'iris18@example.com' };

/** A bill line's block on the item-wise screen (its checkbox, shares and buttons). */
function line(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Choose items to pay' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

/** The amount of the part being paid, on the scan-and-pay checkout's 'Your payment'. */
async function partOnCheckout(page: Page, label: string): Promise<string> {
  const payment = page.getByLabel('Your payment');
  await expect(payment).toContainText(label);
  return amountIn(await payment.getByText(/SGD/).first().innerText());
}

test('two diners share the cake half each by item, and the third pays the rest', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const table = await staffTable('S3');
  const bill = await table.openBill(3, FOUR_DISH_BILL);
  const dana = await phone(browser);
  const eli = await phone(browser);
  const farid = await phone(browser);
  const phones = [dana, eli, farid];
  try {
    await Promise.all([
      seat(dana, 'Table S3', DANA),
      seat(eli, 'Table S3', ELI),
      seat(farid, 'Table S3', FARID),
    ]);

    // Dana chooses items: an iced lemon tea and one part of the cake shared two ways.
    await dana.getByRole('button', { name: 'Split Bill' }).click();
    const modal = dana.getByRole('dialog', { name: 'Split the bill' });
    await modal.getByRole('radio', { name: 'Choose Items to Pay' }).check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(dana.getByText('Tick what you are paying for.')).toBeVisible();
    await line(dana, 'Iced lemon tea').getByRole('checkbox').check();
    await line(dana, 'Chocolate cake').getByRole('button', { name: 'Share this dish' }).click();
    const sheet = dana.getByRole('dialog', { name: 'Share Chocolate cake' });
    await expect(sheet.getByText(/Your part: SGD/)).toBeVisible();
    await sheet.getByRole('button', { name: 'Take one part' }).click();
    await expect(line(dana, 'Chocolate cake')).toContainText(
      /Your part of Chocolate cake shared 2 ways: SGD/,
    );
    await expect(dana.getByText('2 items selected')).toBeVisible();
    // Issue 30: a reload keeps her ticks and her part of the cake, until she pays or leaves.
    await dana.reload();
    await expect(dana.getByText('2 items selected')).toBeVisible();
    await expect(line(dana, 'Iced lemon tea').getByRole('checkbox')).toBeChecked();
    await expect(line(dana, 'Chocolate cake')).toContainText(
      /Your part of Chocolate cake shared 2 ways: SGD/,
    );
    await dana.getByRole('button', { name: 'Pay now' }).click();
    await expect(dana).toHaveURL(/\/checkout$/);
    await expect(dana.getByText('(shared 2 ways)')).toBeVisible();
    const danaPart = await partOnCheckout(dana, 'Your items');
    await payOnHostedPage(dana);
    await expect(dana.getByText('You paid for 2 items.')).toBeVisible();

    // Eli joins the cake's share for the other half; the tea Dana paid is one fewer to pick.
    await eli.getByRole('button', { name: 'Split Bill' }).click();
    const cake = line(eli, 'Chocolate cake');
    await expect(cake).toContainText('Shared 2 ways: 1 paid, 0 being paid');
    await cake.getByRole('button', { name: /^Join \(SGD/ }).click();
    await expect(cake.getByText('You take one part')).toBeVisible();
    await expect(eli.getByText('1 item selected')).toBeVisible();
    await eli.getByRole('button', { name: 'Pay now' }).click();
    await expect(eli).toHaveURL(/\/checkout$/);
    const eliPart = await partOnCheckout(eli, 'Your items');
    await payOnHostedPage(eli);
    await expect(eli.getByText('You paid for 1 item.')).toBeVisible();

    // Farid pays everything left from the bill's Pay Now, which shows what is left.
    await expect(farid.getByLabel('Left to pay')).toBeVisible();
    await farid.getByRole('button', { name: 'Pay Now' }).click();
    await expect(farid.getByRole('heading', { name: 'Everything left to pay' })).toBeVisible();
    const faridPart = await partOnCheckout(farid, 'Everything left to pay');
    await payOnHostedPage(farid);
    await expect(farid.getByText('You paid the bill.')).toBeVisible();

    // The three parts make the bill, which is paid.
    expect(add(danaPart, eliPart, faridPart).equals(parseAmount(bill.total_amount))).toBe(true);
    expect((await table.order(bill.id)).payment_status).toBe('paid');
  } catch (error) {
    await keepScreens(phones, error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
  }
});

test('in Malay, the item-wise screen is held by one diner: another is sent to / with the modal', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ms = (id: string) => message('ms', id);
  const table = await staffTable('S4');
  await table.openBill(3, FOUR_DISH_BILL);
  const gita = await phone(browser, 'ms');
  const hadi = await phone(browser, 'ms');
  const iris = await phone(browser, 'ms');
  const phones = [gita, hadi, iris];
  try {
    await Promise.all([
      seat(gita, 'Table S4', GITA, 'ms'),
      seat(hadi, 'Table S4', HADI, 'ms'),
      seat(iris, 'Table S4', IRIS, 'ms'),
    ]);
    await expect(gita.locator('html')).toHaveAttribute('lang', 'ms');

    // Gita chooses to pay by item: she holds the item-wise screen.
    await gita.getByRole('button', { name: ms('Split Bill') }).click();
    const modal = gita.getByRole('dialog', { name: ms('Split the bill') });
    await modal.getByRole('radio', { name: ms('Choose Items to Pay') }).check();
    await modal.getByRole('button', { name: ms('Continue') }).click();
    await expect(gita.getByText(ms('Tick what you are paying for.'))).toBeVisible();

    // Hadi and Iris open it too: each is sent back to / with the modal.
    const occupied = ms('error.split_screen_occupied.title');
    for (const diner of [hadi, iris]) {
      await diner.getByRole('button', { name: ms('Split Bill') }).click();
      const told = diner.getByRole('alertdialog', { name: occupied });
      await expect(told).toBeVisible();
      await expect(told).toContainText(ms('error.split_screen_occupied.message'));
      await told.getByRole('button', { name: ms('OK') }).click();
      await expect(told).toHaveCount(0);
      await expect(diner).toHaveURL((url) => url.pathname === '/');
      await expect(diner.getByRole('heading', { name: ms('Your bill') })).toBeVisible();
    }

    // Gita leaves the screen (back to her bill): Hadi now gets in.
    await gita.goBack();
    await expect(gita.getByRole('heading', { name: ms('Your bill') })).toBeVisible();
    await expect.poll(async () => (await table.billSplit()).manual_split_paying_user).toBeNull();
    await hadi.getByRole('button', { name: ms('Split Bill') }).click();
    await expect(hadi.getByText(ms('Tick what you are paying for.'))).toBeVisible();
    await expect(hadi.getByRole('alertdialog', { name: occupied })).toHaveCount(0);
  } catch (error) {
    await keepScreens(phones, error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
  }
});
