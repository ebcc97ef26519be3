import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import {
  WAITER_STATUSES,
  WaiterStatusBar,
  type WaiterStatus,
  type WaiterStatusBarProps,
} from './waiter-status-bar';

const messages = {
  requested: 'Calling a waiter',
  waiting: 'Coming shortly',
  ack: 'On the way',
  timeout: 'No answer yet',
  failed: 'Could not call',
};

const bar = (status: WaiterStatus, overrides: Partial<WaiterStatusBarProps> = {}) => (
  <WaiterStatusBar
    status={status}
    messages={messages}
    cancelLabel="Cancel"
    okLabel="OK"
    onCancel={() => undefined}
    onDismiss={() => undefined}
    {...overrides}
  />
);

describe('WaiterStatusBar', () => {
  it.each([
    ['requested', ['Cancel']],
    ['waiting', ['Cancel']],
    ['ack', ['Cancel', 'OK']],
    ['timeout', ['Cancel', 'OK']],
    ['failed', ['OK']],
  ] as const)('in %s shows its text and offers %j (B§4)', async (status, actions) => {
    await renderInTheme(bar(status));
    await expect.element(page.getByRole('status')).toHaveTextContent(messages[status]);
    expect(
      page
        .getByRole('button')
        .all()
        .map((button) => button.element().textContent),
    ).toEqual(actions);
  });

  it('keeps an empty live region when idle', async () => {
    await renderInTheme(bar('idle'));
    const status = page.getByRole('status');
    await expect.element(status).toBeInTheDocument();
    await expect.element(status).toHaveTextContent('');
    expect(status.element().getBoundingClientRect().height).toBe(0);
  });

  it('shows the idle notice with OK only, and OK dismisses it', async () => {
    const onDismiss = vi.fn();
    await renderInTheme(bar('idle', { notice: 'Your call was cancelled.', onDismiss }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Your call was cancelled.');
    expect(
      page
        .getByRole('button')
        .all()
        .map((button) => button.element().textContent),
    ).toEqual(['OK']);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('cancels the call and dismisses it through its buttons', async () => {
    const onCancel = vi.fn();
    const onDismiss = vi.fn();
    await renderInTheme(bar('ack', { onCancel, onDismiss }));
    const cancel = page.getByRole('button', { name: 'Cancel' });
    expect(cancel.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('puts its actions at the inline end: the left in Arabic', async () => {
    await renderInTheme(bar('timeout'), { dir: 'rtl' });
    const text = page.getByText(messages.timeout).element().getBoundingClientRect();
    const ok = page.getByRole('button', { name: 'OK' }).element().getBoundingClientRect();
    expect(ok.right).toBeLessThanOrEqual(text.left);
  });

  it('has no accessibility violations in any state on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        {WAITER_STATUSES.map((status) => (
          <div key={status}>{bar(status)}</div>
        ))}
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
