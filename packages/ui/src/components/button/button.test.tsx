import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { Button } from './button';

describe('Button', () => {
  it('is at least 44 px in both directions, whatever its label', async () => {
    await renderInTheme(<Button>OK</Button>);
    const box = page.getByRole('button').element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });

  it('takes the A§9 text colour on the brand: dark on a light brand, white on a dark one', async () => {
    await renderInTheme(<Button>Light</Button>, { brandColor: '#F4C430' });
    expect(getComputedStyle(page.getByRole('button').element()).color).toBe('rgb(22, 24, 29)');
  });

  it('shows white text on a dark brand', async () => {
    await renderInTheme(<Button>Dark</Button>, { brandColor: '#0B5D4B' });
    expect(getComputedStyle(page.getByRole('button').element()).color).toBe('rgb(255, 255, 255)');
  });

  it('ignores presses while loading and says it is busy', async () => {
    const onClick = vi.fn();
    await renderInTheme(
      <Button loading onClick={onClick}>
        Place order
      </Button>,
    );
    const button = page.getByRole('button');
    // force: a busy button is aria-disabled, which Playwright would otherwise wait out.
    await userEvent.click(button, { force: true });
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });

  it('puts its start icon on the right in Arabic', async () => {
    await renderInTheme(<Button iconStart="plus">أضف</Button>, { dir: 'rtl' });
    const button = page.getByRole('button').element();
    const icon = button.querySelector('svg')?.getBoundingClientRect();
    const label = button.querySelector('span')?.getBoundingClientRect();
    expect(icon?.left).toBeGreaterThan(label?.left ?? Infinity);
  });

  it('has no accessibility violations in either tone on either brand', async () => {
    const { container } = await renderInTheme(
      <>
        <Button>Primary</Button>
        <Button tone="secondary">Secondary</Button>
        <Button tone="ghost">Ghost</Button>
        <Button disabled>Disabled</Button>
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
