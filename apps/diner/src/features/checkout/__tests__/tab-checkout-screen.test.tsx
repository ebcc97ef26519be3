import type { OpenPayment } from '@tabula/api-client';
import { formatMoney } from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import {
  PREFERENCE,
  preferenceSaved,
  renderTabCheckout,
  tabCheckoutPage,
  tableStatus,
  tabRereads,
} from '@test/support/open-tab-checkout';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi } from '@test/support/record-api';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import type { TableStatus } from '@/lib/open-tab/tab-standing';
import { AISHA, ME, WEI, tabOrder } from '@/lib/open-tab/__tests__/tab-fixtures';
import { CAFE_PAYMENT_TYPES } from './checkout-fixtures';
import { currentResolvedError } from '@test/support/current-error';

vi.mock('@/lib/payment-attempt/go-to-provider', () => ({ goToProvider: vi.fn() }));

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

const PAYTABS = '/payments/paytabs/create_payment_page';

const renderTab = (table?: TableStatus) =>
  renderTabCheckout(tabCheckoutPage(CAFE_PAYMENT_TYPES), { table });

const makePayment = () => page.getByRole('button', { name: 'Make Payment' });
const yourPayment = () => page.getByLabelText('Your payment');

/** The calls that change something (the screens also read the diner's open payment). */
const writes = (sent: ReturnType<typeof recordApi>) =>
  sent.filter((call) => call.method !== 'GET').map((call) => call.path);

const OPEN_PAYMENT = '/payments/open';

/** The diner's own payment of the tab, left on its page (issue 30). */
const ownOpenTab: OpenPayment = {
  reference: 'dt_9001_7_1764325800000',
  type: 'paytabs',
  payable: 'tab',
  order_id: 9001,
  split_id: null,
  amount: '17.15',
  currency: 'SGD',
  started_at: '2026-11-28T10:30:00.000Z',
};

beforeEach(addCsrfToken);
afterEach(() => {
  vi.mocked(goToProvider).mockClear();
  vi.restoreAllMocks();
  cleanUp();
});

