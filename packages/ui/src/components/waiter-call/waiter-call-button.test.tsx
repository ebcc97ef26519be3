import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clearOfFloatingAction, FLOATING_ACTION_ROOM } from '../../lib/bottom-room';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { FloatingCartBar } from '../floating-cart-bar/floating-cart-bar';
import { WaiterCallButton } from './waiter-call-button';

/** The box of an element the page shows. */
const box = (element: Element) => element.getBoundingClientRect();

/** Whether two boxes share any area. */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The room the button publishes on the document. */
const publishedRoom = () => document.documentElement.style.getPropertyValue(FLOATING_ACTION_ROOM);

afterEach(async () => {
  await page.viewport(390, 844);
});

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

  it('rises above the floating cart bar, however tall its words make it', async () => {
    await page.viewport(360, 640);
    const label = 'عرض الطلب ومراجعة الأصناف قبل إرسالها إلى المطبخ';
    await renderInTheme(
      <>
        <WaiterCallButton label="استدعاء النادل" onClick={() => undefined} />
        <FloatingCartBar count={12} countLabel="12" total="KWD 1,234.500" label={label} />
      </>,
      { dir: 'rtl' },
    );
    const bar = page.getByRole('button', { name: new RegExp(label) }).element();
    const button = page.getByRole('button', { name: 'استدعاء النادل' }).element();
    expect(box(bar).height).toBeGreaterThan(56);
    expect(overlap(box(button), box(bar))).toBe(false);
    expect(box(button).bottom).toBeLessThanOrEqual(box(bar).top);
  });

  it('publishes the room it takes while it shows, and takes it back when it goes', async () => {
    const { unmount } = await renderInTheme(
      <WaiterCallButton label="Call waiter" onClick={() => undefined} />,
    );
    const button = page.getByRole('button').element();
    await expect
      .poll(publishedRoom)
      .toBe(`${String(Math.ceil(window.innerHeight - box(button).top))}px`);
    await unmount();
    expect(publishedRoom()).toBe('');
  });

  it('publishes its new room when the cart bar comes and when its words wrap', async () => {
    const { rerender } = await renderInTheme(
      <WaiterCallButton label="Call waiter" onClick={() => undefined} />,
    );
    const roomOf = () =>
      `${String(Math.ceil(window.innerHeight - box(page.getByRole('button').first().element()).top))}px`;
    const alone = publishedRoom();
    await rerender(
      <>
        <WaiterCallButton label="Call waiter" onClick={() => undefined} />
        <FloatingCartBar count={1} countLabel="1 item" total="SGD 3.50" label="View Order" />
      </>,
    );
    await expect.poll(publishedRoom).not.toBe(alone);
    expect(publishedRoom()).toBe(roomOf());
    await rerender(
      <WaiterCallButton label={'Call a waiter to table 12 '.repeat(4)} onClick={() => undefined} />,
    );
    await expect.poll(publishedRoom).toBe(roomOf());
    expect(parseFloat(publishedRoom())).toBeGreaterThan(parseFloat(alone));
  });

  it('keeps a bar pinned to the bottom of a page clear of it, in either direction', async () => {
    await page.viewport(360, 640);
    for (const dir of ['ltr', 'rtl'] as const) {
      const { unmount } = await renderInTheme(
        <>
          <WaiterCallButton label="Call waiter" onClick={() => undefined} />
          <div
            style={{
              position: 'fixed',
              insetBlockEnd: 0,
              insetInline: 0,
              paddingBlockEnd: clearOfFloatingAction('12px'),
            }}
          >
            <button type="button" style={{ inlineSize: '100%', blockSize: '48px' }}>
              Pay
            </button>
          </div>
        </>,
        { dir },
      );
      const pay = page.getByRole('button', { name: 'Pay' }).element();
      const call = page.getByRole('button', { name: 'Call waiter' }).element();
      await expect.poll(() => overlap(box(call), box(pay))).toBe(false);
      await unmount();
    }
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
