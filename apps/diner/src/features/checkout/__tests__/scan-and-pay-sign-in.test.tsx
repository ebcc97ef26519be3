import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { BillSplit } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { guestUser } from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { recordApi } from '@test/support/record-api';
import {
  equalSplit,
  ORDER_ID,
  PATHS,
  scanAndPayHomePage,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { billSplitQuery, scanAndPayPageQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { CheckoutScreen } from '../components/checkout-screen';
import { checkoutPageQuery } from '../hooks/use-checkout-page';
import { chosenPaymentTypeAtom, tipAtom, type TipState } from '../state/checkout-atoms';
import { checkoutPage } from './checkout-fixtures';

vi.mock('@/lib/payment-attempt/go-to-provider', () => ({ goToProvider: vi.fn() }));

const PAYTABS_ID = 3;
const TIP: TipState = { kind: 'percent', percent: '10' };

/** The scan-and-pay checkout of a visitor, PayTabs and a 10% tip picked. */
async function renderVisitorCheckout(split: BillSplit, mode: 'login' | 'login_and_guest') {
  const base = scanAndPayPage();
  const details = { ...base, user: null, outlet: { ...base.outlet, checkout_mode: mode } };
  const store = createStore();
  store.set(chosenPaymentTypeAtom, PAYTABS_ID);
  store.set(tipAtom, TIP);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(checkoutPageQuery().queryKey, {
    ...checkoutPage(),
    user: null,
    outlet: details.outlet,
    session: details.session,
  });
  queryClient.setQueryData(scanAndPayPageQuery().queryKey, details);
  queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, split);
  const rendered = await renderApp(<CheckoutScreen />, {
    homePage: { ...scanAndPayHomePage(details), user: null },
    path: '/checkout',
    queryClient,
    store,
  });
  return { ...rendered, details };
}

const pay = () => page.getByRole('button', { name: /^Pay / });

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

describe('a visitor at the scan-and-pay checkout (issue 30)', () => {
  it('Pay Now: says the whole bill, and a guest may pay it; Sign in returns here, choices kept', async () => {
    recordApi({ [PATHS.split]: () => json(equalSplit([0, 0, 0])) });
    const { router, store } = await renderVisitorCheckout(equalSplit([0, 0, 0]), 'login_and_guest');
    await expect
      .element(page.getByText('Sign in or continue as a guest to pay the bill.'))
      .toBeVisible();
    await expect.element(pay()).toBeDisabled();
    await expect
      .element(page.getByText('Sign in to pay a part of the bill.'))
      .not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/checkout' });
    // The tip and the method live in the app's store, which the trip to /login keeps.
    expect(store.get(tipAtom)).toEqual(TIP);
    expect(store.get(chosenPaymentTypeAtom)).toBe(PAYTABS_ID);
  });

  it('lets a guest pay the whole bill from right here', async () => {
    const asGuest = { ...scanAndPayPage(), user: guestUser };
    const sent = recordApi({
      [PATHS.split]: () => json(equalSplit([0, 0, 0])),
      '/users/guest_login': () => json({ user: guestUser }),
      [PATHS.page]: () => json(asGuest),
      [PATHS.home]: () => json(scanAndPayHomePage(asGuest)),
      '/pages/checkout': () =>
        json({ ...checkoutPage(), user: guestUser, session: asGuest.session }),
    });
    const { router } = await renderVisitorCheckout(equalSplit([0, 0, 0]), 'login_and_guest');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    // spec: A§4 and B§6, the checkout mode takes guests: the guest pays, still on /checkout.
    await expect.element(pay()).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(sent.filter((call) => call.path === '/users/guest_login')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('a split share: says a part, and plainly that guests may not pay where the mode is login', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.equalSplitBillData,
      JSON.stringify({ selectedSplitNumber: 1, noOfPaidSplits: 0 }),
    );
    recordApi({ [PATHS.split]: () => json(equalSplit([0, 0, 0])) });
    await renderVisitorCheckout(equalSplit([0, 0, 0]), 'login');
    await expect
      .element(
        page.getByText(
          'Sign in to pay your part of the bill. This restaurant does not take payments from guests.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Continue as guest' }))
      .not.toBeInTheDocument();
  });
});
