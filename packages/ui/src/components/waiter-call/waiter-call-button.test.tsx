import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { WaiterCallButton } from './waiter-call-button';

describe('WaiterCallButton', () => {
  it('calls a waiter, from a target of at least 44 px', async () => {
    const onClick = vi.fn();
    await renderInTheme(<WaiterCallButton label="Call waiter" onClick={onClick} />);
    const button = page.getByRole('button', { name: 'Call waiter' });
    const box = button.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while the call is sent and says it is busy', async () => {
    const onClick = vi.fn();
    await renderInTheme(<WaiterCallButton label="Call waiter" onClick={onClick} loading />);
    const button = page.getByRole('button');
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('floats at the bottom right in English', async () => {
    await renderInTheme(<WaiterCallButton label="Call waiter" onClick={() => undefined} />);
    const box = page.getByRole('button').element().getBoundingClientRect();
    expect(box.right).toBeGreaterThan(window.innerWidth - 40);
    expect(box.bottom).toBeGreaterThan(window.innerHeight - 80);
  });

  it('rises above the floating cart bar when asked', async () => {
    await renderInTheme(<WaiterCallButton label="Call waiter" onClick={() => undefined} raised />);
    const box = page.getByRole('button').element().getBoundingClientRect();
    expect(window.innerHeight - box.bottom).toBeGreaterThanOrEqual(100);
  });

  it('floats at the bottom left in Arabic', async () => {
    await renderInTheme(<WaiterCallButton label="استدعاء النادل" onClick={() => undefined} />, {
      dir: 'rtl',
    });
    const box = page.getByRole('button').element().getBoundingClientRect();
    expect(box.left).toBeLessThan(40);
    expect(box.right).toBeLessThan(window.innerWidth / 2 + 100);
  });

  it('takes the A§9 text colour on either brand, with no accessibility violations', async () => {
    const { container } = await renderInTheme(
      <WaiterCallButton label="Call waiter" onClick={() => undefined} />,
      { brandColor: '#F4C430' },
    );
    expect(getComputedStyle(page.getByRole('button').element()).color).toBe('rgb(22, 24, 29)');
    expect(await axeViolations(container)).toEqual([]);
  });
});
