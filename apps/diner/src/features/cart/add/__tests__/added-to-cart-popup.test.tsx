import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderApp } from '@test/render-app';
import { AddedToCartPopup, ADDED_POPUP_DURATION_MS } from '../added-to-cart-popup';

describe('AddedToCartPopup', () => {
  it("says 'Added to cart' with the item's name, and can be dismissed", async () => {
    const onDismiss = vi.fn();
    await renderApp(
      <AddedToCartPopup itemName="Kaya Toast" onDismiss={onDismiss} duration={null} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Added to cart: Kaya Toast');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('closes itself after a few seconds, long enough to read', async () => {
    expect(ADDED_POPUP_DURATION_MS).toBe(2500);
    const onDismiss = vi.fn();
    await renderApp(<AddedToCartPopup itemName="Kaya Toast" onDismiss={onDismiss} />);
    // The popup waits while the pointer rests on it; the last test left the pointer there.
    await userEvent.unhover(page.getByRole('status'));
    await expect.poll(() => onDismiss.mock.calls.length, { timeout: 10_000 }).toBe(1);
  });
});
