import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { WaiterCallButton } from './waiter-call-button';
import { waiterCopy as copy } from './waiter-story-copy';

const meta = {
  title: 'App shell/WaiterCallButton',
  component: WaiterCallButton,
  args: { label: 'Call waiter', onClick: fn() },
  render: (args, { globals }) => <WaiterCallButton {...args} label={copy(globals).call} />,
} satisfies Meta<typeof WaiterCallButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).call }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** While the call is sent, a second press does nothing. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** On the menu, above the floating cart bar. */
export const Raised: Story = { args: { raised: true } };

export const LongText: Story = {
  render: (args, { globals }) => <WaiterCallButton {...args} label={copy(globals).callLong} />,
};
