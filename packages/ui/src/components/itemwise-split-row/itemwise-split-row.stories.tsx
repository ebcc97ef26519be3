import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { ItemwiseSplitRow, type ItemwiseSplitRowProps } from './itemwise-split-row';
import { ItemwiseSplitTotal } from './itemwise-split-total';

const copy = localized({
  en: {
    items: [
      'Chicken biryani',
      'Mango lassi',
      'Garlic naan',
      'Lamb rogan josh',
      'Paneer tikka',
      'Dal makhani',
      'Jeera rice',
      'Gulab jamun',
      'Masala chai',
      'Sparkling water',
    ],
    long: 'Slow-cooked lamb shoulder with saffron rice, roasted vegetables and mint yoghurt',
    paid: 'Paid',
    total: 'Your total',
    selected: (n: number) => (n === 1 ? '1 item selected' : `${n} items selected`),
    pay: 'Pay now',
    currency: 'AED',
  },
  ar: {
    items: [
      'برياني الدجاج',
      'لاسي المانجو',
      'خبز النان بالثوم',
      'لحم الضأن روغان جوش',
      'بانير تكا',
      'دال مخني',
      'أرز بالكمون',
      'غلاب جامون',
      'شاي ماسالا',
      'مياه فوارة',
    ],
    long: 'كتف خروف مطهو ببطء مع أرز بالزعفران وخضار مشوية ولبن بالنعناع',
    paid: 'مدفوع',
    total: 'المجموع الخاص بك',
    selected: (n: number) => `الأصناف المختارة: ${n}`,
    pay: 'ادفع الآن',
    currency: 'د.إ.‏',
  },
  zh: {
    items: [
      '鸡肉香饭',
      '芒果拉西',
      '蒜香馕',
      '克什米尔咖喱羊肉',
      '印度烤奶酪',
      '黄油黑扁豆',
      '孜然米饭',
      '玫瑰奶球',
      '印度香料奶茶',
      '气泡水',
    ],
    long: '慢炖羊肩配藏红花米饭、烤时蔬和薄荷酸奶',
    paid: '已支付',
    total: '您的合计',
    selected: (n: number) => `已选 ${n} 项`,
    pay: '立即支付',
    currency: 'AED',
  },
  ms: {
    items: [
      'Nasi briyani ayam',
      'Lassi mangga',
      'Naan bawang putih',
      'Kambing rogan josh',
      'Paneer tikka',
      'Dal makhani',
      'Nasi jintan',
      'Gulab jamun',
      'Teh masala',
      'Air berkarbonat',
    ],
    long: 'Bahu kambing dimasak perlahan dengan nasi kunyit, sayur panggang dan yogurt pudina',
    paid: 'Dibayar',
    total: 'Jumlah anda',
    selected: (n: number) => `${n} item dipilih`,
    pay: 'Bayar sekarang',
    currency: 'AED',
  },
});

type Copy = ReturnType<typeof copy>;

/** The bill's lines, in minor units: the story stands in for the engine that totals them. */
const LINES = [
  { quantity: 2, minor: 3600 },
  { quantity: 1, minor: 1450 },
  { quantity: 3, minor: 1350, paid: true },
  { quantity: 1, minor: 4800 },
  { quantity: 2, minor: 3000 },
  { quantity: 1, minor: 2200 },
  { quantity: 2, minor: 1200 },
  { quantity: 4, minor: 1600, paid: true },
  { quantity: 3, minor: 1050 },
  { quantity: 2, minor: 1000 },
];

function format(text: Copy, minor: number): string {
  return `${text.currency} ${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** The split screen's list and footer, holding the chosen lines as the app does. */
function ItemwiseSplit({
  text,
  count,
  onChange,
  onPay,
  names,
}: {
  text: Copy;
  count: number;
  onChange: (checked: boolean) => void;
  onPay: () => void;
  names?: string[];
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const lines = LINES.slice(0, count);
  let totalMinor = 0;
  for (const index of chosen) totalMinor += lines[index]?.minor ?? 0;
  return (
    <div>
      {lines.map((line, index) => (
        <ItemwiseSplitRow
          key={index}
          name={names?.[index] ?? text.items[index] ?? ''}
          quantity={line.quantity}
          amount={format(text, line.minor)}
          paid={line.paid}
          paidLabel={text.paid}
          checked={chosen.has(index)}
          onChange={(checked) => {
            const next = new Set(chosen);
            if (checked) next.add(index);
            else next.delete(index);
            setChosen(next);
            onChange(checked);
          }}
        />
      ))}
      <ItemwiseSplitTotal
        totalLabel={text.total}
        total={format(text, totalMinor)}
        summary={text.selected(chosen.size)}
        payLabel={text.pay}
        payDisabled={chosen.size === 0}
        onPay={onPay}
      />
    </div>
  );
}

/** The stories' args: a line's props, plus the footer's Pay now. */
type StoryArgs = ItemwiseSplitRowProps & { onPay: () => void };

const meta = {
  title: 'Checkout/Item-wise split row',
  component: ItemwiseSplitRow,
  args: {
    name: 'Chicken biryani',
    quantity: 2,
    amount: 'AED 36.00',
    checked: false,
    onChange: fn(),
    paidLabel: 'Paid',
    onPay: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ItemwiseSplitRow
        {...args}
        name={text.items[0] ?? ''}
        amount={format(text, 3600)}
        paidLabel={text.paid}
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose two lines: the total follows and Pay now wakes; a paid line stays out of reach. */
export const Default: Story = {
  render: (args, { globals }) => (
    <ItemwiseSplit text={copy(globals)} count={4} onChange={args.onChange} onPay={args.onPay} />
  ),
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const pay = canvas.getByRole('button', { name: text.pay });
    await expect(pay).toBeDisabled();
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes[2]).toBeDisabled();
    const [first, second] = boxes;
    if (!first || !second) throw new Error('The lines are missing.');
    await userEvent.click(first);
    await userEvent.click(second);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(canvas.getByText(format(text, 5050))).toBeVisible());
    await expect(canvas.getByText(text.selected(2))).toBeVisible();
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { checked: true } };

/** Paid by another diner: disabled and marked paid (B§4). */
export const PaidByOthers: Story = {
  args: { paid: true },
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(copy(globals).paid));
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ItemwiseSplitRow
        {...args}
        name={text.long}
        quantity={12}
        amount={format(text, 125000)}
        paidLabel={text.paid}
      />
    );
  },
};

/** Ten lines, two paid by others, above the running total. */
export const ManyItems: Story = {
  render: (args, { globals }) => (
    <ItemwiseSplit text={copy(globals)} count={10} onChange={args.onChange} onPay={args.onPay} />
  ),
};

/** The footer while the split is saved. */
export const TotalLoading: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ItemwiseSplitTotal
        totalLabel={text.total}
        total={format(text, 5050)}
        summary={text.selected(2)}
        payLabel={text.pay}
        loading
        onPay={args.onPay}
      />
    );
  },
};
