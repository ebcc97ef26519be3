import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Toast, type ToastProps } from './toast';

const props: ToastProps = {
  message: 'Added to your order',
  dismissLabel: 'Dismiss',
  onDismiss: () => undefined,
};

const wait = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

describe('Toast', () => {
  it('is a status message with a 44 px dismiss button that calls onDismiss', async () => {
    const onDismiss = vi.fn();
    await renderInTheme(<Toast {...props} onDismiss={onDismiss} duration={null} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Added to your order');
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    const box = dismiss.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(dismiss);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself once its duration has run out, not before', async () => {
    const onDismiss = vi.fn();
    await renderInTheme(
      <>
        <p>Menu</p>
        <Toast {...props} onDismiss={onDismiss} duration={1500} />
      </>,
    );
    // The pointer rests elsewhere: a toast under it would wait (see the next test). The margins
    // are wide, so a busy machine does not turn the timing into a failure.
    await userEvent.hover(page.getByText('Menu'));
    expect(onDismiss).not.toHaveBeenCalled();
    await vi.waitFor(
      () => {
        expect(onDismiss).toHaveBeenCalledTimes(1);
      },
      { timeout: 6000 },
    );
  });

  it('waits while the pointer rests on it', async () => {
    const onDismiss = vi.fn();
    await renderInTheme(<Toast {...props} onDismiss={onDismiss} duration={1500} />);
    await userEvent.hover(page.getByRole('status'));
    await wait(2500);
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.unhover(page.getByRole('status'));
    // The countdown starts again in full once the pointer leaves.
    await vi.waitFor(
      () => {
        expect(onDismiss).toHaveBeenCalledTimes(1);
      },
      { timeout: 6000 },
    );
  });

  it('stays without a duration', async () => {
    const onDismiss = vi.fn();
    await renderInTheme(<Toast {...props} onDismiss={onDismiss} duration={null} />);
    await wait(300);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('marks its tone on the inline-start edge: the right in Arabic', async () => {
    await renderInTheme(<Toast {...props} tone="critical" duration={null} />, { dir: 'rtl' });
    const style = getComputedStyle(page.getByRole('status').element());
    expect(style.backgroundColor).toBe('rgb(254, 243, 242)');
    expect(style.borderRightWidth).toBe('4px');
    expect(style.borderLeftWidth).toBe('0px');
  });

  it('has no accessibility violations in any tone on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        <Toast {...props} tone="info" duration={null} />
        <Toast {...props} tone="success" duration={null} />
        <Toast {...props} tone="critical" duration={null} />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
