import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { SideMenu, type SideMenuEntry } from './side-menu';

const entries = (onSelect = () => undefined): SideMenuEntry[] => [
  { id: 'home', label: 'Home', icon: 'bag', onSelect, current: true },
  { id: 'search', label: 'Search', icon: 'search', onSelect },
  { id: 'login', label: 'Log in', onSelect },
];

/** The header's menu button and the side menu. */
function Screen({ initiallyOpen = false, onClose = () => undefined, onSelect = () => undefined }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open menu
      </button>
      <SideMenu
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        label="Main menu"
        closeLabel="Close menu"
        entries={entries(onSelect)}
        header={<strong>Saffron House</strong>}
        footer={<a href="https://tabula.example">Powered by Tabula</a>}
      />
    </>
  );
}

async function settled() {
  const dialog = page.getByRole('dialog').element();
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog.getBoundingClientRect();
}

describe('SideMenu', () => {
  it('is a modal dialog with its entries as a navigation list', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    await expect
      .element(page.getByRole('dialog', { name: 'Main menu' }))
      .toHaveAttribute('aria-modal', 'true');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(
      nav
        .getByRole('button')
        .all()
        .map((entry) => entry.element().textContent),
    ).toEqual(['Home', 'Search', 'Log in']);
    await expect
      .element(page.getByRole('button', { name: 'Home' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByRole('button', { name: 'Search' }))
      .not.toHaveAttribute('aria-current');
    await expect.element(page.getByText('Saffron House')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Powered by Tabula' })).toBeVisible();
  });

  it('calls the entry of the tapped line', async () => {
    const onSelect = vi.fn();
    await renderInTheme(<Screen initiallyOpen onSelect={onSelect} />);
    const search = page.getByRole('button', { name: 'Search' });
    expect(search.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(search);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('slides from the left edge in English', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    const box = await settled();
    expect(box.left).toBe(0);
    expect(box.right).toBeLessThan(window.innerWidth);
  });

  it('slides from the right edge in Arabic', async () => {
    await renderInTheme(<Screen initiallyOpen />, { dir: 'rtl' });
    const box = await settled();
    expect(Math.abs(box.right - window.innerWidth)).toBeLessThanOrEqual(1);
    expect(box.left).toBeGreaterThan(0);
  });

  it('appears without sliding for a diner who asks for less motion', async () => {
    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      await renderInTheme(<Screen initiallyOpen />, { dir: 'rtl' });
      const drawer = page.getByRole('dialog').element();
      expect(getComputedStyle(drawer).animationDuration).toBe('0s');
      expect(
        Math.abs(drawer.getBoundingClientRect().right - window.innerWidth),
      ).toBeLessThanOrEqual(1);
    } finally {
      await cdp().send('Emulation.setEmulatedMedia', { features: [] });
    }
  });

  it('opens with focus inside, keeps Tab inside, and closes on Escape back to its button', async () => {
    const onClose = vi.fn();
    await renderInTheme(<Screen onClose={onClose} />);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await expect.element(page.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('link', { name: 'Powered by Tabula' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(page.getByRole('dialog').query()).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('closes on the backdrop beside the drawer', async () => {
    const onClose = vi.fn();
    await renderInTheme(<Screen initiallyOpen onClose={onClose} />);
    const box = await settled();
    const backdrop = page.getByRole('dialog').element().previousElementSibling as HTMLElement;
    await userEvent.click(backdrop, { position: { x: box.right + 10, y: 100 } });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations on the light brand in Arabic', async () => {
    const { container } = await renderInTheme(<Screen initiallyOpen />, {
      brandColor: '#F4C430',
      dir: 'rtl',
    });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
