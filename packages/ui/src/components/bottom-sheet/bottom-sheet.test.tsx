import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { BottomSheet } from './bottom-sheet';
import * as styles from '../overlay/overlay.css';

/** A screen with the sheet's opener, a control behind the sheet, and the sheet. */
function Screen({ initiallyOpen = false, onClose = () => undefined, tall = false }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open receipt
      </button>
      <button type="button">Behind</button>
      <BottomSheet
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Your receipt"
        closeLabel="Close"
        footer={<button type="button">Pay now</button>}
      >
        {tall ? (
          <p style={{ blockSize: '3000px' }}>A long receipt</p>
        ) : (
          <a href="/menu/hummus">Hummus</a>
        )}
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('renders nothing while closed', async () => {
    await renderInTheme(<Screen />);
    await expect.element(page.getByRole('button', { name: 'Open receipt' })).toBeVisible();
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  it('is a modal dialog named by its title', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    const dialog = page.getByRole('dialog', { name: 'Your receipt' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  });

  it('moves focus in on open, keeps Tab inside, and gives focus back to the opener on close', async () => {
    await renderInTheme(<Screen />);
    const opener = page.getByRole('button', { name: 'Open receipt' });
    await userEvent.click(opener);
    const close = page.getByRole('button', { name: 'Close' });
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Hummus' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toHaveFocus();
    await userEvent.click(close);
    expect(page.getByRole('dialog').query()).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('brings back focus that strays behind it', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    (page.getByRole('button', { name: 'Behind' }).element() as HTMLElement).focus();
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    await renderInTheme(<Screen initiallyOpen onClose={onClose} />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  it('closes on a tap on the backdrop, not on a tap inside', async () => {
    const onClose = vi.fn();
    await renderInTheme(<Screen initiallyOpen onClose={onClose} />);
    await userEvent.click(page.getByRole('heading', { name: 'Your receipt' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = page.getByRole('dialog').element().previousElementSibling as HTMLElement;
    // The backdrop's top edge, above the sheet.
    await userEvent.click(backdrop, { position: { x: 10, y: 10 } });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sits at the bottom of the screen and stops the page behind from scrolling', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    const dialog = page.getByRole('dialog').element();
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    const box = dialog.getBoundingClientRect();
    expect(Math.abs(box.bottom - window.innerHeight)).toBeLessThanOrEqual(1);
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('scrolls a tall body inside the screen and makes it reachable by keyboard', async () => {
    await renderInTheme(<Screen initiallyOpen tall />);
    const dialog = page.getByRole('dialog').element();
    expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.querySelector<HTMLElement>(`.${styles.body}`);
    if (body === null) throw new Error('The sheet has no body');
    expect(getComputedStyle(body).overflowY).toBe('auto');
    await expect.element(body).toHaveAttribute('tabindex', '0');
    await expect.element(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('rises over the slow motion duration, and at once for a diner who asks for less motion', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    const dialog = page.getByRole('dialog').element();
    expect(getComputedStyle(dialog).animationDuration).toBe('0.32s');
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      expect(getComputedStyle(dialog).animationDuration).toBe('0s');
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('renders inside the theme root, so it keeps the direction of Arabic', async () => {
    await renderInTheme(<Screen initiallyOpen />, { dir: 'rtl' });
    const dialog = page.getByRole('dialog').element();
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    const title = page.getByRole('heading').element().getBoundingClientRect();
    // The close button sits at the inline end: the left in Arabic.
    expect(close.left).toBeLessThan(title.left);
  });

  it('gives its close button a 44 px target', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    const box = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('has no accessibility violations on the light brand', async () => {
    const { container } = await renderInTheme(<Screen initiallyOpen />, { brandColor: '#F4C430' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
