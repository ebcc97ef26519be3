import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn } from 'storybook/test';
import { Toast } from './toast';
import { toastCopy as copy } from './toast-story-copy';
import { ToastRegion } from './toast-region';

const meta = {
  title: 'Feedback/ToastRegion',
  component: ToastRegion,
  args: { label: 'Notifications' },
  render: (args, { globals }) => <ToastRegion {...args} label={copy(globals).region} />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No toasts yet: the live region is already there, empty. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const region = canvas.getByRole('region', { name: copy(globals).region });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('');
  },
};

/** Three toasts stacked, oldest first. */
export const ManyItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    const dismiss = fn();
    return (
      <ToastRegion {...args} label={text.region}>
        <Toast
          tone="info"
          message={text.prices}
          dismissLabel={text.dismiss}
          onDismiss={dismiss}
          duration={null}
        />
        <Toast
          tone="success"
          message={text.added}
          dismissLabel={text.dismiss}
          onDismiss={dismiss}
          duration={null}
        />
        <Toast
          tone="critical"
          message={text.failed}
          dismissLabel={text.dismiss}
          onDismiss={dismiss}
          duration={null}
        />
      </ToastRegion>
    );
  },
};
