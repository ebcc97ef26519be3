import { expect, test } from './support/test';
import { parseAmount } from '@tabula/engine';
import { message } from './support/catalog';
import { venue } from './support/demo';
import { openBillConsole } from './support/pos-bill-console';
import type { NewDiner } from './support/sign-in';
import {
  FOUR_DISH_BILL,
  amountIn,
  keepScreens,
  phone,
  seat,
  staffTable,
} from './support/table-bill';

/*
 * Issue 18, a split started from the POS, in Arabic (right to left): three diners at S5 look at
 * their bill, on / and on /split-bill; staff split it three ways in the POS console (the count,
 * Split evenly, the question confirmed); every phone shows the
 * split-bill-started-from-POS screen, whose Proceed goes to / with the bill read again, and the
 * split list then has the restaurant's three splits. Staff then undo the split and split the bill
 * by item (the phones are told again), and take the rest in cash at the counter: the bill is paid
 * on every phone and the console shows S5 free.
 */

const JAMAL: NewDiner = {
  phoneNumber: '93180051',
  name: 'Jamal Aziz',
  email: 'jamal18@example.com',
};
const KARIM: NewDiner = {
  phoneNumber: '93180052',
  name: 'Karim Said',
  email: 'karim18@example.com',
};
const LAILA: NewDiner = {
  phoneNumber: '93180053',
  name: 'Laila Hamad',
  email: 'laila18@example.com',
};

test('in Arabic, a split started from the POS shows every phone the restaurant split the bill, with Proceed; staff undo it, split by item and take the rest', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ar = (id: string) => message('ar', id);
  const table = await staffTable('S5');
  const bill = await table.openBill(3, FOUR_DISH_BILL);
  const pos = await openBillConsole(browser, venue('cafe').outletId);
  const jamal = await phone(browser, 'ar');
  const karim = await phone(browser, 'ar');
  const laila = await phone(browser, 'ar');
  const phones = [jamal, karim, laila];
  try {
    await Promise.all([
      seat(jamal, 'Table S5', JAMAL, 'ar'),
      seat(karim, 'Table S5', KARIM, 'ar'),
      seat(laila, 'Table S5', LAILA, 'ar'),
    ]);
    await expect(jamal.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(jamal.locator('html')).toHaveAttribute('lang', 'ar');
    // Laila is looking at the split modal (nobody has split the bill yet).
    await laila.getByRole('button', { name: ar('Split Bill') }).click();
    await expect(laila.getByRole('dialog', { name: ar('Split the bill') })).toBeVisible();

    // Staff split the bill three ways from the POS console: three free splits there.
    await pos.splitEvenly('S5', 3);
    for (const n of [1, 2, 3]) await pos.expectSplitState('S5', n, 'Free');
    await expect(pos.split('S5', 4)).toHaveCount(0);
    const split = await table.billSplit();
    expect(split.split_payment_details).toMatchObject({ split_type: 'equal', split_count: 3 });
    expect(split.equal_split_user_queue).toHaveLength(3);

    for (const diner of phones) {
      const started = diner.getByRole('dialog', { name: ar('Bill split') });
      await expect(started).toBeVisible();
      await expect(started).toContainText(
        ar("The restaurant has split your table's bill. Proceed to see what is left to pay."),
      );
      await started.getByRole('button', { name: ar('Proceed') }).click();
      await expect(started).toHaveCount(0);
      await expect(diner).toHaveURL((url) => url.pathname === '/');
      await expect(diner.getByRole('heading', { name: ar('Your bill') })).toBeVisible();
    }

    // The split list has the restaurant's three splits, nobody's yet.
    await karim.getByRole('button', { name: ar('Split Bill') }).click();
    const list = karim.getByRole('region', { name: ar('Equal split') });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('button', { name: ar('Pay') })).toHaveCount(3);
    await expect(karim.getByRole('dialog', { name: ar('Split the bill') })).toHaveCount(0);

    // Staff change their mind: they undo the split (nobody has paid) and split by item instead.
    expect(await pos.splitState('S5', 1)).toBe('Free');
    await pos.undoSplit('S5');
    await expect(pos.bill('S5').getByText('Not split', { exact: true })).toBeVisible();
    await expect(pos.split('S5', 1)).toHaveCount(0);
    await pos.splitByItem('S5');
    await expect(pos.bill('S5').getByText('No diner has chosen items yet.')).toBeVisible();
    expect((await table.billSplit()).split_payment_details.split_type).toBe('manual');
    // Each phone is told the restaurant split the bill again, and Proceed goes to /.
    for (const diner of phones) {
      const started = diner.getByRole('dialog', { name: ar('Bill split') });
      await expect(started).toBeVisible();
      await started.getByRole('button', { name: ar('Proceed') }).click();
      await expect(started).toHaveCount(0);
      await expect(diner).toHaveURL((url) => url.pathname === '/');
    }

    // The diners pay together at the counter: staff take the rest in cash. The bill is paid on
    // every phone and the console shows S5 free.
    const rest = await pos.takeRest('S5', 'cash');
    expect(parseAmount(amountIn(rest)).equals(parseAmount(bill.total_amount))).toBe(true);
    for (const diner of phones) {
      await expect(diner.getByText(ar('This bill is paid. Thank you!'))).toBeVisible();
    }
    expect((await table.order(bill.id)).payment_status).toBe('paid');
    await pos.expectTableFree('S5');
  } catch (error) {
    await keepScreens([...phones, pos.page], error);
  } finally {
    await Promise.all(phones.map((page) => page.context().close()));
    await pos.close();
  }
});
