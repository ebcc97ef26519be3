import type { Order } from '@tabula/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  homePageWith,
  kopi,
  registeredUser,
  scanAndPaySession,
  type HomePage,
} from '@test/fixtures/home-page';
import { renderApp } from '@test/render-app';
import { currentErrorAtom } from '@/lib/errors/error-queue';
import { planError } from '@/lib/errors/error-plan';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { useReorder } from '../hooks/use-reorder';
import { icedKopi, pastItem, pastOrder, reorderMenu, setPickB, toasts } from './fixtures';
import { currentResolvedError } from '@test/support/current-error';

/** A past-orders row reduced to its Reorder button, bound to the cart's reorder. */
function ReorderButton({ order }: { order: Order }) {
  const reorder = useReorder();
  if (reorder === null) return <p>Reorder not offered</p>;
  return (
    <button
      type="button"
      onClick={() => {
        reorder(order);
      }}
    >
      Reorder
    </button>
  );
}

const member = (changes: Partial<HomePage> = {}) =>
  homePageWith({ user: registeredUser, menu: reorderMenu, ...changes });

async function renderReorder(order: Order, homePage: HomePage = member()) {
  return renderApp(<ReorderButton order={order} />, {
    homePage,
    path: '/my-account/past-orders',
  });
}

afterEach(() => {
  localStorage.clear();
});

describe('useReorder (A§4 Reorder)', () => {
  it('puts every line in the cart and opens /order-details when all are available', async () => {
    const { store, router } = await renderReorder(pastOrder([toasts(2), icedKopi(), setPickB()]));
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/order-details');
    const lines = store.get(cartAtom).lines;
    expect(lines.map((line) => [line.item_id, line.count, line.parent_item_id ?? null])).toEqual([
      [101, 2, null],
      [kopi.id, 1, null],
      [152, 1, 150],
    ]);
    expect(lines[1]?.modifiers).toEqual([
      { id: 2002, group_id: 1001, count: 1, unit_price: '0.50' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toContain('"item_id":152');
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it("shows 'order cannot be reordered', which returns to the menu, when only part is available", async () => {
    const gone = pastItem({ ...kopi, id: 999, name: 'Milo', groups: [] }, 12, 1);
    const { store, router } = await renderReorder(pastOrder([toasts(), gone]));
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('reorder_unavailable');
    const shown = currentResolvedError(store);
    expect(shown && planError(shown).pressRedirect).toBe('/');
    // our choice: a partial reorder adds nothing.
    expect(store.get(cartAtom).lines).toEqual([]);
    expect(router.state.location.pathname).toBe('/my-account/past-orders');
  });

  it('shows the same dialog when nothing is available (sold out)', async () => {
    const { store } = await renderReorder(
      pastOrder([icedKopi()]),
      member({ out_of_stock_items: [{ item_id: kopi.id, category_id: null }] }),
    );
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect.poll(() => currentResolvedError(store)?.id).toBe('reorder_unavailable');
    expect(store.get(cartAtom).lines).toEqual([]);
  });

  it('is not offered outside the default session type', async () => {
    await renderReorder(pastOrder([toasts()]), member({ session: scanAndPaySession }));
    await expect.element(page.getByText('Reorder not offered')).toBeVisible();
  });
});
