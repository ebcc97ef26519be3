import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { BottomSheet } from '../bottom-sheet/bottom-sheet';
import { Modal } from './modal';

/** A screen with the modal's opener and the modal. */
function Screen({ initiallyOpen = false, onClose = () => undefined }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open terms
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Terms of service"
        closeLabel="Close"
        footer={<button type="button">Accept</button>}
      >
        <p>You must be 18 or over.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, in the centre of the screen', async () => {
    await renderInTheme(<Screen initiallyOpen />);
    const dialog = page.getByRole('dialog', { name: 'Terms of service' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    const element = dialog.element();
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const box = element.getBoundingClientRect();
    expect(Math.abs(box.top - (window.innerHeight - box.bottom))).toBeLessThanOrEqual(1);
    expect(Math.abs(box.left - (window.innerWidth - box.right))).toBeLessThanOrEqual(1);
  });

  it('moves focus in, keeps Tab inside, and gives focus back to the opener on Escape', async () => {
    const onClose = vi.fn();
    await renderInTheme(<Screen onClose={onClose} />);
    const opener = page.getByRole('button', { name: 'Open terms' });
    await userEvent.click(opener);
    const close = page.getByRole('button', { name: 'Close' });
    const accept = page.getByRole('button', { name: 'Accept' });
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(accept).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(page.getByRole('dialog').query()).toBeNull();
    await expect.element(opener).toHaveFocus();
  });

  it('closes on the backdrop', async () => {
    const onClose = vi.fn();
    await renderInTheme(<Screen initiallyOpen onClose={onClose} />);
    const backdrop = page.getByRole('dialog').element().previousElementSibling as HTMLElement;
    await userEvent.click(backdrop, { position: { x: 5, y: 5 } });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('over a sheet, takes Escape alone and hands focus back to the sheet', async () => {
    const closeSheet = vi.fn();
    function Stack() {
      const [modalOpen, setModalOpen] = useState(false);
      return (
        <BottomSheet open onClose={closeSheet} title="Sheet" closeLabel="Close sheet">
          <button
            type="button"
            onClick={() => {
              setModalOpen(true);
            }}
          >
            More
          </button>
          <Modal
            open={modalOpen}
            onClose={() => {
              setModalOpen(false);
            }}
            title="Details"
            closeLabel="Close details"
          >
            <p>Nested</p>
          </Modal>
        </BottomSheet>
      );
    }
    await renderInTheme(<Stack />);
    await userEvent.click(page.getByRole('button', { name: 'More' }));
    await expect.element(page.getByRole('button', { name: 'Close details' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('dialog', { name: 'Details' }).query()).toBeNull();
    expect(closeSheet).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('puts its close button at the inline end: the left in Arabic', async () => {
    await renderInTheme(<Screen initiallyOpen />, { dir: 'rtl' });
    const dialog = page.getByRole('dialog').element();
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
    const title = page.getByRole('heading').element().getBoundingClientRect();
    expect(close.left).toBeLessThan(title.left);
    expect(close.width).toBeGreaterThanOrEqual(44);
    expect(close.height).toBeGreaterThanOrEqual(44);
  });

  it('has no accessibility violations on the light brand', async () => {
    const { container } = await renderInTheme(<Screen initiallyOpen />, { brandColor: '#F4C430' });
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
