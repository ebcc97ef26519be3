import type { BillSplit } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { manualTimers } from '@test/support/manual-timers';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import type { Subscriptions } from '@test/support/fake-realtime';
import { noContent, recordApi } from '@test/support/record-api';
import {
  billOrder,
  manualSplit,
  ORDER_ID,
  PATHS,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { billSplitQuery } from '@/lib/scan-and-pay/scan-and-pay-queries';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { SplitBillScreen } from '../components/split-bill-screen';
import { renderSplit } from './render-split';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

beforeEach(addCsrfToken);
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

const rows = () => page.getByRole('listitem');
const flatWhite = () => page.getByRole('checkbox', { name: /Flat white/ });

/** The item-wise screen on the bill as it is now (the server answers it when read again). */
function renderItemwise(split: BillSplit) {
  recordApi({
    [PATHS.holdScreen]: noContent,
    [PATHS.releaseScreen]: noContent,
    [PATHS.split]: () => json(split),
  });
  return renderSplit(<SplitBillScreen timers={manualTimers(0)} />, split);
}

/** The split with the flat white paid by another diner. */
function flatWhitePaid(): BillSplit {
  const split = manualSplit();
  const [line] = split.lines;
  if (line === undefined) throw new Error('fixture lines');
  line.paid_units = 1;
  line.available_units = 0;
  return split;
}

/** Ticks the flat white and takes one part of Aisha's kopi shared two ways. */
async function tickTwo(): Promise<void> {
  await flatWhite().click();
  await rows().nth(2).getByRole('button', { name: 'Share this dish' }).click();
  await page.getByRole('button', { name: 'Take one part' }).click();
  await expect.element(page.getByText('2 items selected')).toBeVisible();
}

describe('the item-wise ticks outlive a reload (issue 30)', () => {
  it('shows the ticks again when the screen mounts again', async () => {
    const first = await renderItemwise(manualSplit());
    await tickTwo();
    await first.unmount();

    await renderItemwise(manualSplit());
    await expect.element(page.getByText('2 items selected')).toBeVisible();
    await expect.element(flatWhite()).toBeChecked();
    await expect.element(page.getByText('Your part of Kopi shared 2 ways: SGD 1.10')).toBeVisible();
    await expect.element(page.getByText('SGD 7.64')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('drops the tick of an item paid meanwhile, live and after a reload', async () => {
    const first = await renderItemwise(manualSplit());
    await tickTwo();
    // Another diner pays the flat white: the live split event brings the bill again.
    first.queryClient.setQueryData(billSplitQuery(ORDER_ID).queryKey, flatWhitePaid());
    await expect.element(page.getByText('1 item selected')).toBeVisible();
    await expect.element(flatWhite()).not.toBeChecked();
    await expect.element(flatWhite()).toBeDisabled();
    await first.unmount();

    await renderItemwise(flatWhitePaid());
    await expect.element(page.getByText('1 item selected')).toBeVisible();
    await expect.element(flatWhite()).not.toBeChecked();
    await expect.element(page.getByText('Your part of Kopi shared 2 ways: SGD 1.10')).toBeVisible();
  });

  it('keeps them for their bill and diner only', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.itemwiseTicks,
      JSON.stringify({
        order_id: billOrder().id,
        user_id: 8,
        ticks: { 'mine-1': { units: 1, shareWays: null } },
      }),
    );
    await renderItemwise(manualSplit());
    await expect.element(page.getByText('Tick what you are paying for.')).toBeVisible();
    await expect.element(flatWhite()).not.toBeChecked();
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });
});
