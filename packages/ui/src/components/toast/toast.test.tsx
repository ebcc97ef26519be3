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

/**
 * Runs a test with the toast's countdown on a fake clock (setTimeout only), so a busy machine
 * can neither hurry nor delay it.
 */
async function onTheFakeClock(test: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await test();
  } finally {
    vi.useRealTimers();
  }
}

// The real setTimeout, kept before any test fakes it (vi.waitFor would move the fake clock).
const realSetTimeout = globalThis.setTimeout;

/** Waits on the real clock, up to 5 s, until the fake clock holds `count` timers. */
async function timersPending(count: number): Promise<void> {
  for (let tries = 0; vi.getTimerCount() !== count; tries += 1) {
    if (tries === 500) throw new Error(`expected ${String(count)} pending timers`);
    await new Promise((resolve) => {
      realSetTimeout(resolve, 10);
    });
  }
}

/** Waits until the toast has started its countdown. */
const countdownStarted = () => timersPending(1);

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
    await onTheFakeClock(async () => {
      await renderInTheme(
        <>
          <p>Menu</p>
          <Toast {...props} onDismiss={onDismiss} duration={1500} />
        </>,
      );
      // The pointer rests elsewhere: a toast under it would wait (see the next test).
      await userEvent.hover(page.getByText('Menu'));
      await countdownStarted();
      vi.advanceTimersByTime(1499);
      expect(onDismiss).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  });

  it('waits while the pointer rests on it', async () => {
    const onDismiss = vi.fn();
    await onTheFakeClock(async () => {
      await renderInTheme(<Toast {...props} onDismiss={onDismiss} duration={1500} />);
      await userEvent.hover(page.getByRole('status'));
      await timersPending(0);
      vi.advanceTimersByTime(2500);
      expect(onDismiss).not.toHaveBeenCalled();
      await userEvent.unhover(page.getByRole('status'));
      // The countdown starts again in full once the pointer leaves.
      await countdownStarted();
      vi.advanceTimersByTime(1499);
      expect(onDismiss).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onDismiss).toHaveBeenCalledTimes(1);
    });
  });

  it('stays without a duration', async () => {
    const onDismiss = vi.fn();
    await onTheFakeClock(async () => {
      await renderInTheme(<Toast {...props} onDismiss={onDismiss} duration={null} />);
      vi.advanceTimersByTime(60_000);
      expect(onDismiss).not.toHaveBeenCalled();
    });
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
