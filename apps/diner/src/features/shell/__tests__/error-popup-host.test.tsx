import { ApiError } from '@tabula/api-client';
import { queryKeys } from '@tabula/api-client/query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cartAtom } from '@/lib/cart/cart-atoms';
import { cartOf, waterLine } from '@/lib/cart/__tests__/fixtures';
import { currentErrorAtom, showErrorAtom } from '@/lib/errors/error-queue';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { renderApp } from '@test/render-app';
import { ErrorPopupHost } from '../components/error-popup-host';

async function renderHost(path = '/menu') {
  const store = createStore();
  const result = await renderApp(<ErrorPopupHost />, { store, path });
  return { ...result, store };
}

describe('ErrorPopupHost', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('shows an entry with its texts and runs its redirect on the button', async () => {
    const { store, router } = await renderHost();
    store.set(showErrorAtom, { id: 'items_unavailable' });
    const popup = page.getByRole('alertdialog', { name: 'Item/s unavailable' });
    await expect.element(popup).toBeVisible();
    await expect
      .element(
        popup.getByText(
          'Sorry, some items in your cart are sold out. Please remove them to place your order.',
        ),
      )
      .toBeVisible();
    expect(router.state.location.pathname).toBe('/menu');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/order-details');
    expect(store.get(currentErrorAtom)).toBeNull();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });

  it("a 401 shows the server's text, then / with the configurations read again", async () => {
    const { store, router, queryClient } = await renderHost('/order-details');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const error = new ApiError({
      kind: 'http',
      endpoint: 'orders.validate',
      path: '/orders/validate',
      status: 401,
      errorId: 'session_missing',
      serverMessage: 'Please scan the QR code at your table or counter to start ordering',
    });
    store.set(showErrorAtom, { error, operation: 'cart_validation' });
    const popup = page.getByRole('alertdialog');
    await expect
      .element(
        popup.getByText('Please scan the QR code at your table or counter to start ordering'),
      )
      .toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(invalidate).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: queryKeys.area('pages') }),
    );
  });

  it('the generic popup only closes', async () => {
    const { store, router } = await renderHost();
    store.set(showErrorAtom, { error: new Error('boom'), operation: 'other' });
    const popup = page.getByRole('alertdialog', { name: 'Oops!' });
    await expect.element(popup.getByText('Something went wrong! Please try again')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => store.get(currentErrorAtom)).toBeNull();
    expect(router.state.location.pathname).toBe('/menu');
  });

  it('shows the queue one entry at a time', async () => {
    const { store } = await renderHost();
    store.set(showErrorAtom, { id: 'order_update_failed' });
    store.set(showErrorAtom, { id: 'generic' });
    await expect.element(page.getByText('Order update failed. Please try again.')).toBeVisible();
    expect(page.getByRole('alertdialog').all()).toHaveLength(1);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByRole('alertdialog', { name: 'Oops!' })).toBeVisible();
  });

  it('clears the cart, in memory and in storage, when items left the menu', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cartOf([waterLine()], Date.now())));
    const { store } = await renderHost();
    expect(store.get(cartAtom).lines).toHaveLength(1);
    store.set(showErrorAtom, { id: 'cart_items_not_in_menu' });
    await expect
      .element(page.getByText('Oops! Items in cart are not part of current available menu.'))
      .toBeVisible();
    expect(store.get(cartAtom).lines).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('a hidden redirect happens at once, without a popup', async () => {
    const { store, router } = await renderHost('/track-order');
    store.set(showErrorAtom, { id: 'tracking_not_found' });
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(page.getByRole('alertdialog').query()).toBeNull();
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('a delayed redirect happens by itself after its delay', async () => {
    const { store, router } = await renderHost('/payment-processing');
    store.set(showErrorAtom, { id: 'payment_timeout' });
    // Still there before the 5 s delay has passed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(router.state.location.pathname).toBe('/payment-processing');
    await expect
      .poll(() => router.state.location.href, { timeout: 20_000 })
      .toBe('/order-details?payment_status=failed');
  });
});
