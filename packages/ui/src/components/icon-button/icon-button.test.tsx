import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and calls onClick', async () => {
    const onClick = vi.fn();
    await renderInTheme(<IconButton icon="menu" label="Open the menu" onClick={onClick} />);
    await userEvent.click(page.getByRole('button', { name: 'Open the menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hides its icon from screen readers', async () => {
    await renderInTheme(<IconButton icon="menu" label="Open the menu" onClick={() => undefined} />);
    expect(
      page.getByRole('button').element().querySelector('svg')?.getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('is a 44 px target', async () => {
    await renderInTheme(<IconButton icon="close" label="Close" onClick={() => undefined} />);
    const box = page.getByRole('button').element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    await renderInTheme(<IconButton icon="close" label="Close" disabled onClick={onClick} />);
    await userEvent.click(page.getByRole('button'), { force: true });
    expect(onClick).not.toHaveBeenCalled();
  });

  it('describes itself with its badge, placed at the top end corner', async () => {
    await renderInTheme(<IconButton icon="bag" label="Bag" badge="3" onClick={() => undefined} />, {
      dir: 'rtl',
    });
    const button = page.getByRole('button', { name: 'Bag' });
    await expect.element(button).toHaveAccessibleDescription('3');
    const badge = page.getByText('3').element().getBoundingClientRect();
    const box = button.element().getBoundingClientRect();
    // In Arabic the end is the left.
    expect(badge.left).toBeLessThan(box.left + box.width / 2);
  });

  it('fills with the brand and takes the text colour on it in the primary tone', async () => {
    await renderInTheme(
      <IconButton icon="bell" label="Call" tone="primary" onClick={() => undefined} />,
      { brandColor: '#F4C430' },
    );
    const style = getComputedStyle(page.getByRole('button').element());
    expect(style.backgroundColor).toBe('rgb(244, 196, 48)');
    expect(style.color).toBe('rgb(22, 24, 29)');
  });

  it('has no accessibility violations in every tone', async () => {
    const { container } = await renderInTheme(
      <>
        <IconButton icon="menu" label="Menu" onClick={() => undefined} />
        <IconButton icon="close" label="Close" tone="brand" onClick={() => undefined} />
        <IconButton icon="bag" label="Bag" tone="primary" badge="12" onClick={() => undefined} />
        <IconButton icon="trash" label="Remove" tone="critical" onClick={() => undefined} />
        <IconButton icon="trash" label="Remove" disabled onClick={() => undefined} />
      </>,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