describe('the checkout of an open tab (B§2, B§4)', () => {
  it("shows the table's current order and asks whether to pay for the group before paying", async () => {
    await renderTab();
    await expect
      .element(page.getByRole('button', { name: 'Current order · 5 items' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Would you like to pay everything including orders from your group?'))
      .toBeVisible();
    await expect.element(makePayment()).toBeDisabled();
    await expect.element(page.getByText('Choose whether to pay for your group.')).toBeVisible();
    // spec: B§4, at a table cash is removed from the options.
    await expect
      .element(page.getByRole('radio', { name: 'Pay at the counter' }))
      .not.toBeInTheDocument();
  });

  it("greys the group's lines and pays only the diner's part when they answer No", async () => {
    await renderTab();
    await page.getByRole('button', { name: 'No' }).click();
    await expect.element(page.getByText('Paying for your orders')).toBeVisible();
    const lines = page.getByRole('list', { name: 'Current order' }).getByRole('listitem');
    await expect
      .poll(() => lines.elements().map((li) => li.dataset.greyed ?? 'no'))
      .toEqual(['no', 'no', 'true', 'true']);
    await expect.element(yourPayment().getByText('Your orders')).toBeVisible();
    await expect.element(yourPayment().getByText(sgd('15.59')).first()).toBeVisible();
  });

  it('pays for the group with Yes: everything left to pay, nothing greyed', async () => {
    await renderTab();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByText('Paying for your group')).toBeVisible();
    await expect.element(yourPayment().getByText('Everything left to pay')).toBeVisible();
    const total = tabOrder().order_details.total_amount;
    await expect.element(yourPayment().getByText(sgd(total)).first()).toBeVisible();
  });

  it('saves the answer, then pays its part plus the tip on it with the tab as the payload', async () => {
    const sent = recordApi({
      [PREFERENCE]: preferenceSaved,
      [PAYTABS]: () => json({ payment_page_url: 'https://pay.example/page/abc' }),
      ...tabRereads(tabCheckoutPage(CAFE_PAYMENT_TYPES), tableStatus({ pay_for_self: true })),
    });
    await renderTab();
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByRole('radio', { name: /10%/ }).click();
    await expect.element(yourPayment().getByText(sgd('17.15'))).toBeVisible();
    await makePayment().click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    const calls = sent.filter((call) => call.path === PREFERENCE || call.path === PAYTABS);
    expect(calls.map((call) => call.path)).toEqual([PREFERENCE, PAYTABS]);
    expect(calls[0]?.body).toEqual({ pay_for_self: true });
    const payload = (calls[1]?.body as { order_details: Record<string, unknown> }).order_details;
    expect(payload).toMatchObject({
      qr_source: 'dine_ot',
      order_id: 9001,
      table_id: 5,
      total_amount: '17.15',
      tips_amount: '1.56',
      payment: { payment_type: 'paytabs', amount: '17.15', tip: '1.56' },
    });
    expect(vi.mocked(goToProvider).mock.calls[0]?.[0]).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/page/abc',
    });
  });

  it('does not save a preference already saved, and the last unpaid member is not asked', async () => {
    const sent = recordApi({
      [PAYTABS]: () => json({ payment_page_url: 'https://pay.example/page/def' }),
    });
    await renderTab(tableStatus({ paid_members: [AISHA, WEI] }));
    await expect.element(page.getByRole('button', { name: 'No' })).not.toBeInTheDocument();
    await makePayment().click();
    await expect.poll(() => writes(sent)).toEqual([PAYTABS]);
  });

  it("says 'unable to change payment preference' on a 409, and pays nothing", async () => {
    const sent = recordApi({
      [PREFERENCE]: () => json({ error: 'already paid', error_id: 'member_already_paid' }, 409),
    });
    const { store } = await renderTab();
    await page.getByRole('button', { name: 'Yes' }).click();
    await makePayment().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('payment_preference_locked');
    expect(writes(sent)).toEqual([PREFERENCE]);
  });

  it('lets the diner pay again over their own payment they left, naming it (issue 30)', async () => {
    const sent = recordApi({
      [OPEN_PAYMENT]: () => json({ open_payment: ownOpenTab }),
      [PAYTABS]: () => json({ payment_page_url: 'https://pay.example/page/again' }),
    });
    await renderTab(tableStatus({ table_state: 'payment_in_progress', pay_for_self: false }));
    await expect
      .element(page.getByRole('region', { name: 'Your open payment' }))
      .toHaveTextContent(
        "Your payment of SGD 17.15 for your table's order has not gone through yet.",
      );
    // Not someone else at the table: the diner's own attempt, which paying again replaces.
    await expect
      .element(page.getByText('Someone at your table is paying now. Please wait a moment.'))
      .not.toBeInTheDocument();
    await makePayment().click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    const body = sent.find((call) => call.path === PAYTABS)?.body as {
      order_details: Record<string, unknown>;
    };
    expect(body.order_details).toMatchObject({ replaces_payment: ownOpenTab.reference });
  });

  it('shows the payment-in-progress dialog when another member is paying (B§8)', async () => {
    recordApi({
      [PAYTABS]: () => json({ error: 'busy', error_id: 'payment_in_progress_group_user' }, 422),
    });
    const { store } = await renderTab(tableStatus({ pay_for_self: false }));
    await makePayment().click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('payment_in_progress_group_user');
    await expect.element(makePayment()).toBeEnabled();
  });

  it('shows a member who has paid the receipt, and no way to pay again', async () => {
    await renderTab(tableStatus({ paid_members: [ME] }));
    await expect
      .element(page.getByText('You have paid your part of this bill. Thank you!'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Receipt' })).toBeVisible();
    await expect.element(makePayment()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
  });
});
