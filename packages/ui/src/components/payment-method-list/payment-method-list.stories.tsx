import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import {
  PaymentMethodList,
  type PaymentMethod,
  type PaymentMethodListProps,
} from './payment-method-list';

const copy = localized({
  en: {
    title: 'Payment method',
    card: 'Credit or debit card',
    cash: 'Cash',
    counter: 'Pay at the counter',
    bank: 'Online banking (FPX)',
    cashReason: 'Loyalty is not available with cash',
    longCard: 'Credit or debit card: Visa, Mastercard, American Express and UnionPay accepted',
  },
  ar: {
    title: 'طريقة الدفع',
    card: 'بطاقة ائتمان أو خصم',
    cash: 'نقداً',
    counter: 'الدفع عند الكاشير',
    bank: 'الخدمات المصرفية عبر الإنترنت (FPX)',
    cashReason: 'لا يمكن استخدام نقاط الولاء مع الدفع نقداً',
    longCard: 'بطاقة ائتمان أو خصم: نقبل فيزا وماستركارد وأمريكان إكسبريس ويونيون باي',
  },
  zh: {
    title: '支付方式',
    card: '信用卡或借记卡',
    cash: '现金',
    counter: '到柜台付款',
    bank: '网上银行 (FPX)',
    cashReason: '现金支付时不可使用积分',
    longCard: '信用卡或借记卡：接受 Visa、万事达卡、美国运通卡和银联卡',
  },
  ms: {
    title: 'Kaedah pembayaran',
    card: 'Kad kredit atau debit',
    cash: 'Tunai',
    counter: 'Bayar di kaunter',
    bank: 'Perbankan dalam talian (FPX)',
    cashReason: 'Mata ganjaran tidak boleh digunakan dengan tunai',
    longCard: 'Kad kredit atau debit: Visa, Mastercard, American Express dan UnionPay diterima',
  },
});

type Copy = ReturnType<typeof copy>;

function standardMethods(text: Copy, cashDisabled = false): PaymentMethod[] {
  return [
    { id: 'card', label: text.card, icon: 'card' },
    { id: 'apple-pay', label: 'Apple Pay', icon: 'wallet' },
    {
      id: 'cash',
      label: text.cash,
      icon: 'cash',
      disabled: cashDisabled,
      disabledReason: text.cashReason,
    },
  ];
}

/** The list with its choice held, as the checkout holds it. */
function Checkout({
  onChange,
  ...props
}: Omit<PaymentMethodListProps, 'value'> & { initial?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? props.methods[0]?.id ?? null);
  return (
    <PaymentMethodList
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Payment method list',
  component: PaymentMethodList,
  args: {
    title: 'Payment method',
    methods: [],
    value: 'card',
    onChange: fn(),
    onOpenChange: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} title={text.title} methods={standardMethods(text)} />;
  },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first method is chosen (the app's default, B§4); the diner chooses cash instead. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('radiogroup', { name: text.title })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text.card })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: text.cash }));
    await expect(args.onChange).toHaveBeenCalledWith('cash');
    await expect(canvas.getByRole('radio', { name: text.cash })).toBeChecked();
  },
};

/** Closed, the header shows the chosen method; a press opens the list. */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const header = canvas.getByRole('button', { name: new RegExp(text.title) });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('radiogroup', { name: text.title })).toBeVisible();
  },
};

/** Cash is disabled while loyalty points are redeemed, and says why (B§4). */
export const CashDisabled: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} title={text.title} methods={standardMethods(text, true)} />;
  },
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    const cash = canvas.getByRole('radio', { name: text.cash });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(text.cashReason);
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    const methods: PaymentMethod[] = [
      { id: 'card', label: text.longCard, icon: 'card' },
      {
        id: 'cash',
        label: text.cash,
        icon: 'cash',
        disabled: true,
        disabledReason: text.cashReason,
      },
    ];
    return <Checkout {...args} title={text.title} methods={methods} />;
  },
};

export const ManyMethods: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    const methods: PaymentMethod[] = [
      { id: 'card', label: text.card, icon: 'card' },
      { id: 'apple-pay', label: 'Apple Pay', icon: 'wallet' },
      { id: 'google-pay', label: 'Google Pay', icon: 'wallet' },
      { id: 'bank', label: text.bank },
      { id: 'counter', label: text.counter, icon: 'cash' },
      { id: 'cash', label: text.cash, icon: 'cash' },
    ];
    return <Checkout {...args} title={text.title} methods={methods} initial="google-pay" />;
  },
};
