import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Toast } from './toast';
import { ToastRegion } from './toast-region';

const noop = () => undefined;

describe('ToastRegion', () => {
  it('is a named polite live region, there before any toast arrives', async () => {
    await renderInTheme(<ToastRegion label="Notifications" />);
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    await expect.element(region).toBeInTheDocument();
  });

  it('renders inside the theme root, so toasts keep the direction of Arabic', async () => {
    await renderInTheme(<ToastRegion label="الإشعارات" />, { dir: 'rtl' });
    const region = page.getByRole('region').element();
    expect(region.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('stacks its toasts oldest first, above the bottom of the screen', async () => {
    await renderInTheme(
      <ToastRegion label="Notifications">
        <Toast message="First" dismissLabel="Dismiss" onDismiss={noop} duration={null} />
        <Toast message="Second" dismissLabel="Dismiss" onDismiss={noop} duration={null} />
      </ToastRegion>,
    );
    const first = page.getByText('First').element().getBoundingClientRect();
    const second = page.getByText('Second').element().getBoundingClientRect();
    expect(first.top).toBeLessThan(second.top);
    expect(second.bottom).toBeLessThan(window.innerHeight - 44);
  });

  it('lets taps through between its toasts', async () => {
    await renderInTheme(<ToastRegion label="Notifications" />);
    const region = page.getByRole('region').element();
    expect(getComputedStyle(region).pointerEvents).toBe('none');
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTheme(
      <ToastRegion label="Notifications">
        <Toast message="Added" dismissLabel="Dismiss" onDismiss={noop} duration={null} />
      </ToastRegion>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
