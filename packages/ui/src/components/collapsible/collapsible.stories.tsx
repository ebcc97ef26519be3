import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Collapsible } from './collapsible';

const copy = localized({
  en: {
    order: 'Your order · 3 items',
    details: 'Order details',
    long: 'Current order for table 12, including the items your group added after the first round',
    lines: [
      ['2 × Chicken biryani', 'AED 84.00'],
      ['1 × Mango lassi', 'AED 14.00'],
      ['1 × Kunafa', 'AED 24.00'],
    ],
    note: 'Note: no onions, please',
    subtotal: 'Subtotal',
    subtotalAmount: 'AED 122.00',
  },
  ar: {
    order: 'طلبك · 3 أصناف',
    details: 'تفاصيل الطلب',
    long: 'الطلب الحالي للطاولة 12، بما في ذلك الأصناف التي أضافتها مجموعتك بعد الجولة الأولى',
    lines: [
      ['2 × برياني الدجاج', 'د.إ.‏ 84.00'],
      ['1 × لاسي المانجو', 'د.إ.‏ 14.00'],
      ['1 × كنافة', 'د.إ.‏ 24.00'],
    ],
    note: 'ملاحظة: بدون بصل من فضلك',
    subtotal: 'المجموع الفرعي',
    subtotalAmount: 'د.إ.‏ 122.00',
  },
  zh: {
    order: '您的订单 · 3 件',
    details: '订单详情',
    long: '12 号桌的当前订单，包括您同桌在第一轮之后加点的菜品',
    lines: [
      ['2 × 鸡肉香饭', 'AED 84.00'],
      ['1 × 芒果拉西', 'AED 14.00'],
      ['1 × 库纳法', 'AED 24.00'],
    ],
    note: '备注：请不要放洋葱',
    subtotal: '小计',
    subtotalAmount: 'AED 122.00',
  },
  ms: {
    order: 'Pesanan anda · 3 item',
    details: 'Butiran pesanan',
    long: 'Pesanan semasa untuk meja 12, termasuk item yang ditambah oleh kumpulan anda selepas pusingan pertama',
    lines: [
      ['2 × Biryani ayam', 'AED 84.00'],
      ['1 × Lassi mangga', 'AED 14.00'],
      ['1 × Kunafa', 'AED 24.00'],
    ],
    note: 'Nota: tanpa bawang, terima kasih',
    subtotal: 'Subjumlah',
    subtotalAmount: 'AED 122.00',
  },
});

/** An order's lines, as the checkout's order summary shows them (amounts already formatted). */
function OrderLines({ lines, subtotal }: { lines: string[][]; subtotal: [string, string] }) {
  const row = { display: 'flex', justifyContent: 'space-between', gap: 8 } as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, paddingBlockEnd: 8 }}>
      {[...lines, subtotal].map(([name, amount]) => (
        <div key={name} style={row}>
          <span>{name}</span>
          <span>{amount}</span>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Forms/Collapsible',
  component: Collapsible,
  args: { summary: 'Your order · 3 items', children: null, onOpenChange: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Collapsible {...args} summary={text.order}>
        <OrderLines lines={text.lines} subtotal={[text.subtotal, text.subtotalAmount]} />
      </Collapsible>
    );
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

/** B§2: the checkout's order summary, closed until the diner opens it. */
export const Closed: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const button = canvas.getByRole('button', { name: text.order });
    const line = canvas.getByText(text.subtotal);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(line).not.toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(line).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(line).not.toBeVisible());
  },
};

/** B§2: the track-order details, open from the start, under a section heading. */
export const Open: Story = {
  args: { defaultOpen: true, headingLevel: 2 },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Collapsible {...args} summary={text.details}>
        <OrderLines lines={text.lines} subtotal={[text.subtotal, text.subtotalAmount]} />
        <p style={{ margin: 0 }}>{text.note}</p>
      </Collapsible>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: copy(globals).details })).toBeVisible();
    await expect(canvas.getByText(copy(globals).note)).toBeVisible();
  },
};

/** Held open by the app (`open`): a press only asks, through `onOpenChange`. */
export const Controlled: Story = {
  args: { open: true },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: copy(globals).order });
    await userEvent.click(button);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Collapsible {...args} summary={text.long} defaultOpen>
        <OrderLines lines={text.lines} subtotal={[text.subtotal, text.subtotalAmount]} />
      </Collapsible>
    );
  },
};

export const ManyItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    const lines = [...text.lines, ...text.lines, ...text.lines].map(([name, amount], index) => [
      `${name ?? ''} (${String(index + 1)})`,
      amount ?? '',
    ]);
    return (
      <Collapsible {...args} summary={text.order} defaultOpen>
        <OrderLines lines={lines} subtotal={[text.subtotal, text.subtotalAmount]} />
      </Collapsible>
    );
  },
};
