import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { AnnouncementBanner } from './announcement-banner';

describe('AnnouncementBanner', () => {
  it('shows its title and message, keeping the restaurant line breaks', async () => {
    await renderInTheme(
      <AnnouncementBanner
        title="Ramadan hours"
        message={'Open 7 pm to 2 am.\nIftar boxes from 5 pm.'}
        closeLabel="Close announcement"
        onClose={() => undefined}
      />,
    );
    await expect.element(page.getByText('Ramadan hours')).toBeVisible();
    const message = page.getByText(/Open 7 pm/).element();
    expect(getComputedStyle(message).whiteSpace).toBe('pre-line');
  });

  it('closes with a 44 px Close button', async () => {
    const onClose = vi.fn();
    await renderInTheme(
      <AnnouncementBanner
        message="Terrace closed"
        closeLabel="Close announcement"
        onClose={onClose}
      />,
    );
    const close = page.getByRole('button', { name: 'Close announcement' });
    const box = close.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts Close at the inline end and the brand stripe at the start: mirrored in Arabic', async () => {
    await renderInTheme(
      <AnnouncementBanner
        message="التراس مغلق"
        closeLabel="إغلاق الإعلان"
        onClose={() => undefined}
      />,
      { dir: 'rtl' },
    );
    const close = page.getByRole('button').element().getBoundingClientRect();
    const text = page.getByText('التراس مغلق').element().getBoundingClientRect();
    expect(close.right).toBeLessThanOrEqual(text.left);
    const banner = page.getByRole('button').element().parentElement;
    expect(banner && getComputedStyle(banner).borderRightWidth).toBe('4px');
  });

  it('has no accessibility violations on the light brand', async () => {
    const { container } = await renderInTheme(
      <AnnouncementBanner
        title="Ramadan hours"
        message="Open 7 pm to 2 am."
        closeLabel="Close announcement"
        onClose={() => undefined}
      />,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
