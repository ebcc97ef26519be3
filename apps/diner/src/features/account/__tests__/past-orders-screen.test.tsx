import type { Order } from '@tabula/api-client';
import { formatMoney } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { PastOrdersScreen } from '../components/past-orders-screen';
import { addCsrfToken, cleanUp, fakeApi } from './fake-api';
import { pastOrdersPage, retiredItemOrder, toastAndKopi } from './fixtures';
import { renderAccount } from './render-account';
import { isolate } from '@/lib/i18n/venue-text';

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

const render = (
  onReorder: ((order: Order) => void) | null = vi.fn(),
  pastOrders = pastOrdersPage(),
) =>
  renderAccount(<PastOrdersScreen onReorder={onReorder} />, {
    path: '/my-account/past-orders',
    pastOrders,
  });

const row = (label: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: label }) });

async function openInvoiceMenu(label: string) {
  await row(label).getByRole('button', { name: 'Invoice options' }).click();
}

beforeEach(addCsrfToken);
afterEach(cleanUp);

describe('PastOrdersScreen', () => {
  it('lists each order with its number, amount and points earned (A§2)', async () => {
    await render();
    const first = row('Order #A-041');
    await expect.element(first.getByText(sgd('10.48'))).toBeVisible();
    await expect.element(first.getByText('14 points earned')).toBeVisible();
    await expect.element(row('Order #A-040').getByText(sgd('5.99'))).toBeVisible();
    await expect.element(row('Order #A-040').getByText(/points earned/)).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Group order #T-7' })).toBeVisible();
  });

  it('shows each order’s status, so a rejected order never reads as paid', async () => {
    const rejected: Order = {
      ...toastAndKopi,
      id: 9039,
      order_number: 'A-039',
      status: 'rejected',
    };
    const waiting: Order = {
      ...toastAndKopi,
      id: 9038,
      order_number: 'A-038',
      status: 'unconfirmed',
      order_details: { ...toastAndKopi.order_details, payments: [] },
    };
    await render(vi.fn(), pastOrdersPage({ past_orders: [rejected, waiting, toastAndKopi] }));
    await expect.element(row('Order #A-039').getByText('Rejected')).toBeVisible();
    await expect.element(row('Order #A-038').getByText('Awaiting payment')).toBeVisible();
    await expect.element(row('Order #A-041').getByText('Delivered')).toBeVisible();
    await page.getByRole('button', { name: 'Order #A-039' }).click();
    const modal = page.getByRole('dialog', { name: 'Order #A-039' });
    await expect.element(modal.getByText('Status: Rejected')).toBeVisible();
  });

  it("shows the diner's loyalty card", async () => {
    await render();
    await expect.element(page.getByText('Your loyalty points')).toBeVisible();
    await expect.element(page.getByText('120', { exact: true })).toBeVisible();
  });

  it('reorders through the action it is given', async () => {
    const onReorder = vi.fn();
    await render(onReorder);
    await row('Order #A-041').getByRole('button', { name: 'Reorder' }).click();
    expect(onReorder).toHaveBeenCalledWith(toastAndKopi);
  });

  it('has no Reorder where reorder is not offered (A§4)', async () => {
    await render(null);
    await expect.element(page.getByRole('button', { name: 'Order #A-041' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
  });

  it('opens the order detail modal in the View Receipt layout (A§2)', async () => {
    await render();
    await page.getByRole('button', { name: 'Order #A-041' }).click();
    const modal = page.getByRole('dialog', { name: 'Order #A-041' });
    await expect.element(modal.getByText('Kaya Toast')).toBeVisible();
    await expect.element(modal.getByText('Iced')).toBeVisible();
    await expect.element(modal.getByText('Note: Less sugar')).toBeVisible();
    await expect.element(modal.getByText(`Discount (${isolate('WELCOME')})`)).toBeVisible();
    await expect.element(modal.getByText(`- ${sgd('1.00')}`)).toBeVisible();
    await expect.element(modal.getByText('Tip')).toBeVisible();
    // spec: B§2 Charges breakdown order, the tip right after the subtotal.
    const labels = [
      ...document.querySelectorAll('[role="dialog"] dl[aria-label="Bill details"] dt'),
    ];
    expect(labels.map((node) => node.textContent)).toEqual([
      'Subtotal',
      'Tip',
      `Discount (${isolate('WELCOME')})`,
      'Tax',
      'Total',
    ]);
  });

  it("opens the group order's modal with the diner's items apart", async () => {
    await render();
    await page.getByRole('button', { name: 'Group order #T-7' }).click();
    const modal = page.getByRole('dialog', { name: 'Group order #T-7' });
    await expect
      .element(modal.getByRole('list', { name: 'Your items' }).getByText('Kaya Toast'))
      .toBeVisible();
    await expect
      .element(modal.getByRole('list', { name: 'Ordered by your table' }).getByText('Kopi'))
      .toBeVisible();
  });

  it("downloads the invoice PDF through a download link, in the app's language (A§7)", async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    await render();
    await openInvoiceMenu('Order #A-041');
    await page.getByRole('menuitem', { name: 'Download Invoice' }).click();
    expect(clicked).toEqual([
      { href: '/invoices/880041.pdf?download=true&locale=en', download: 'invoice-880041.pdf' },
    ]);
  });

  it('says the invoice is not ready for an order the point of sale has not received', async () => {
    await render();
    await openInvoiceMenu('Order #A-040');
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    await expect.element(page.getByText(/not ready yet/)).toBeVisible();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('e-mails the invoice to the registered address and shows the success alert (A§7)', async () => {
    const { calls } = fakeApi({
      'POST /invoices/880041/email-invoice': () => ({ status: 204 }),
    });
    await render();
    await openInvoiceMenu('Order #A-041');
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    const sheet = page.getByRole('dialog', { name: 'Send invoice for order #A-041' });
    await expect.element(sheet.getByRole('radio', { name: 'My email' })).toBeChecked();
    await sheet.getByRole('button', { name: 'Send invoice' }).click();
    await expect.element(page.getByText('The invoice has been sent to your email.')).toBeVisible();
    await expect.element(sheet).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sapaad_order_id: 880041,
    });
    expect(localStorage.getItem(STORAGE_KEYS.invoiceEmail)).toBe('"meiling@example.com"');
  });

  it("refuses a new address that is not valid: 'Please enter a valid email' (A§5)", async () => {
    const { calls } = fakeApi({});
    await render();
    await openInvoiceMenu('Order #A-041');
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    const sheet = page.getByRole('dialog', { name: 'Send invoice for order #A-041' });
    await sheet.getByRole('radio', { name: 'Another email address' }).click();
    await userEvent.type(sheet.getByRole('textbox', { name: 'Email address' }), 'office@');
    await sheet.getByRole('button', { name: 'Send invoice' }).click();
    await expect.element(sheet.getByText('Please enter a valid email')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends to a new address and remembers it for next time (A§4)', async () => {
    const { calls } = fakeApi({
      'POST /invoices/880041/email-invoice': () => ({ status: 204 }),
      'POST /invoices/880039/email-invoice': () => ({ status: 204 }),
    });
    await render();
    await openInvoiceMenu('Order #A-041');
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    let sheet = page.getByRole('dialog', { name: 'Send invoice for order #A-041' });
    await sheet.getByRole('radio', { name: 'Another email address' }).click();
    await userEvent.type(
      sheet.getByRole('textbox', { name: 'Email address' }),
      'office@example.com',
    );
    await sheet.getByRole('button', { name: 'Send invoice' }).click();
    await expect.element(sheet).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sapaad_order_id: 880041,
      email: 'office@example.com',
    });

    await openInvoiceMenu('Group order #T-7');
    await page.getByRole('menuitem', { name: 'Send invoice via email' }).click();
    sheet = page.getByRole('dialog', { name: 'Send invoice for order #T-7' });
    await expect.element(sheet.getByRole('radio', { name: 'Another email address' })).toBeChecked();
    await expect
      .element(sheet.getByRole('textbox', { name: 'Email address' }))
      .toHaveValue('office@example.com');
  });

  it('says so when there are no past orders', async () => {
    await renderAccount(<PastOrdersScreen onReorder={null} />, {
      path: '/my-account/past-orders',
      pastOrders: pastOrdersPage({ past_orders: [], loyalty: null }),
    });
    await expect.element(page.getByText('You have no past orders yet.')).toBeVisible();
    await expect.element(page.getByText('Your loyalty points')).not.toBeInTheDocument();
  });

  it('keeps the retired-item order listed (reorder decides availability, not the list)', async () => {
    const onReorder = vi.fn();
    await render(onReorder);
    await row('Order #A-040').getByRole('button', { name: 'Reorder' }).click();
    expect(onReorder).toHaveBeenCalledWith(retiredItemOrder);
  });
});
