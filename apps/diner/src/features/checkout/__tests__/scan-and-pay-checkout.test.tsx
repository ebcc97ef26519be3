import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { BillSplit, Discount, Locale, OpenPayment } from '@tabula/api-client';
import {
  couponBase,
  evaluateCoupon,
  formatMoney,
  priceOrder,
  subtract,
  toAmount,
} from '@tabula/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi } from '@test/support/record-api';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { tabPriceInput } from '@/lib/open-tab/tab-price-input';
import {
  billOrder,
  billSplit,
  equalSplit,
  itemsEntry,
  manualSplit,
  ORDER_ID,
  PATHS,
  scanAndPayHomePage,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { CheckoutScreen } from '../components/checkout-screen';
import { checkoutPageQuery } from '../hooks/use-checkout-page';
import { chosenPaymentTypeAtom } from '../state/checkout-atoms';
import { checkoutPage } from './checkout-fixtures';
import { currentResolvedError } from '@test/support/current-error';

vi.mock('@/lib/payment-attempt/go-to-provider', () => ({ goToProvider: vi.fn() }));

const PAYTABS_ID = 3;

/**
 * The checkout of the split with PayTabs picked: these tests pay through its hosted page (the
 * connected card, listed first, has its own tests in connected-card-table-checkout.test.tsx).
 */
async function renderScanAndPayCheckout(split: BillSplit, locale: Locale = 'en') {
  const details = scanAndPayPage();
  const store = createStore();
  store.set(chosenPaymentTypeAtom, PAYTABS_ID);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(checkoutPageQuery().queryKey, {
    ...checkoutPage(),
    session: details.session,
  });
  queryClient.setQueryData(scanAndPayPageQuery().queryKey, details);
  queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, split);
  const rendered = await renderApp(<CheckoutScreen />, {
    homePage: scanAndPayHomePage(details),
    path: '/checkout',
    queryClient,
    store,
    locale,
  });
  return { ...rendered, queryClient };
}

function payingEqualSplit(splitNumber: number) {
  sessionStorage.setItem(
    STORAGE_KEYS.equalSplitBillData,
    JSON.stringify({ selectedSplitNumber: splitNumber, noOfPaidSplits: 0 }),
  );
}

/** The order details of the last payment sent to PayTabs. */
const paytabsPayload = (sent: ReturnType<typeof recordApi>) =>
  (
    sent.filter((call) => call.path === PATHS.paytabs).at(-1)?.body as {
      order_details: Record<string, unknown>;
    }
  ).order_details;

const yourPayment = () => page.getByLabelText('Your payment');

const OPEN_PAYMENT = '/payments/open';

/** The diner's own card payment of split 1, left on its page (issue 30). */
const ownOpenShare: OpenPayment = {
  reference: 'sc_41_1_1764325800000',
  type: 'paytabs',
  payable: 'split',
  order_id: ORDER_ID,
  split_id: 1,
  amount: '7.38',
  currency: 'SGD',
  started_at: '2026-11-28T10:30:00.000Z',
};

const sgd = (amount: string) =>
  formatMoney(amount, { currency: 'SGD', precision: 2, locale: 'en' });

/** A 10% coupon with a minimum order, as GET /discounts/{code} answers it. */
const TEN: Discount = {
  discount_id: 31,
  discount_name: 'TEN',
  discount_type: 'PERCENTAGE',
  discount_rate: '10',
  maxdiscountableAmount: null,
  min_order_amount: '5.00',
  on_total: false,
  applied_from_pos: false,
  promotion_id: null,
};

const couponField = () => page.getByRole('textbox', { name: 'Coupon' });

