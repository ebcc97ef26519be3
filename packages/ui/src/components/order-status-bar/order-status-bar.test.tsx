import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { ORDER_STATUSES, OrderStatusBar } from './order-status-bar';

describe('OrderStatusBar', () => {
  it('is a polite status that links to the tracking page', async () => {
    await renderInTheme(
      <OrderStatusBar status="confirmed" text="Your food is being prepared" href="/track-order" />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Your food is being prepared');
    const link = page.getByRole('link', { name: 'Your food is being prepared' });
    await expect.element(link).toHaveAttribute('href', '/track-order');
    expect(link.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('lets the app route on the client', async () => {
    const onOpen = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    await renderInTheme(
      <OrderStatusBar status="ready" text="Collect now" href="/track-order" onOpen={onOpen} />,
    );
    await userEvent.click(page.getByRole('link'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).not.toBe('/track-order');
  });

  it('is a button when it has a handler and no address', async () => {
    const onOpen = vi.fn();
    await renderInTheme(<OrderStatusBar status="ready" text="Collect now" onOpen={onOpen} />);
    await userEvent.click(page.getByRole('button', { name: 'Collect now' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('colours each status by its tone', async () => {
    const { container } = await renderInTheme(
      <>
        {ORDER_STATUSES.map((status) => (
          <OrderStatusBar key={status} status={status} text={status} />
        ))}
      </>,
    );
    const colours: Record<string, string> = Object.fromEntries(
      Array.from(container.querySelectorAll<HTMLElement>('[data-status]')).map(
        (bar) => [bar.dataset.status ?? '', getComputedStyle(bar).backgroundColor] as const,
      ),
    );
    expect(colours).toMatchObject({
      unconfirmed: 'rgb(255, 250, 235)',
      ready: 'rgb(236, 253, 243)',
      delivered: 'rgb(236, 253, 243)',
      cancelled: 'rgb(254, 243, 242)',
      rejected: 'rgb(254, 243, 242)',
    });
    expect(new Set(Object.values(colours)).size).toBe(4);
  });

  it('offers OK on a rejected order only', async () => {
    const onOk = vi.fn();
    await renderInTheme(
      <>
        <OrderStatusBar status="rejected" text="Rejected" okLabel="OK" onOk={onOk} />
        <OrderStatusBar status="confirmed" text="Confirmed" okLabel="OK" onOk={onOk} />
      </>,
    );
    expect(page.getByRole('button', { name: 'OK' }).all()).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('puts its icon at the start and OK at the end: mirrored in Arabic', async () => {
    await renderInTheme(
      <OrderStatusBar
        status="rejected"
        text="تعذّر قبول طلبك"
        okLabel="حسنًا"
        onOk={() => undefined}
      />,
      { dir: 'rtl' },
    );
    const icon = page.getByRole('status').element().querySelector('svg')?.getBoundingClientRect();
    const ok = page.getByRole('button').element().getBoundingClientRect();
    expect(icon?.left).toBeGreaterThan(ok.right);
  });

  it('has no accessibility violations in any status on the light brand', async () => {
    const { container } = await renderInTheme(
      <>
        {ORDER_STATUSES.map((status) => (
          <OrderStatusBar
            key={status}
            status={status}
            text={status}
            href="/track-order"
            okLabel="OK"
            onOk={() => undefined}
          />
        ))}
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
