import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { WaiterStatusBar } from './waiter-status-bar';
import { waiterCopy as copy } from './waiter-story-copy';

const meta = {
  title: 'Feedback/WaiterStatusBar',
  component: WaiterStatusBar,
  args: {
    status: 'requested',
    messages: copy({}).messages,
    cancelLabel: 'Cancel',
    okLabel: 'OK',
    onCancel: fn(),
    onDismiss: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WaiterStatusBar
        {...args}
        messages={text.messages}
        cancelLabel={text.cancel}
        okLabel={text.ok}
      />
    );
  },
} satisfies Meta<typeof WaiterStatusBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just called: Cancel withdraws the call. */
export const Requested: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.messages.requested);
    await expect(canvas.queryByRole('button', { name: text.ok })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Waiting: Story = { args: { status: 'waiting' } };

/** The waiter has seen the call: OK dismisses the bar, Cancel is still offered. */
export const Acknowledged: Story = {
  args: { status: 'ack' },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).ok }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const TimedOut: Story = { args: { status: 'timeout' } };

/** The call failed: only OK. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: copy(globals).cancel })).toBeNull();
  },
};

/** Idle: an empty live region, ready to announce the next call. */
export const Idle: Story = { args: { status: 'idle' } };

/** Idle after the diner cancelled: the call-cancelled text (B§4) with OK, no Cancel. */
export const Cancelled: Story = {
  args: { status: 'idle' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <WaiterStatusBar
        {...args}
        messages={text.messages}
        cancelLabel={text.cancel}
        okLabel={text.ok}
        notice={text.cancelled}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.cancelled);
    await expect(canvas.queryByRole('button', { name: text.cancel })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.ok }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
