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
import { manualTimers } from '@test/support/manual-timers';
import { ErrorPopupHost } from '../components/error-popup-host';

async function renderHost(path = '/menu', timers = manualTimers(0)) {
  // The popup the host loads with the first error, loaded first: the tests time the host.
  await import('../components/error-popup');
  const store = createStore();
  const result = await renderApp(<ErrorPopupHost timers={timers} />, { store, path });
  return { ...result, store, timers };
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
    const { store, router, timers } = await renderHost('/track-order');
    const scheduled = vi.spyOn(timers, 'setTimeout');
    store.set(showErrorAtom, { id: 'tracking_not_found' });
    await expect.poll(() => scheduled.mock.calls.length).toBeGreaterThan(0);
    timers.advance(0);
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(page.getByRole('alertdialog').query()).toBeNull();
    expect(store.get(currentErrorAtom)).toBeNull();
  });

  it('a delayed redirect happens by itself after its delay, on the injected clock', async () => {
    const { store, router, timers } = await renderHost('/payment-processing');
    const scheduled = vi.spyOn(timers, 'setTimeout');
    store.set(showErrorAtom, { id: 'payment_timeout' });
    await expect.poll(() => scheduled.mock.calls.length).toBeGreaterThan(0);
    // Still there just before the 5 s delay has passed.
    timers.advance(4999);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(router.state.location.pathname).toBe('/payment-processing');
    expect(store.get(currentErrorAtom)).not.toBeNull();
    timers.advance(1);
    await expect
      .poll(() => router.state.location.href)
      .toBe('/order-details?payment_status=failed');
  });

  it('a delayed redirect is not run once the diner left the popup by its button', async () => {
    const { store, router, timers } = await renderHost('/payment-processing');
    store.set(showErrorAtom, { id: 'google_pay_payment_failed' });
    const popup = page.getByRole('alertdialog');
    await popup.getByRole('button').click();
    await expect
      .poll(() => router.state.location.href)
      .toBe('/order-details?payment_status=failed');
    await router.navigate({ href: '/menu' });
    timers.advance(5000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(router.state.location.pathname).toBe('/menu');
  });
});
