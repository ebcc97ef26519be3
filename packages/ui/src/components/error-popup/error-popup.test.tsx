import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { ErrorPopup, type ErrorPopupProps } from './error-popup';

const props: ErrorPopupProps = {
  open: true,
  title: 'Item/s unavailable',
  message: 'Sorry, some items in your cart are sold out.',
  actionLabel: 'OK',
  onAction: () => undefined,
};

describe('ErrorPopup', () => {
  it('renders nothing while closed', async () => {
    await renderInTheme(
      <>
        <p>Menu</p>
        <ErrorPopup {...props} open={false} />
      </>,
    );
    await expect.element(page.getByText('Menu')).toBeVisible();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });

  it('is a modal alert dialog named by its title and described by its message', async () => {
    await renderInTheme(<ErrorPopup {...props} />);
    const dialog = page.getByRole('alertdialog', { name: 'Item/s unavailable' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog).toHaveAccessibleDescription(props.message);
  });

  it('focuses its action, which calls onAction', async () => {
    const onAction = vi.fn();
    await renderInTheme(<ErrorPopup {...props} onAction={onAction} />);
    const action = page.getByRole('button', { name: 'OK' });
    await expect.element(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('does the action on Escape, and ignores a tap on the backdrop', async () => {
    const onAction = vi.fn();
    await renderInTheme(<ErrorPopup {...props} onAction={onAction} />);
    const backdrop = page.getByRole('alertdialog').element().previousElementSibling as HTMLElement;
    await userEvent.click(backdrop, { position: { x: 5, y: 5 } });
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('keeps its details collapsed until the diner opens them, with a 44 px toggle', async () => {
    await renderInTheme(
      <ErrorPopup
        {...props}
        details={{ label: 'Details', text: 'error_id: out_of_stock_error' }}
      />,
    );
    const text = page.getByText('error_id: out_of_stock_error');
    await expect.element(text).not.toBeVisible();
    const toggle = page.getByText('Details');
    const dialog = page.getByRole('alertdialog').element();
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    expect(toggle.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await expect.element(text).toBeVisible();
  });

  it('keeps Tab between the details toggle and the action', async () => {
    await renderInTheme(<ErrorPopup {...props} details={{ label: 'Details', text: 'x' }} />);
    const action = page.getByRole('button', { name: 'OK' });
    await expect.element(action).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.textContent).toBe('Details');
    await userEvent.keyboard('{Tab}');
    await expect.element(action).toHaveFocus();
  });

  it('has no accessibility violations, details open, on the light brand in Arabic', async () => {
    const { container } = await renderInTheme(
      <ErrorPopup {...props} details={{ label: 'التفاصيل', text: 'error_id: 422' }} />,
      { brandColor: '#F4C430', dir: 'rtl' },
    );
    await userEvent.click(page.getByText('التفاصيل'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
