import { expect, test } from './support/test';
import { payOnCardForm, TEST_CARDS } from './support/card-sandbox';
import { venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { trackedInvoice } from './support/tracked-invoice';
import { openPosConsole } from './support/pos-console';

/*
 * Issue 19, refunds from the POS: a walk-in guest at the cafe counter pays one iced lemon tea by
 * card on the card sandbox's page (4242 4242 4242 4242); staff open the order's payments in the
 * POS console, refund 1.00 of it with a reason, then the rest (the amount the form fills in), and
 * the console shows the payment refunded in full with nothing left to refund.
 * Issue 30, a refund is visible to the diner: the guest's tracking screen stays open in the same
 * browser meanwhile and shows each refund live, without a reload ("Refunded SGD 1.00 of SGD …",
 * then "Order refunded"), and the invoice the guest downloads lists both refunds and the net paid.
 */

test('staff refund part of a card payment, then the rest, from the POS console', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  let orderNumber = '';
  await test.step('a guest pays by card on the card sandbox page', async () => {
    await openQr(page, 'cafe');
    await enterCafeMenu(page, 'Take Out');
    await menuCard(page, 'Iced lemon tea')
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await page.getByRole('link', { name: /View Order/ }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('button', { name: 'Log in to order' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByRole('radio', { name: 'Card (saved cards)' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    // Outside a tab the card payment starts after 10 s (B§9), then the card page opens.
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({
      timeout: 30_000,
    });
    await payOnCardForm(page, TEST_CARDS.visa);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({
      timeout: 30_000,
    });
    await page
      .getByRole('button', { name: 'View order' })
      .or(page.getByRole('link', { name: 'View order' }))
      .click();
    await expect(page).toHaveURL(/\/track-order$/);
    const heading = await page
      .getByText(/^Order \S+$/)
      .first()
      .textContent();
    orderNumber = (heading ?? '').replace(/^Order /, '');
    expect(orderNumber).not.toBe('');
  });

  // The diner's screen, which stays open on /track-order while staff refund.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Waiting for the restaurant');
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url());
  });

  const pos = await openPosConsole(browser, venue('cafe').outletId);
  try {
    const card = pos.order(orderNumber);
    const payment = card.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    const refundForm = card.getByRole('form', { name: /^Refund payment / });
    const status = pos.page.getByRole('status');
    pos.page.on('dialog', (dialog) => {
      void dialog.accept();
    });

    await test.step('the console lists the card payment, paid, nothing refunded', async () => {
      await expect(card).toBeVisible();
      await card.getByText('Payments and refunds').click();
      await expect(payment.getByText('Card (online)')).toBeVisible();
      await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
      await expect(payment.getByText(/^Refunded SGD\s0\.00$/)).toBeVisible();
    });
    const amountText = (await payment.getByText(/^Amount SGD/).textContent()) ?? '';
    const total = amountText.replace(/^Amount SGD\s/, '');
    expect(total).toMatch(/^\d+\.\d{2}$/);

    await test.step('staff refund 1.00 with a reason', async () => {
      await payment.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(refundForm.getByLabel('Amount to refund (SGD)')).toHaveValue(total);
      await refundForm.getByLabel('Amount to refund (SGD)').fill('1');
      await refundForm.getByLabel('Reason (optional)').fill('Too sweet');
      await refundForm.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(status).toContainText(/Refunded SGD\s1\.00 of payment /);
      await expect(payment.getByText(/^Refunded SGD\s1\.00$/)).toBeVisible();
    });

    await test.step("the diner's open tracking screen says so at once", async () => {
      await expect(
        page.getByText(new RegExp(`^Refunded SGD\\s1\\.00 of SGD\\s${total.replace('.', '\\.')}$`)),
      ).toBeVisible();
      // A partial refund leaves the order waiting for the restaurant.
      await expect(title).toHaveText('Waiting for the restaurant');
    });

    await test.step('then the rest, as the form fills it in', async () => {
      await payment.getByRole('button', { name: 'Refund', exact: true }).click();
      await refundForm.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(payment.getByText(new RegExp(`^Refunded SGD\\s${total}$`))).toBeVisible();
      await expect(payment.getByText(/^Refundable SGD\s0\.00$/)).toBeVisible();
      await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    });

    await test.step("the diner's tracking screen reads refunded, live", async () => {
      await expect(title).toHaveText('Order refunded');
      await expect(page.getByText('The restaurant refunded your payment in full.')).toBeVisible();
      const amount = total.replace('.', '\\.');
      await expect(
        page.getByText(new RegExp(`^Refunded SGD\\s${amount} of SGD\\s${amount}$`)),
      ).toBeVisible();
      // Both changes came over the live channel: the page never navigated or reloaded.
      expect(reloads).toEqual([]);
    });

    await test.step('the invoice lists each refund with its date, and nothing paid in the end', async () => {
      const lines = await trackedInvoice(page, 'en');
      const refunds = lines.filter((line) => line.startsWith('Refund '));
      expect(refunds).toHaveLength(2);
      expect(refunds[0]).toMatch(/^Refund \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} - SGD 1\.00$/);
      expect(lines[lines.indexOf('Refunds') + 1]).toBe(refunds[0]);
      expect(lines).toContain('Net paid SGD 0.00');
    });

    await test.step('the same invoice in Arabic, right to left', async () => {
      const lines = await trackedInvoice(page, 'ar');
      const refunds = lines.filter((line) => line.startsWith('استرداد '));
      expect(refunds).toHaveLength(2);
      expect(refunds[0]).toMatch(/ - 1\.00 SGD$/);
      expect(lines[lines.indexOf('المبالغ المستردة') + 1]).toBe(refunds[0]);
      expect(lines).toContain('صافي المدفوع 0.00 SGD');
    });
  } finally {
    await pos.close();
  }
});
