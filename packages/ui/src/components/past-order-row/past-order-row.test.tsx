import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { PastOrderRow, type PastOrderRowProps } from './past-order-row';

function props(overrides: Partial<PastOrderRowProps> = {}): PastOrderRowProps {
  return {
    orderLabel: 'Order #1043',
    amount: 'AED 86.50',
    pointsEarned: '+86 points',
    reorderLabel: 'Reorder',
    onReorder: vi.fn(),
    invoiceMenuLabel: 'Invoice options',
    downloadInvoiceLabel: 'Download invoice',
    onDownloadInvoice: vi.fn(),
    emailInvoiceLabel: 'Send invoice via email',
    onEmailInvoice: vi.fn(),
    ...overrides,
  };
}

const trigger = () => page.getByRole('button', { name: 'Invoice options' });

describe('PastOrderRow', () => {
  it('shows the order number, amount and points earned (A§2)', async () => {
    await renderInTheme(<PastOrderRow {...props()} />);
    await expect.element(page.getByText('Order #1043')).toBeVisible();
    await expect.element(page.getByText('AED 86.50')).toBeVisible();
    await expect.element(page.getByText('+86 points')).toBeVisible();
  });

  it("shows the order's status in words and in its tone", async () => {
    const screen = await renderInTheme(
      <PastOrderRow {...props({ status: { status: 'rejected', label: 'Rejected' } })} />,
    );
    await expect.element(page.getByText('Rejected')).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
    await screen.rerender(<PastOrderRow {...props()} />);
    expect(page.getByText('Rejected').query()).toBeNull();
  });

  it('reorders, and offers no Reorder without a handler', async () => {
    const onReorder = vi.fn();
    const screen = await renderInTheme(<PastOrderRow {...props({ onReorder })} />);
    await userEvent.click(page.getByRole('button', { name: 'Reorder' }));
    expect(onReorder).toHaveBeenCalledTimes(1);
    await screen.rerender(<PastOrderRow {...props({ onReorder: undefined })} />);
    expect(page.getByRole('button', { name: 'Reorder' }).query()).toBeNull();
  });

  it('is a menu button: collapsed, then open on the first entry with a press', async () => {
    await renderInTheme(<PastOrderRow {...props()} />);
    await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(trigger()).toHaveAccessibleDescription('Order #1043');
    await userEvent.click(trigger());
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('menu')).toBeVisible();
    await expect.element(page.getByRole('menuitem', { name: 'Download invoice' })).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping, and Home and End', async () => {
    await renderInTheme(<PastOrderRow {...props()} />);
    await userEvent.click(trigger());
    const download = page.getByRole('menuitem', { name: 'Download invoice' });
    const email = page.getByRole('menuitem', { name: 'Send invoice via email' });
    await expect.element(download).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(email).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(download).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(email).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(download).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(email).toHaveFocus();
  });

  it('opens on the last entry with Up and chooses it with Enter', async () => {
    const onEmailInvoice = vi.fn();
    const onDownloadInvoice = vi.fn();
    await renderInTheme(<PastOrderRow {...props({ onEmailInvoice, onDownloadInvoice })} />);
    trigger().element().focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect
      .element(page.getByRole('menuitem', { name: 'Send invoice via email' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEmailInvoice).toHaveBeenCalledTimes(1);
    expect(onDownloadInvoice).not.toHaveBeenCalled();
    expect(page.getByRole('menu').query()).toBeNull();
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes with Escape, back on its button, without choosing', async () => {
    const onDownloadInvoice = vi.fn();
    await renderInTheme(<PastOrderRow {...props({ onDownloadInvoice })} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(page.getByRole('menu').query()).toBeNull();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(onDownloadInvoice).not.toHaveBeenCalled();
  });

  it('closes on a press outside it', async () => {
    await renderInTheme(<PastOrderRow {...props()} />);
    await userEvent.click(trigger());
    await userEvent.click(page.getByText('AED 86.50'));
    expect(page.getByRole('menu').query()).toBeNull();
  });

  it('chooses an entry with a press', async () => {
    const onDownloadInvoice = vi.fn();
    await renderInTheme(<PastOrderRow {...props({ onDownloadInvoice })} />);
    await userEvent.click(trigger());
    await userEvent.click(page.getByRole('menuitem', { name: 'Download invoice' }));
    expect(onDownloadInvoice).toHaveBeenCalledTimes(1);
  });

  it('gives the menu button and its entries 44 px targets', async () => {
    await renderInTheme(<PastOrderRow {...props()} />);
    await userEvent.click(trigger());
    const boxes = [
      trigger(),
      page.getByRole('menuitem').first(),
      page.getByRole('menuitem').last(),
    ].map((locator) => locator.element().getBoundingClientRect());
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('opens the menu toward the left under its button in Arabic', async () => {
    await renderInTheme(<PastOrderRow {...props({ invoiceMenuLabel: 'خيارات الفاتورة' })} />, {
      dir: 'rtl',
    });
    const button = page.getByRole('button', { name: 'خيارات الفاتورة' });
    await userEvent.click(button);
    const menu = page.getByRole('menu').element().getBoundingClientRect();
    const anchor = button.element().getBoundingClientRect();
    // Aligned to the inline end: the button sits at the left, so the menu grows to the right.
    expect(Math.abs(menu.left - anchor.left)).toBeLessThan(1);
    expect(menu.top).toBeGreaterThanOrEqual(anchor.bottom);
  });

  it('opens the order details from the order number when offered', async () => {
    const onOpenDetails = vi.fn();
    await renderInTheme(<PastOrderRow {...props({ onOpenDetails })} />);
    await userEvent.click(page.getByRole('button', { name: 'Order #1043' }));
    expect(onOpenDetails).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations, closed or open, on the light brand', async () => {
    const { container } = await renderInTheme(<PastOrderRow {...props()} />, {
      brandColor: '#F4C430',
    });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(trigger());
    expect(await axeViolations(container)).toEqual([]);
  });
});
