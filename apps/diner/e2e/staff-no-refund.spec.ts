import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { endpoints } from '@tabula/api-client';
import { demo, venue } from './support/demo';
import { enterCafeMenu } from './support/enter-menu';
import { menuCard } from './support/menu';
import { openQr } from './support/open-qr';
import { openPosConsole, signInToPos } from './support/pos-console';

/*
 * Roles in the POS (issue 32) where money goes back (issue 19): the demo owner adds a member of
 * staff through the People page; a guest at the cafe counter orders an iced lemon tea and pays
 * cash, which the owner records from the console. The member of staff, signed in on a tablet of
 * their own, sees the order and its paid cash payment but no Refund control; a refund asked
 * from their signed-in page anyway, with their own session cookie and CSRF token, is refused
 * (403, role_forbidden) and the payment, read back as the owner, is still whole. The owner sees
 * the Refund control on the same payment, its form filled with the whole amount (not sent).
 */

/** An order's card in a console's list, by the number the diner sees (the newest with it). */
const orderCard = (page: Page, orderNumber: string) =>
  page
    .locator('article.order')
    .filter({ has: page.getByRole('heading').getByText(`#${orderNumber}`, { exact: true }) })
    .first();

/** A figure of a payment as the console writes it, e.g. "Amount SGD 5.35" (any space). */
const money = (label: string, amount: string) =>
  new RegExp(`^${label} SGD\\s${amount.replace('.', '\\.')}$`);

