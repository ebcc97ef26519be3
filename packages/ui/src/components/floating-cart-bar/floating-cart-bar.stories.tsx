import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { FloatingCartBar } from './floating-cart-bar';

const copy = localized({
  en: {
    label: 'View Order',
    items: (count: number) => (count === 1 ? '1 item' : `${String(count)} items`),
    total: 'AED 42.50',
    bigTotal: 'AED 1,284.75',
    long: 'View your order and place it',
  },
  ar: {
    label: 'عرض الطلب',
    items: (count: number) => (count === 1 ? 'صنف واحد' : `${String(count)} أصناف`),
    total: 'د.إ.‏ 42.50',
    bigTotal: 'د.إ.‏ 1,284.75',
    long: 'اعرض طلبك وأكّده',
  },
  zh: {
    label: '查看订单',
    items: (count: number) => `${String(count)} 件商品`,
    total: 'AED 42.50',
    bigTotal: 'AED 1,284.75',
    long: '查看您的订单并下单',
  },
  ms: {
    label: 'Lihat Pesanan',
    items: (count: number) => `${String(count)} item`,
    total: 'AED 42.50',
    bigTotal: 'AED 1,284.75',
    long: 'Lihat pesanan anda dan buat pesanan sekarang',
  },
});

const meta = {
  title: 'Menu/Floating cart bar',
  component: FloatingCartBar,
  args: { count: 3, countLabel: '3 items', total: 'AED 42.50', label: 'View Order', onClick: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <FloatingCartBar
        {...args}
        countLabel={text.items(args.count)}
        total={text.total}
        label={text.label}
      />
    );
  },
} satisfies Meta<typeof FloatingCartBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button the app handles (it navigates to the order details). */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const bar = canvas.getByRole('button');
    await expect(bar).toHaveAccessibleName(`${text.items(3)} ${text.label} ${text.total}`);
    await userEvent.click(bar);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A link to the order details page. */
export const AsLink: Story = { args: { href: '#order-details' } };

export const OneItem: Story = { args: { count: 1 } };

/** A long label and a large total on a narrow phone: the label wraps, the total does not. */
export const LongText: Story = {
  args: { count: 128 },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <FloatingCartBar
        {...args}
        countLabel={text.items(args.count)}
        total={text.bigTotal}
        label={text.long}
      />
    );
  },
};