async function applyCoupon(code: string) {
  await userEvent.type(couponField(), code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

beforeEach(addCsrfToken);
afterEach(() => {
  vi.mocked(goToProvider).mockClear();
  vi.restoreAllMocks();
  cleanUp();
});

describe('the scan-and-pay checkout (B§2, ADR 0007)', () => {
  it('lists the scan-and-pay providers it can pay, never cash', async () => {
    payingEqualSplit(1);
    recordApi({});
    await renderScanAndPayCheckout(equalSplit([7, 0, 0]));
    await expect.element(page.getByRole('radio', { name: 'PayTabs' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Pay with our partner' })).toBeVisible();
    // B§3: the connected card is one of scan-and-pay's providers.
    await expect.element(page.getByRole('radio', { name: 'Card (saved cards)' })).toBeVisible();
    await expect
      .element(page.getByRole('radio', { name: 'Pay at the counter' }))
      .not.toBeInTheDocument();
    // B§5: no loyalty widget on a split.
    await expect.element(page.getByText('Loyalty points')).not.toBeInTheDocument();
  });

  it('pays an equal split: its entry as splitBillData, its share plus the tip as the total', async () => {
    payingEqualSplit(1);
    const sent = recordApi({
      [PATHS.paytabs]: () => json({ payment_page_url: 'https://pay.example/page/split' }),
    });
    const split = equalSplit([7, 0, 0]);
    await renderScanAndPayCheckout(split);
    await expect.element(page.getByRole('heading', { name: 'Split 1 of 3' })).toBeVisible();
    await page.getByRole('radio', { name: /10%/ }).click();
    await expect.element(yourPayment().getByText('SGD 8.12')).toBeVisible();
    await page.getByRole('button', { name: 'Pay SGD 8.12' }).click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    expect(paytabsPayload(sent)).toMatchObject({
      qr_source: 'scan_and_pay',
      order_id: ORDER_ID,
      table_id: 5,
      splitBillData: [split.split_bill_entries[0]],
      tips_amount: '0.74',
      total_amount: '8.12',
      payment: { payment_type: 'paytabs', amount: '8.12', tip: '0.74' },
    });
    // B§4: billDetails stored for the payment-completed screen.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.billDetails) ?? 'null')).toMatchObject({
      split_type: 'equal',
      split_number: 1,
      split_count: 3,
    });
  });

  it('pays what is left of the whole bill without splitBillData', async () => {
    const sent = recordApi({
      [PATHS.paytabs]: () => json({ payment_page_url: 'https://pay.example/page/bill' }),
    });
    await renderScanAndPayCheckout({ ...equalSplit([8, 0, 0], [1]), remaining_amount: '14.76' });
    await expect
      .element(page.getByRole('heading', { name: 'Everything left to pay' }))
      .toBeVisible();
    // The bill's four lines, the two of kopi (one dish, other options) both there.
    const lines = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    expect(lines.elements().map((line) => line.textContent)).toEqual([
      expect.stringContaining('Flat white'),
      expect.stringContaining('Nasi lemak'),
      expect.stringContaining('Kopi'),
      expect.stringContaining('Kopi'),
    ]);
    await page.getByRole('button', { name: 'Pay SGD 14.76' }).click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    const payload = paytabsPayload(sent);
    expect(payload).not.toHaveProperty('splitBillData');
    expect(payload).toMatchObject({ total_amount: '14.76', tips_amount: '0.00' });
  });

  it("pays the diner's items and says when someone has just paid the part (409)", async () => {
    sessionStorage.setItem(STORAGE_KEYS.selectedSplitId, '31');
    recordApi({
      [PATHS.paytabs]: () => json({ error: 'taken', error_id: 'split_part_taken' }, 409),
      [PATHS.split]: () => json(manualSplit({ split_bill_entries: [itemsEntry()] })),
    });
    await renderScanAndPayCheckout(manualSplit({ split_bill_entries: [itemsEntry()] }));
    await expect.element(page.getByRole('heading', { name: 'Your items' })).toBeVisible();
    await expect.element(page.getByText('(shared 2 ways)')).toBeVisible();
    await page.getByRole('button', { name: 'Pay SGD 7.64' }).click();
    await expect
      .element(
        page.getByText(
          'Someone else has just picked or paid this part of the bill. Please choose again.',
        ),
      )
      .toBeVisible();
    expect(vi.mocked(goToProvider)).not.toHaveBeenCalled();
  });

  it("replaces the diner's own payment of the share they left, naming it (issue 30)", async () => {
    payingEqualSplit(1);
    const sent = recordApi({
      [OPEN_PAYMENT]: () => json({ open_payment: ownOpenShare }),
      [PATHS.paytabs]: () => json({ payment_page_url: 'https://pay.example/page/again' }),
    });
    await renderScanAndPayCheckout(equalSplit([7, 0, 0]));
    await expect
      .element(page.getByRole('region', { name: 'Your open payment' }))
      .toHaveTextContent('Your payment of SGD 7.38 for split 1 has not gone through yet.');
    await page.getByRole('button', { name: /^Pay SGD/ }).click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    expect(paytabsPayload(sent)).toMatchObject({ replaces_payment: ownOpenShare.reference });
  });

  it("says a refused share is held by the diner's own payment, and shows it (own_payment_open)", async () => {
    payingEqualSplit(1);
    let started = false;
    const sent = recordApi({
      [OPEN_PAYMENT]: () => json({ open_payment: started ? ownOpenShare : null }),
      [PATHS.paytabs]: () => {
        started = true;
        return json(
          {
            error: 'Your own payment of this has not gone through yet',
            error_id: 'own_payment_open',
            details: { reference: ownOpenShare.reference },
          },
          409,
        );
      },
      [PATHS.split]: () => json(equalSplit([7, 0, 0])),
    });
    const { store } = await renderScanAndPayCheckout(equalSplit([7, 0, 0]));
    await page.getByRole('button', { name: /^Pay SGD/ }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('own_payment_open');
    // Not someone else's: the diner's own payment, read again and offered on the screen.
    await expect.element(page.getByRole('region', { name: 'Your open payment' })).toBeVisible();
    expect(paytabsPayload(sent)).not.toHaveProperty('replaces_payment');
    expect(
      page.getByText('Someone else has just picked or paid this part').elements(),
    ).toHaveLength(0);
  });

  it('shows the order total mismatch message on order_total_amount_mismatch', async () => {
    payingEqualSplit(2);
    recordApi({
      [PATHS.paytabs]: () =>
        json({ error: 'mismatch', error_id: 'order_total_amount_mismatch' }, 422),
      [PATHS.split]: () => json(equalSplit([0, 7, 0])),
    });
    const { store } = await renderScanAndPayCheckout(equalSplit([0, 7, 0]));
    await page.getByRole('button', { name: /^Pay SGD/ }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('order_total_mismatch');
  });

  it("takes a coupon off an equal share by the engine's figure on the share (B§5) and sends it", async () => {
    payingEqualSplit(1);
    const sent = recordApi({
      '/discounts/TEN': () => json(TEN),
      [PATHS.paytabs]: () => json({ payment_page_url: 'https://pay.example/page/split' }),
    });
    const split = equalSplit([7, 0, 0]);
    await renderScanAndPayCheckout(split);
    // spec: B§5, an equal split's base is the subtotal divided by the split count.
    const bill = priceOrder(tabPriceInput(billOrder(), scanAndPayPage()));
    const verdict = evaluateCoupon(
      TEN,
      couponBase({
        subTotal: bill.sub_total,
        surchargeSubTotal: bill.surcharge_sub_total,
        onTotal: false,
        split: { type: 'equal', count: 3 },
      }),
      2,
    );
    if (!verdict.accepted) throw new Error('the coupon should hold on a share');
    const off = verdict.discountedAmount;
    const total = toAmount(subtract('7.38', off), 2);
    await applyCoupon('TEN');
    await expect.element(page.getByText(`You save ${sgd(off)}`)).toBeVisible();
    await expect.element(yourPayment().getByText(`- ${sgd(off)}`)).toBeVisible();
    await page.getByRole('button', { name: `Pay ${sgd(total)}` }).click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    const payload = paytabsPayload(sent);
    expect(payload).toMatchObject({
      total_amount: total,
      splitBillData: [split.split_bill_entries[0]],
    });
    expect(payload.discounts).toEqual([
      expect.objectContaining({ discount_id: 31, discountedAmount: off, applied_from_pos: false }),
    ]);
  });

  it('refuses a coupon whose minimum the share does not reach, in the catalogue words', async () => {
    payingEqualSplit(1);
    recordApi({
      '/discounts/BIG': () => json({ ...TEN, discount_name: 'BIG', min_order_amount: '10.00' }),
    });
    // The bill is 22.14 before tips; a third of its subtotal is below 10.00.
    await renderScanAndPayCheckout(equalSplit([7, 0, 0]));
    await applyCoupon('BIG');
    await expect
      .element(page.getByText(`This coupon can only be used for orders above ${sgd('10.00')}!`))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Pay SGD 7.38' })).toBeVisible();
  });

  it('takes the coupon off when the server refuses it (coupon_unavailable), nothing else lost', async () => {
    payingEqualSplit(1);
    let refuse = true;
    const sent = recordApi({
      '/discounts/TEN': () => json(TEN),
      [PATHS.paytabs]: () =>
        refuse
          ? json({ error: 'too late', error_id: 'coupon_unavailable' }, 422)
          : json({ payment_page_url: 'https://pay.example/page/split' }),
      [PATHS.split]: () => json(equalSplit([7, 0, 0])),
    });
    await renderScanAndPayCheckout(equalSplit([7, 0, 0]));
    await page.getByRole('radio', { name: /10%/ }).click();
    await applyCoupon('TEN');
    await page.getByRole('button', { name: /^Pay SGD/ }).click();
    await expect
      .element(
        page.getByText(
          'A coupon can only be used on this bill before anyone has paid and when no promotion applies.',
        ),
      )
      .toBeVisible();
    // The tip and the payment method are kept: the part plus its tip, without the coupon.
    refuse = false;
    await page.getByRole('button', { name: 'Pay SGD 8.12' }).click();
    await expect.poll(() => vi.mocked(goToProvider).mock.calls.length).toBe(1);
    expect(paytabsPayload(sent).discounts).toEqual([]);
  });

  it('hides the coupon and takes it off once someone has paid a part (B§5)', async () => {
    payingEqualSplit(2);
    recordApi({ '/discounts/TEN': () => json(TEN) });
    const { queryClient } = await renderScanAndPayCheckout(equalSplit([0, 7, 0]));
    await applyCoupon('TEN');
    await expect.element(page.getByText(/^You save/)).toBeVisible();
    // Another diner pays split 1: the split state read again says so.
    queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, {
      ...equalSplit([8, 7, 0], [1]),
      remaining_amount: '14.76',
    });
    await expect.element(page.getByText(/^You save/)).not.toBeInTheDocument();
    await expect.element(couponField()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pay SGD 7.38' })).toBeVisible();
  });

  it('cancels to /split-bill for an equal split, otherwise to /, forgetting the ticks', async () => {
    payingEqualSplit(1);
    recordApi({});
    const first = await renderScanAndPayCheckout(equalSplit([7, 0, 0]));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => first.router.state.location.pathname).toBe('/split-bill');
    await first.unmount();
    sessionStorage.clear();
    sessionStorage.setItem(STORAGE_KEYS.selectedSplitId, '31');
    const ticks = {
      order_id: ORDER_ID,
      user_id: 7,
      ticks: { 'mine-1': { units: 1, shareWays: null } },
    };
    sessionStorage.setItem(STORAGE_KEYS.itemwiseTicks, JSON.stringify(ticks));
    const second = await renderScanAndPayCheckout(
      manualSplit({ split_bill_entries: [itemsEntry()] }),
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => second.router.state.location.pathname).toBe('/');
    // issue 30: cancelling the items' payment leaves the item-wise split, ticks and all.
    expect(sessionStorage.getItem(STORAGE_KEYS.itemwiseTicks)).toBeNull();
  });

  it("names the bill's lines in the diner's language while their items are on the menu (issue 30)", async () => {
    recordApi({});
    const whole = await renderScanAndPayCheckout(billSplit(), 'zh');
    await expect.element(page.getByText('Flat white (zh)')).toBeVisible();
    await expect.element(page.getByText('Nasi lemak (zh)')).toBeVisible();
    await whole.unmount();
    // The entry's lines name items no longer on the menu (ids 1 and 3): their stored names stay.
    sessionStorage.setItem(STORAGE_KEYS.selectedSplitId, '31');
    await renderScanAndPayCheckout(manualSplit({ split_bill_entries: [itemsEntry()] }), 'zh');
    await expect.element(page.getByText('Flat white', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Kopi', { exact: true })).toBeVisible();
  });
});
