import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import type { Subscriptions } from '@test/support/fake-realtime';
import { noContent, recordApi } from '@test/support/record-api';
import {
  billSplit,
  equalSplit,
  PATHS,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { SplitBillScreen } from '../components/split-bill-screen';
import { renderSplit } from './render-split';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

const rows = () => page.getByRole('listitem');

/** The scan-and-pay page of a visitor, with the outlet's checkout mode. */
function visitorPage(mode: 'login' | 'login_and_guest' = 'login_and_guest') {
  const details = scanAndPayPage();
  return { ...details, user: null, outlet: { ...details.outlet, checkout_mode: mode } };
}

beforeEach(addCsrfToken);
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('a visitor on /split-bill (issue 30)', () => {
  it('keeps an even split unsaved, and a tapped share goes to /login with the choice', async () => {
    const sent = recordApi({ [PATHS.split]: () => json(billSplit()) });
    const { router } = await renderSplit(<SplitBillScreen />, billSplit(), {
      page: visitorPage(),
    });
    await expect.element(page.getByRole('dialog', { name: 'Split the bill' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    // The shares are the engine's; nothing is saved for a visitor (B§4: held by a user id).
    await expect.element(page.getByText('Split 2', { exact: true })).toBeVisible();
    expect(router.state.location.search).toEqual({ count: 2 });
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
    await rows().nth(0).getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/split-bill?count=2&pay=1' });
  });

  it('says a guest may pay a part where the mode takes guests, with both buttons there', async () => {
    recordApi({ [PATHS.split]: () => json(equalSplit()) });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit(), {
      page: visitorPage(),
    });
    await expect
      .element(page.getByText('Sign in or continue as a guest to pay your part of the bill.'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
    // A bill already split evenly: Pay on a share asks for sign-in, naming that split.
    await rows().nth(1).getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/split-bill?count=3&pay=2' });
  });

  it('says plainly that guests may not pay where the mode is login only', async () => {
    recordApi({ [PATHS.split]: () => json(equalSplit()) });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit(), {
      page: visitorPage('login'),
    });
    await expect
      .element(
        page.getByText(
          'Sign in to pay your part of the bill. This restaurant does not take payments from guests.',
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Continue as guest' }))
      .not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/split-bill' });
  });
});

describe('back on /split-bill signed in (issue 30)', () => {
  it('saves the even split, claims the chosen share and opens its checkout', async () => {
    const sent = recordApi({
      [PATHS.preference]: () =>
        json({
          split_payment_details: equalSplit([0, 0]).split_payment_details,
          bill_split: equalSplit([0, 0]),
        }),
      [PATHS.equalQueue]: noContent,
      [PATHS.split]: () => json(equalSplit([7, 0])),
    });
    const { router } = await renderSplit(<SplitBillScreen />, billSplit(), {
      path: '/split-bill?count=2&pay=1',
    });
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    const writes = sent.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => [call.path, call.body])).toEqual([
      [PATHS.preference, { pay_for_split: true, split_type: 'equal', split_count: 2 }],
      [PATHS.equalQueue, { user_ids: [7, 0], table_id: 5 }],
    ]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.equalSplitBillData) ?? 'null')).toEqual({
      selectedSplitNumber: 1,
      noOfPaidSplits: 0,
    });
  });

  it('leaves a split another diner changed meanwhile as it is', async () => {
    const sent = recordApi({ [PATHS.split]: () => json(equalSplit([0, 0, 0])) });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([0, 0, 0]), {
      path: '/split-bill?count=2&pay=1',
    });
    await expect.poll(() => router.state.location.search).toEqual({});
    await expect.element(page.getByText('Split 3', { exact: true })).toBeVisible();
    expect(router.state.location.pathname).toBe('/split-bill');
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
