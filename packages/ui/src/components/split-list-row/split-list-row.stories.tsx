import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { SplitListRow } from './split-list-row';

const copy = localized({
  en: {
    split: (n: number) => `Split ${n}`,
    amount: 'AED 25.00',
    pay: 'Pay',
    paid: 'Paid',
    held: 'Another guest is paying this split',
    long: 'Split 3, shared by the guests at the window end of the long table',
  },
  ar: {
    split: (n: number) => `الحصة ${n}`,
    amount: 'د.إ.‏ 25.00',
    pay: 'ادفع',
    paid: 'مدفوعة',
    held: 'ضيف آخر يدفع هذه الحصة الآن',
    long: 'الحصة 3، يتقاسمها الضيوف الجالسون عند طرف الطاولة الطويلة قرب النافذة',
  },
  zh: {
    split: (n: number) => `第 ${n} 份`,
    amount: 'AED 25.00',
    pay: '支付',
    paid: '已支付',
    held: '另一位顾客正在支付这一份',
    long: '第 3 份，由坐在长桌靠窗一端的顾客共同分担',
  },
  ms: {
    split: (n: number) => `Bahagian ${n}`,
    amount: 'AED 25.00',
    pay: 'Bayar',
    paid: 'Dibayar',
    held: 'Tetamu lain sedang membayar bahagian ini',
    long: 'Bahagian 3, dikongsi oleh tetamu di hujung meja panjang berhampiran tingkap',
  },
});

const meta = {
  title: 'Checkout/Split list row',
  component: SplitListRow,
  args: {
    label: 'Split 1',
    amount: 'AED 25.00',
    state: 'open',
    payLabel: 'Pay',
    paidLabel: 'Paid',
    onPay: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <SplitListRow
        {...args}
        label={text.split(1)}
        amount={text.amount}
        payLabel={text.pay}
        paidLabel={text.paid}
        heldReason={text.held}
      />
    );
  },
} satisfies Meta<typeof SplitListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: { state: 'paid' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const HeldByAnotherGuest: Story = {
  args: { state: 'held' },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(copy(globals).held));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <SplitListRow
        {...args}
        state="held"
        label={text.long}
        amount={text.amount}
        payLabel={text.pay}
        paidLabel={text.paid}
        heldReason={text.held}
      />
    );
  },
};

/** Six splits: two paid, one held by another guest, three open. */
export const ManySplits: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    const states = ['paid', 'paid', 'held', 'open', 'open', 'open'] as const;
    return (
      <div>
        {states.map((state, index) => (
          <SplitListRow
            key={index}
            {...args}
            state={state}
            label={text.split(index + 1)}
            amount={text.amount}
            payLabel={text.pay}
            paidLabel={text.paid}
            heldReason={text.held}
          />
        ))}
      </div>
    );
  },
};
