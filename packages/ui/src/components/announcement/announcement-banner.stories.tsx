import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { AnnouncementBanner } from './announcement-banner';
import { announcementCopy as copy } from './announcement-story-copy';

const meta = {
  title: 'Feedback/AnnouncementBanner',
  component: AnnouncementBanner,
  args: { message: '', closeLabel: 'Close announcement', onClose: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <AnnouncementBanner {...args} message={text.banner} closeLabel={text.closeBanner} />;
  },
} satisfies Meta<typeof AnnouncementBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).closeBanner }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithTitle: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <AnnouncementBanner
        {...args}
        title={text.bannerTitle}
        message={text.banner}
        closeLabel={text.closeBanner}
      />
    );
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <AnnouncementBanner
        {...args}
        title={text.bannerTitle}
        message={`${text.banner}\n${text.outletMessage}\n${text.banner}`}
        closeLabel={text.closeBanner}
      />
    );
  },
};
