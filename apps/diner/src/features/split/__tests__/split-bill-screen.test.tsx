import { channelName } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { manualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { hear, type Subscriptions } from '@test/support/fake-realtime';
import { noContent, recordApi } from '@test/support/record-api';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import {
  billSplit,
  equalSplit,
  itemsEntry,
  manualSplit,
  PATHS,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { SplitBillScreen } from '../components/split-bill-screen';
import { HOLD_RENEW_MS } from '../hooks/use-screen-hold';
import { renderSplit } from './render-split';
import { currentResolvedError } from '@test/support/current-error';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

const TABLE = channelName('dine_in_events', 5);
const rows = () => page.getByRole('listitem');

beforeEach(addCsrfToken);
afterEach(async () => {
  // Unmount first, so leaving the item-wise screen gives it up while the page still has its token.
  await cleanup();
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('the split modal (B§2, B§5, B§8)', () => {
  it('saves an even split of three, then shows the numbered splits', async () => {
    const sent = recordApi({
      [PATHS.preference]: () =>
        json({
          split_payment_details: equalSplit().split_payment_details,
          bill_split: equalSplit(),
        }),
      [PATHS.split]: () => json(equalSplit()),
    });
    await renderSplit(<SplitBillScreen />, billSplit());
    await expect.element(page.getByRole('dialog', { name: 'Split the bill' })).toBeVisible();
    // spec: B§5, 2 by default, each share shown.
    await expect.element(page.getByText('SGD 11.07 each')).toBeVisible();
    await page.getByRole('button', { name: 'More people' }).click();
    await expect.element(page.getByText('SGD 7.38 each')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText('Split 3', { exact: true })).toBeVisible();
    expect(sent.find((call) => call.path === PATHS.preference)?.body).toEqual({
      pay_for_split: true,
      split_type: 'equal',
      split_count: 3,
    });
  });

  it('says the preference cannot change on a 409 (then /checkout), oops otherwise', async () => {
    recordApi({
      [PATHS.preference]: () => json({ error: 'split done', error_id: 'split_already_done' }, 409),
      [PATHS.split]: () => json(billSplit()),
    });
    const { store } = await renderSplit(<SplitBillScreen />, billSplit());
    await page.getByRole('radio', { name: 'Choose Items to Pay' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('payment_preference_locked');
    expect(currentResolvedError(store)?.entry.action).toEqual({
      type: 'redirect',
      to: '/checkout',
    });
  });
});

describe('the equal split (B§4)', () => {
  it('claims a free slot for the diner and goes to its checkout', async () => {
    const sent = recordApi({
      [PATHS.equalQueue]: noContent,
      [PATHS.split]: () => json(equalSplit([7, 8, 0])),
    });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([0, 8, 0], [2]));
    await expect.element(rows().nth(1).getByText('Paid')).toBeVisible();
    await rows().nth(0).getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(sent.find((call) => call.path === PATHS.equalQueue)?.body).toEqual({
      user_ids: [7, 8, 0],
      table_id: 5,
    });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.equalSplitBillData) ?? 'null')).toEqual({
      selectedSplitNumber: 1,
      noOfPaidSplits: 1,
    });
  });

  it("shows another diner's slot as held, and says so when a slot was just taken (409)", async () => {
    recordApi({
      [PATHS.equalQueue]: () =>
        json({ error: 'taken', error_id: 'split_slot_taken', details: { queue: [9, 8, 0] } }, 409),
      [PATHS.split]: () => json(equalSplit([9, 8, 0])),
    });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([0, 8, 0]));
    await expect.element(rows().nth(1).getByRole('button', { name: 'Pay' })).toBeDisabled();
    await expect.element(page.getByText('Another guest is paying this split')).toBeVisible();
    await rows().nth(0).getByRole('button', { name: 'Pay' }).click();
    await expect
      .element(page.getByText('Someone else has just taken this split. Please pick another one.'))
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/split-bill');
  });

  it('gives back the slot the diner holds by sending 0 for it', async () => {
    const sent = recordApi({
      [PATHS.equalQueue]: noContent,
      [PATHS.split]: () => json(equalSplit([0, 0, 0])),
    });
    await renderSplit(<SplitBillScreen />, equalSplit([7, 0, 0]));
    await expect.element(page.getByText('Split 1 (yours)')).toBeVisible();
    await page.getByRole('button', { name: 'Give back split 1' }).click();
    await expect
      .poll(() => sent.find((call) => call.path === PATHS.equalQueue)?.body)
      .toEqual({ user_ids: [0, 0, 0], table_id: 5 });
    await expect.element(page.getByText('Split 1 (yours)')).not.toBeInTheDocument();
  });

  it('pays its own slot without claiming it again', async () => {
    const sent = recordApi({ [PATHS.split]: () => json(equalSplit([0, 7, 0])) });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([0, 7, 0]));
    await rows().nth(1).getByRole('button', { name: 'Pay' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(sent.some((call) => call.path === PATHS.equalQueue)).toBe(false);
  });

  it('marks a slot Paid live when the table hears the queue changed', async () => {
    recordApi({ [PATHS.split]: () => json(equalSplit([7, 8, 0], [2])) });
    await renderSplit(<SplitBillScreen />, equalSplit([7, 8, 0]));
    await expect.element(rows().nth(1).getByText('Paid')).not.toBeInTheDocument();
    await hear(subscriptions, TABLE, 'equal_split_queue_updated', {
      table_id: 5,
      equalSplitUserQueue: [
        { user_id: 7, paid: false },
        { user_id: 8, paid: true },
        { user_id: 0, paid: false },
      ],
    });
    await expect.element(rows().nth(1).getByText('Paid')).toBeVisible();
  });
});

describe('the item-wise split (B§4, ADR 0007)', () => {
  it('holds the screen on entering, renews it every 20 s and gives it up on leaving', async () => {
    const sent = recordApi({
      [PATHS.holdScreen]: noContent,
      [PATHS.releaseScreen]: noContent,
      [PATHS.split]: () => json(manualSplit()),
    });
    const timers = manualTimers(0);
    const view = await renderSplit(<SplitBillScreen timers={timers} />, manualSplit());
    const holds = () => sent.filter((call) => call.path === PATHS.holdScreen);
    await expect.poll(() => holds().length).toBe(1);
    expect(holds()[0]?.body).toEqual({ user_id: 7, table_id: 5 });
    timers.advance(HOLD_RENEW_MS - 1);
    expect(holds().length).toBe(1);
    timers.advance(1);
    await expect.poll(() => holds().length).toBe(2);
    await expect.poll(() => holds().length).toBe(2);
    timers.advance(HOLD_RENEW_MS);
    await expect.poll(() => holds().length).toBe(3);
    await view.unmount();
    await expect
      .poll(() => sent.find((call) => call.path === PATHS.releaseScreen))
      .toMatchObject({ method: 'DELETE', search: '?table_id=5' });
  });

  it('sends the diner to / with the modal when another member holds the screen (409)', async () => {
    recordApi({
      [PATHS.holdScreen]: () =>
        json({ error: 'held', error_id: 'manual_split_screen_occupied' }, 409),
      [PATHS.releaseScreen]: noContent,
      [PATHS.split]: () => json(manualSplit({ manual_split_paying_user: 8 })),
    });
    const timers = manualTimers(0);
    const { store } = await renderSplit(<SplitBillScreen timers={timers} />, manualSplit());
    await expect.poll(() => currentResolvedError(store)?.id).toBe('split_screen_occupied');
    expect(currentResolvedError(store)?.entry.action).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('hears another member take the screen live, and ignores its own hold', async () => {
    recordApi({
      [PATHS.holdScreen]: noContent,
      [PATHS.releaseScreen]: noContent,
      [PATHS.split]: () => json(manualSplit()),
    });
    const { store } = await renderSplit(
      <SplitBillScreen timers={manualTimers(0)} />,
      manualSplit(),
    );
    await hear(subscriptions, TABLE, 'manual_split_screen_occupied', { user_id: 7, table_id: 5 });
    expect(store.get(currentErrorAtom)).toBeNull();
    await hear(subscriptions, TABLE, 'manual_split_screen_occupied', { user_id: 8, table_id: 5 });
    await expect.poll(() => currentResolvedError(store)?.id).toBe('split_screen_occupied');
  });

  it('totals the picked items and a shared part, saves them and pays the server entry', async () => {
    const entry = itemsEntry();
    const sent = recordApi({
      [PATHS.holdScreen]: noContent,
      [PATHS.releaseScreen]: noContent,
      [PATHS.split]: () => json(manualSplit({ split_bill_entries: [entry] })),
      [PATHS.order]: () =>
        json({
          order: scanAndPayPage().order,
          split_bill_entry: entry,
          bill_split: manualSplit({ split_bill_entries: [entry] }),
        }),
    });
    const { router } = await renderSplit(
      <SplitBillScreen timers={manualTimers(0)} />,
      manualSplit(),
    );
    const payNow = page.getByRole('button', { name: 'Pay now' });
    await expect.element(payNow).toBeDisabled();
    await page.getByRole('checkbox', { name: /Flat white/ }).click();
    await expect.element(page.getByText('1 item selected')).toBeVisible();
    // Share one kopi of Aisha's line two ways: half of 2.19 is 1.10 (largest remainder first).
    await rows().nth(2).getByRole('button', { name: 'Share this dish' }).click();
    await expect.element(page.getByText('Your part: SGD 1.10')).toBeVisible();
    await page.getByRole('button', { name: 'Take one part' }).click();
    await expect.element(page.getByText('2 items selected')).toBeVisible();
    await expect.element(page.getByText('SGD 7.64')).toBeVisible();
    await payNow.click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(sent.find((call) => call.path === PATHS.order)).toMatchObject({
      method: 'PUT',
      body: {
        split_items: [
          { cart_id: 'mine-1', qty: 1 },
          { cart_id: 'aisha-1', qty: 1, shared_parts: 2 },
        ],
      },
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.selectedSplitId)).toBe('31');
  });

  it('says on the screen when someone took the picked items first (409 split_part_taken)', async () => {
    recordApi({
      [PATHS.holdScreen]: noContent,
      [PATHS.releaseScreen]: noContent,
      [PATHS.split]: () => json(manualSplit()),
      [PATHS.order]: () => json({ error: 'taken', error_id: 'split_part_taken' }, 409),
    });
    const { router, store } = await renderSplit(
      <SplitBillScreen timers={manualTimers(0)} />,
      manualSplit(),
    );
    await page.getByRole('checkbox', { name: /Flat white/ }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect
      .element(
        page.getByText(
          'Someone else has just picked or paid this part of the bill. Please choose again.',
        ),
      )
      .toBeVisible();
    expect(store.get(currentErrorAtom)).toBeNull();
    expect(router.state.location.pathname).toBe('/split-bill');
  });

  it('disables lines others have paid and lets a diner join a shared unit', async () => {
    recordApi({
      [PATHS.holdScreen]: noContent,
      [PATHS.releaseScreen]: noContent,
      [PATHS.split]: () => json(manualSplit()),
    });
    const split = manualSplit();
    const [flatWhite, , kopi] = split.lines;
    if (flatWhite === undefined || kopi === undefined) throw new Error('fixture lines');
    flatWhite.paid_units = 1;
    flatWhite.available_units = 0;
    kopi.shared_units = [
      {
        unit: 1,
        parts: 3,
        part_amounts: ['0.73', '0.73', '0.73'],
        paid_parts: 1,
        reserved_parts: 0,
      },
    ];
    kopi.available_units = 1;
    await renderSplit(<SplitBillScreen timers={manualTimers(0)} />, split);
    await expect.element(page.getByRole('checkbox', { name: /Flat white/ })).toBeDisabled();
    await expect.element(rows().nth(0).getByText('Paid')).toBeVisible();
    await expect.element(page.getByText('Shared 3 ways: 1 paid, 0 being paid')).toBeVisible();
    await page.getByRole('button', { name: 'Join (SGD 0.73)' }).click();
    await expect.element(page.getByText('1 item selected')).toBeVisible();
  });
});

describe('the split-bill-started-from-POS screen (B§2 overlays)', () => {
  it("does not show it for the diner's own split choice", async () => {
    recordApi({
      [PATHS.preference]: () =>
        json({
          split_payment_details: equalSplit([0, 0]).split_payment_details,
          bill_split: equalSplit([0, 0]),
        }),
      [PATHS.split]: () => json(equalSplit([0, 0])),
    });
    await renderSplit(<SplitBillScreen />, billSplit());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.element(page.getByText('Split 2', { exact: true })).toBeVisible();
    await hear(subscriptions, TABLE, 'split_bill_generated', {
      order_id: 9001,
      split_type: 'equal',
      split_by: 'diner',
    });
    await expect.element(page.getByText('Split 2', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Bill split' })).not.toBeInTheDocument();
  });

  it('shows Proceed when the bill is split at the POS, which goes to /', async () => {
    recordApi({
      [PATHS.split]: () => json(equalSplit()),
      [PATHS.page]: () => json(scanAndPayPage()),
    });
    const { router } = await renderSplit(<SplitBillScreen />, equalSplit([7, 0, 0]));
    await hear(subscriptions, TABLE, 'split_bill_generated', {
      order_id: 9001,
      split_type: 'equal',
      split_by: 'pos',
    });
    await expect.element(page.getByRole('heading', { name: 'Bill split' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });
});
