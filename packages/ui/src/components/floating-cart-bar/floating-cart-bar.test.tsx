import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { FloatingCartBar, type FloatingCartBarProps } from './floating-cart-bar';

function bar(props: Partial<FloatingCartBarProps> = {}) {
  return (
    <FloatingCartBar
      count={3}
      countLabel="3 items"
      total="AED 42.50"
      label="View Order"
      {...props}
    />
  );
}

describe('FloatingCartBar', () => {
  it('says the count, the action and the total, and shows the count in a badge', async () => {
    await renderInTheme(bar());
    const action = page.getByRole('button', { name: '3 items View Order AED 42.50' });
    await expect.element(action).toBeVisible();
    await expect.element(action.getByText('3', { exact: true })).toBeVisible();
    await expect.element(action.getByText('AED 42.50')).toBeVisible();
  });

  it('is a link when it has an address, a button otherwise', async () => {
    const onClick = vi.fn();
    await renderInTheme(
      <>
        {bar({ href: '/order-details' })}
        {bar({ onClick, label: 'Open' })}
      </>,
    );
    await expect.element(page.getByRole('link')).toHaveAttribute('href', '/order-details');
    await userEvent.click(page.getByRole('button', { name: /Open/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('floats at the bottom of the screen, clear of the edge', async () => {
    await renderInTheme(bar());
    const button = page.getByRole('button').element();
    const action = button.getBoundingClientRect();
    expect(action.bottom).toBeLessThanOrEqual(window.innerHeight - 12);
    expect(action.bottom).toBeGreaterThan(window.innerHeight - 24);
    const wrapper = button.parentElement;
    expect(wrapper && getComputedStyle(wrapper).position).toBe('fixed');
    expect(action.height).toBeGreaterThanOrEqual(44);
  });

  it('lets taps beside the action through to the menu', async () => {
    await renderInTheme(bar());
    const wrapper = page.getByRole('button').element().parentElement;
    expect(wrapper && getComputedStyle(wrapper).pointerEvents).toBe('none');
  });

  it('takes the A§9 text colour on the brand', async () => {
    await renderInTheme(bar(), { brandColor: '#F4C430' });
    const style = getComputedStyle(page.getByRole('button').element());
    expect(style.backgroundColor).toBe('rgb(244, 196, 48)');
    expect(style.color).toBe('rgb(22, 24, 29)');
  });

  it('puts the count at the start and the total at the end: mirrored in Arabic', async () => {
    await renderInTheme(bar({ label: 'عرض الطلب', total: 'د.إ.‏ 42.50' }), { dir: 'rtl' });
    const count = page.getByText('3', { exact: true }).element().getBoundingClientRect();
    const total = page.getByText('د.إ.‏ 42.50').element().getBoundingClientRect();
    expect(count.left).toBeGreaterThan(total.right);
  });

  it('has no accessibility violations on either brand', async () => {
    const { container } = await renderInTheme(bar(), { brandColor: '#F4C430' });
    expect(await axeViolations(container)).toEqual([]);
    const dark = await renderInTheme(bar({ href: '/order-details' }), { brandColor: '#0B5D4B' });
    expect(await axeViolations(dark.container)).toEqual([]);
  });
});
