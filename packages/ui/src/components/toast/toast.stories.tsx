import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Toast } from './toast';
import { toastCopy as copy } from './toast-story-copy';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  // The stories keep their toasts on screen; AutoDismiss shows the countdown.
  args: { message: '', dismissLabel: 'Dismiss', onDismiss: fn(), duration: null },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ToastRegion label={text.region}>
        <Toast {...args} message={text.added} dismissLabel={text.dismiss} />
      </ToastRegion>
    );
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { tone: 'success' } };

export const Info: Story = {
  args: { tone: 'info' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ToastRegion label={text.region}>
        <Toast {...args} message={text.prices} dismissLabel={text.dismiss} />
      </ToastRegion>
    );
  },
};

export const Critical: Story = {
  args: { tone: 'critical' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ToastRegion label={text.region}>
        <Toast {...args} message={text.failed} dismissLabel={text.dismiss} />
      </ToastRegion>
    );
  },
};

export const LongText: Story = {
  args: { tone: 'success' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ToastRegion label={text.region}>
        <Toast {...args} message={text.long} dismissLabel={text.dismiss} />
      </ToastRegion>
    );
  },
};

/** The dismiss button hands the toast back to the app. */
export const Dismiss: Story = {
  args: { tone: 'success' },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.added);
    await userEvent.click(canvas.getByRole('button', { name: text.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A short duration: the toast dismisses itself. */
export const AutoDismiss: Story = {
  args: { tone: 'info', duration: 300 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};
