import type { Meta, StoryObj } from '@storybook/react';
import { expect } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Skeleton } from './skeleton';

const copy = localized({
  en: { loading: 'Loading the menu' },
  ar: { loading: 'جارٍ تحميل القائمة' },
  zh: { loading: '正在加载菜单' },
  ms: { loading: 'Memuatkan menu' },
});

const meta = {
  title: 'Forms/Skeleton',
  component: Skeleton,
  args: {},
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Paragraph: Story = { args: { lines: 3 } };

export const Rect: Story = { args: { shape: 'rect', height: 160 } };

export const Circle: Story = { args: { shape: 'circle', width: 56 } };

/**
 * A§2: the home menu while it loads, item cards as skeletons. The region, not the skeletons,
 * tells screen readers that it is busy.
 */
export const ManyItems: Story = {
  render: (_args, { globals }) => (
    <section aria-label={copy(globals).loading} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <div key={index} style={{ display: 'flex', gap: 12, paddingBlock: 12 }}>
          <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
            <Skeleton width="70%" />
            <Skeleton lines={2} />
            <Skeleton width={72} />
          </div>
          <Skeleton shape="rect" width={96} height={96} />
        </div>
      ))}
    </section>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('region', { name: copy(globals).loading })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
