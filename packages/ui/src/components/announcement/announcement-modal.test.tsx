import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { AnnouncementModal } from './announcement-modal';

const props = {
  title: 'Marina Walk branch',
  message: 'Our terrace is closed today.\nThank you.',
  closeLabel: 'Close',
};

describe('AnnouncementModal', () => {
  it('is a modal dialog named by its title, showing the announcement', async () => {
    await renderInTheme(<AnnouncementModal open {...props} onClose={() => undefined} />);
    const dialog = page.getByRole('dialog', { name: 'Marina Walk branch' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog).toHaveTextContent('Our terrace is closed today.');
  });

  it('closes from its Close button, its close icon and Escape', async () => {
    const onClose = vi.fn();
    await renderInTheme(<AnnouncementModal open {...props} onClose={onClose} />);
    const closeButtons = page.getByRole('button', { name: 'Close' });
    await expect.element(closeButtons.last()).toHaveTextContent('Close');
    await userEvent.click(closeButtons.last());
    await userEvent.click(closeButtons.first());
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('renders nothing while closed', async () => {
    await renderInTheme(
      <>
        <p>Menu</p>
        <AnnouncementModal open={false} {...props} onClose={() => undefined} />
      </>,
    );
    await expect.element(page.getByText('Menu')).toBeVisible();
    expect(page.getByRole('dialog').query()).toBeNull();
  });

  it('has no accessibility violations on the light brand in Arabic', async () => {
    const { container } = await renderInTheme(
      <AnnouncementModal
        open
        title="فرع ممشى المارينا"
        message="التراس مغلق اليوم."
        closeLabel="إغلاق"
        onClose={() => undefined}
      />,
      { brandColor: '#F4C430', dir: 'rtl' },
    );
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });
});
