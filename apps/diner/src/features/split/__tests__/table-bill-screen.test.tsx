import { channelName } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { addCsrfToken, cleanUp, json } from '@test/support/order-screens';
import { hear, type Subscriptions } from '@test/support/fake-realtime';
import { recordApi } from '@test/support/record-api';
import {
  billOrder,
  billSplit,
  equalSplit,
  PATHS,
  scanAndPayPage,
} from '@/lib/scan-and-pay/__tests__/scan-and-pay-fixtures';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { TableBillScreen } from '../components/table-bill-screen';
import { renderSplit } from './render-split';

const subscriptions = vi.hoisted(() => new Map() as Subscriptions);
vi.mock('@/lib/realtime/realtime-client', async () =>
  (await import('@test/support/fake-realtime')).fakeRealtime(subscriptions),
);

beforeEach(addCsrfToken);
afterEach(() => {
  vi.restoreAllMocks();
  subscriptions.clear();
  cleanUp();
});

describe('the order summary of a scan-and-pay table (B§2)', () => {
  it('lists the bill with its charges, Split Bill and Pay Now', async () => {
    recordApi({ [PATHS.split]: () => json(billSplit()) });
    const bill = scanAndPayPage().order;
    const { router } = await renderSplit(<TableBillScreen />, billSplit(), { path: '/' });
    await expect.element(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
    await expect.element(page.getByText('Table T5')).toBeVisible();
    const items = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect.poll(() => items.elements().length).toBe(bill?.order_details.items.length);
    await expect.element(page.getByText('Subtotal')).toBeVisible();
    await page.getByRole('button', { name: 'Split Bill' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/split-bill');
  });

  it('pays the whole bill with Pay Now, forgetting any split picked before', async () => {
    recordApi({ [PATHS.split]: () => json(billSplit()) });
    sessionStorage.setItem(
      STORAGE_KEYS.equalSplitBillData,
      JSON.stringify({ selectedSplitNumber: 2, noOfPaidSplits: 0 }),
    );
    const { router } = await renderSplit(<TableBillScreen />, billSplit(), { path: '/' });
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/checkout');
    expect(sessionStorage.getItem(STORAGE_KEYS.equalSplitBillData)).toBeNull();
  });

  it("names the lines in the diner's language, an item off the menu as stored (issue 30)", async () => {
    recordApi({ [PATHS.split]: () => json(billSplit()) });
    const order = billOrder();
    const [first, second, ...rest] = order.order_details.items;
    if (first === undefined || second === undefined) throw new Error('fixture items');
    order.order_details.items = [first, { ...second, id: 999, name: 'Old special' }, ...rest];
    await renderSplit(<TableBillScreen />, billSplit(), {
      path: '/',
      page: scanAndPayPage(order),
      locale: 'zh',
    });
    await expect.element(page.getByText(`${first.name} (zh)`)).toBeVisible();
    await expect.element(page.getByText('Old special', { exact: true })).toBeVisible();
  });

  it('shows what is left once part of the bill is paid', async () => {
    const split = { ...equalSplit([7, 8, 0], [2]), remaining_amount: '14.76' };
    recordApi({ [PATHS.split]: () => json(split) });
    await renderSplit(<TableBillScreen />, split, { path: '/' });
    await expect.element(page.getByText('SGD 14.76')).toBeVisible();
  });

  it('shows the empty table with View Menu when there is no bill', async () => {
    recordApi({});
    const { router } = await renderSplit(<TableBillScreen />, null, {
      path: '/',
      page: scanAndPayPage(null),
    });
    await expect.element(page.getByText('Your table has no bill yet')).toBeVisible();
    await page.getByRole('button', { name: 'View Menu' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/menu');
  });

  it('shows the split-started-from-POS screen, whose Proceed reads the bill again on /', async () => {
    const sent = recordApi({
      [PATHS.split]: () => json(equalSplit()),
      [PATHS.page]: () => json(scanAndPayPage()),
    });
    await renderSplit(<TableBillScreen />, billSplit(), { path: '/' });
    await hear(subscriptions, channelName('dine_in_events', 5), 'split_bill_generated', {
      order_id: 9001,
      split_type: 'equal',
      split_by: 'pos',
    });
    await expect.element(page.getByRole('heading', { name: 'Bill split' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect.element(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
    await expect.poll(() => sent.some((call) => call.path === PATHS.page)).toBe(true);
  });

  it('does not say the restaurant split the bill when another diner at the table did', async () => {
    const sent = recordApi({ [PATHS.split]: () => json(equalSplit()) });
    await renderSplit(<TableBillScreen />, billSplit(), { path: '/' });
    await expect.element(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
    const reads = () => sent.filter((call) => call.path === PATHS.split).length;
    const before = reads();
    await hear(subscriptions, channelName('dine_in_events', 5), 'split_bill_generated', {
      order_id: 9001,
      split_type: 'equal',
      split_by: 'diner',
    });
    // The split is read again, and the bill stays on screen.
    await expect.poll(reads).toBeGreaterThan(before);
    // Give the event's render a moment: the screen would replace the bill by now.
    await new Promise((settled) => setTimeout(settled, 300));
    await expect.element(page.getByRole('heading', { name: 'Your bill' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Bill split' })).not.toBeInTheDocument();
  });
});
