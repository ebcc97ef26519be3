import type { Meta, StoryObj } from '@storybook/react';
import { WithOpener } from '../../story-support/with-opener';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AnnouncementModal } from './announcement-modal';
import { announcementCopy as copy } from './announcement-story-copy';

const meta = {
  title: 'Overlays/AnnouncementModal',
  component: AnnouncementModal,
  args: { open: true, title: '', message: '', closeLabel: 'Close', onClose: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={AnnouncementModal}
        openLabel={text.open}
        args={{ ...args, title: text.outlet, message: text.outletMessage, closeLabel: text.close }}
      />
    );
  },
} satisfies Meta<typeof AnnouncementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The outlet announcement; its Close button closes it. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const dialog = await canvas.findByRole('dialog', { name: text.outlet });
    const buttons = Array.from(dialog.querySelectorAll('button'));
    const close = buttons.find((button) => button.textContent === text.close);
    if (close === undefined) throw new Error('No Close button');
    await userEvent.click(close);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WithOpener
        overlay={AnnouncementModal}
        openLabel={text.open}
        args={{
          ...args,
          title: text.outlet,
          message: Array.from({ length: 6 }, () => text.outletMessage).join('\n\n'),
          closeLabel: text.close,
        }}
      />
    );
  },
};
