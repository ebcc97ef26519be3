import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { IconButton } from './icon-button';

const copy = localized({
  en: {
    menu: 'Open the menu',
    bag: 'View your order',
    remove: 'Remove Chicken biryani',
    close: 'Close',
    waiter: 'Call a waiter',
    search: 'Search the menu',
    alerts: 'Notifications',
  },
  ar: {
    menu: 'فتح القائمة',
    bag: 'عرض طلبك',
    remove: 'إزالة برياني الدجاج',
    close: 'إغلاق',
    waiter: 'استدعاء النادل',
    search: 'البحث في القائمة',
    alerts: 'الإشعارات',
  },
  zh: {
    menu: '打开菜单',
    bag: '查看您的订单',
    remove: '移除鸡肉香饭',
    close: '关闭',
    waiter: '呼叫服务员',
    search: '搜索菜单',
    alerts: '通知',
  },
  ms: {
    menu: 'Buka menu',
    bag: 'Lihat pesanan anda',
    remove: 'Buang Biryani ayam',
    close: 'Tutup',
    waiter: 'Panggil pelayan',
    search: 'Cari menu',
    alerts: 'Pemberitahuan',
  },
});

const meta = {
  title: 'Forms/Icon button',
  component: IconButton,
  args: { icon: 'menu', label: 'Open the menu', onClick: fn() },
  render: (args, { globals }) => <IconButton {...args} label={copy(globals).menu} />,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).menu }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Brand: Story = {
  args: { icon: 'close', tone: 'brand' },
  render: (args, { globals }) => <IconButton {...args} label={copy(globals).close} />,
};

export const Primary: Story = {
  args: { icon: 'bell', tone: 'primary' },
  render: (args, { globals }) => <IconButton {...args} label={copy(globals).waiter} />,
};

export const Critical: Story = {
  args: { icon: 'trash', tone: 'critical' },
  render: (args, { globals }) => <IconButton {...args} label={copy(globals).remove} />,
};

/** The bag in the header with the count of items, read after the name. */
export const WithBadge: Story = {
  args: { icon: 'bag', badge: '3' },
  render: (args, { globals }) => <IconButton {...args} label={copy(globals).bag} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: copy(globals).bag }),
    ).toHaveAccessibleDescription('3');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A header's row of actions, with a long badge. */
export const ManyItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        <IconButton {...args} icon="menu" label={text.menu} />
        <IconButton {...args} icon="search" label={text.search} />
        <IconButton {...args} icon="bell" label={text.alerts} tone="brand" badge="12" />
        <IconButton {...args} icon="bag" label={text.bag} tone="primary" badge="99+" />
      </div>
    );
  },
};
