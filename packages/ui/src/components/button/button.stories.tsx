import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Button } from './button';

const copy = localized({
  en: {
    place: 'Place order',
    more: 'Add more items',
    remove: 'Remove',
    long: 'Proceed to pay for everything including the orders of your group',
  },
  ar: {
    place: 'تأكيد الطلب',
    more: 'إضافة المزيد من الأصناف',
    remove: 'إزالة',
    long: 'المتابعة لدفع كل شيء بما في ذلك طلبات مجموعتك',
  },
  zh: {
    place: '下单',
    more: '添加更多菜品',
    remove: '移除',
    long: '继续支付全部费用，包括您同桌的订单',
  },
  ms: {
    place: 'Buat pesanan',
    more: 'Tambah lagi item',
    remove: 'Buang',
    long: 'Teruskan untuk membayar semua termasuk pesanan kumpulan anda',
  },
});

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { onClick: fn(), children: 'Place order' },
  render: (args, { globals }) => <Button {...args}>{copy(globals).place}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { tone: 'secondary', iconStart: 'plus' },
  render: (args, { globals }) => <Button {...args}>{copy(globals).more}</Button>,
};

export const Ghost: Story = { args: { tone: 'ghost', iconEnd: 'chevronForward' } };

export const Critical: Story = {
  args: { tone: 'critical', iconStart: 'trash' },
  render: (args, { globals }) => <Button {...args}>{copy(globals).remove}</Button>,
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { fullWidth: true },
  render: (args, { globals }) => <Button {...args}>{copy(globals).long}</Button>,
};
