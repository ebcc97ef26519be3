import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { FloatingCartBar } from '../floating-cart-bar/floating-cart-bar';
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

/** On the menu, above the floating cart bar (the bar publishes the room it takes). */
export const AboveCartBar: Story = {
  render: (args, { globals }) => (
    <>
      <WaiterCallButton {...args} label={copy(globals).call} />
      <FloatingCartBar count={2} countLabel="2" total="SGD 7.00" label="View Order" />
    </>
  ),
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: copy(globals).call });
    const bar = canvas.getByRole('button', { name: /View Order/ });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      bar.getBoundingClientRect().top,
    );
  },
};

export const LongText: Story = {
  render: (args, { globals }) => <WaiterCallButton {...args} label={copy(globals).callLong} />,
};