test('a staff member cannot refund', async ({ browser, page: diner }) => {
  // A diner's paid order, the owner's console and a member of staff signing in with a password
  // hashed at the server's real cost: 33 s alone, past the default minute on two loaded cores.
  test.slow();
  const cafe = venue('cafe');
  const run = Date.now().toString(36);
  const staff = { name: 'Siti Nurhaliza', email: `siti.${run}@kopikaya.example.com` };
  const password = 'kopi-o-kosong-peng';
  const pos = await openPosConsole(browser, cafe.outletId);
  const owner = pos.page;
  // The staff member's own tablet: a context of its own, no owner's cookie.
  const serve = await (await browser.newContext({ baseURL: demo().origin })).newPage();
  try {
    await test.step('the owner adds a member of staff at the cafe', async () => {
      const nav = owner.getByRole('navigation', { name: 'Pages' });
      await nav.getByRole('link', { name: 'People' }).click();
      await expect(owner).toHaveURL(/\/pos\/people$/);
      const form = owner.getByRole('form', { name: 'Add a person' });
      await form.getByLabel('Name').fill(staff.name);
      await form.getByLabel('E-mail address').fill(staff.email);
      await form.getByLabel('Role').selectOption({ label: 'Staff' });
      await form.getByLabel(/^Outlet/).selectOption({ index: 0 });
      await form.getByLabel(/^Initial password/).fill(password);
      await form.getByRole('button', { name: 'Add person' }).click();
      await expect(owner.getByRole('status')).toHaveText(`${staff.name} can now sign in`);
      await nav.getByRole('link', { name: 'Orders and tables' }).click();
      await owner.getByLabel(/^Outlet/).selectOption(String(cafe.outletId));
    });

    let orderNumber = '';
    await test.step('a guest orders at the counter and pays cash, which the owner records', async () => {
      await openQr(diner, 'cafe');
      await enterCafeMenu(diner);
      await menuCard(diner, 'Iced lemon tea')
        .getByRole('button', { name: 'Add', exact: true })
        .click();
      await diner.getByRole('link', { name: /View Order/ }).click();
      await diner.getByRole('button', { name: 'Checkout' }).click();
      await diner.getByRole('button', { name: 'Log in to order' }).click();
      await diner.getByRole('button', { name: 'Continue as guest' }).click();
      await expect(diner).toHaveURL(/\/checkout$/);
      await diner.getByRole('button', { name: 'Place Order' }).click();
      const title = diner.getByRole('heading', { level: 1 });
      await expect(title).toHaveText('Waiting for payment');
      const heading = await diner
        .getByText(/^Order \S+$/)
        .first()
        .textContent();
      orderNumber = (heading ?? '').replace(/^Order /, '');
      expect(orderNumber).not.toBe('');
      await pos.recordCashPayment(orderNumber);
      await expect(title).toHaveText('Waiting for the restaurant');
    });

    let orderId = 0;
    let reference = '';
    let amount = '';
    await test.step('the member of staff sees the order and its cash payment, but no Refund', async () => {
      await serve.goto('/pos');
      await signInToPos(serve, staff.email, password);
      await serve.getByLabel(/^Outlet/).selectOption(String(cafe.outletId));
      const card = orderCard(serve, orderNumber);
      await expect(card).toBeVisible();
      const read = serve.waitForResponse((answer) =>
        /\/pos\/api\/orders\/\d+\/payments$/.test(new URL(answer.url()).pathname),
      );
      await card.getByText('Payments and refunds').click();
      const answer = await read;
      expect(answer.status()).toBe(200);
      const listed = endpoints.pos.orderPayments.response.parse(await answer.json());
      orderId = listed.order_id;
      expect(listed.payments).toHaveLength(1);
      const [cash] = listed.payments;
      reference = cash?.reference ?? '';
      amount = cash?.amount ?? '';
      expect(cash).toMatchObject({ provider: 'cash', status: 'paid', refunded_amount: '0.00' });
      expect(cash?.refundable_amount).toBe(amount);

      const payment = card.getByRole('list', { name: 'Payments' }).getByRole('listitem');
      await expect(payment).toHaveCount(1);
      await expect(payment.getByText('Cash', { exact: true })).toBeVisible();
      await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
      await expect(payment.getByText(reference, { exact: true })).toBeVisible();
      await expect(payment.getByText(money('Amount', amount))).toBeVisible();
      await expect(payment.getByText(money('Refunded', '0.00'))).toBeVisible();
      await expect(payment.getByText(money('Refundable', amount))).toBeVisible();
      // No Refund anywhere on the staff member's console, nor its form, nor a Void.
      await expect(serve.getByRole('button', { name: /refund/i })).toHaveCount(0);
      await expect(serve.getByRole('form', { name: /^Refund payment/ })).toHaveCount(0);
      await expect(serve.getByRole('button', { name: 'Void' })).toHaveCount(0);
    });

    await test.step('a refund asked from the staff member’s own page is refused', async () => {
      const refused = await serve.evaluate(async (paymentReference) => {
        // The session's CSRF token, as the console reads it (the session cookie goes along).
        const session = (await (await fetch('/pos/api/session')).json()) as {
          csrf_token: string;
        };
        const answer = await fetch(
          `/pos/api/payments/${encodeURIComponent(paymentReference)}/refunds`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf_token },
            body: JSON.stringify({ refund_key: crypto.randomUUID(), reason: 'Changed my mind' }),
          },
        );
        return { status: answer.status, body: (await answer.json()) as unknown };
      }, reference);
      // Refused for the role, not for the token: the CSRF check passed.
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error_id: 'role_forbidden' });
    });

    await test.step('read back as the owner, the payment is whole', async () => {
      const answer = await owner.request.get(`/pos/api/orders/${String(orderId)}/payments`);
      expect(answer.status()).toBe(200);
      const { payments } = endpoints.pos.orderPayments.response.parse(await answer.json());
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        reference,
        status: 'paid',
        amount,
        refunded_amount: '0.00',
        refundable_amount: amount,
        refunds: [],
      });
    });

    await test.step('the owner sees the Refund control on the same payment', async () => {
      const card = orderCard(owner, orderNumber);
      await card.getByText('Payments and refunds').click();
      const payment = card.locator(`li[data-payment-reference="${reference}"]`);
      await expect(payment.getByText(money('Refundable', amount))).toBeVisible();
      await payment.getByRole('button', { name: 'Refund', exact: true }).click();
      // The form offers the whole payment back; it is left unsent.
      const form = card.getByRole('form', { name: /^Refund payment / });
      await expect(form.getByLabel('Amount to refund (SGD)')).toHaveValue(amount);
      await expect(form.getByRole('button', { name: 'Refund', exact: true })).toBeEnabled();
    });
  } finally {
    await pos.close();
    await serve.context().close();
  }
});
