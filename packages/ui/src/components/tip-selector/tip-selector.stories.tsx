import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { CUSTOM_TIP, TipSelector, type TipChoice, type TipSelectorProps } from './tip-selector';

const copy = localized({
  en: {
    label: 'Add a tip',
    hint: 'All tips go to the restaurant team',
    longHint:
      'Every tip is shared equally between the kitchen and the floor team at the end of the night',
    custom: 'Custom',
    longCustom: 'Enter your own amount',
    customField: 'Tip amount (AED)',
    apply: 'Apply',
    added: (amount: string) => `Tip added: ${amount}`,
    remove: 'Remove tip',
    invalid: 'Enter an amount of at least AED 1.00',
    currency: 'AED',
    amounts: ['AED 2.25', 'AED 4.50', 'AED 6.75', 'AED 9.00', 'AED 11.25', 'AED 13.50'],
  },
  ar: {
    label: 'أضف إكرامية',
    hint: 'تذهب جميع الإكراميات إلى فريق المطعم',
    longHint: 'تُوزَّع كل إكرامية بالتساوي بين فريق المطبخ وفريق الصالة في نهاية الليلة',
    custom: 'مبلغ آخر',
    longCustom: 'أدخل المبلغ الذي تريده',
    customField: 'مبلغ الإكرامية (د.إ.)',
    apply: 'تطبيق',
    added: (amount: string) => `تمت إضافة إكرامية: ${amount}`,
    remove: 'إزالة الإكرامية',
    invalid: 'أدخل مبلغاً لا يقل عن د.إ.‏ 1.00',
    currency: 'د.إ.‏',
    amounts: ['د.إ.‏ 2.25', 'د.إ.‏ 4.50', 'د.إ.‏ 6.75', 'د.إ.‏ 9.00', 'د.إ.‏ 11.25', 'د.إ.‏ 13.50'],
  },
  zh: {
    label: '添加小费',
    hint: '所有小费都归餐厅团队所有',
    longHint: '每笔小费都会在当晚结束时由厨房团队和前厅团队平均分配',
    custom: '自定义',
    longCustom: '输入您想给的金额',
    customField: '小费金额 (AED)',
    apply: '应用',
    added: (amount: string) => `已添加小费：${amount}`,
    remove: '移除小费',
    invalid: '请输入至少 AED 1.00 的金额',
    currency: 'AED',
    amounts: ['AED 2.25', 'AED 4.50', 'AED 6.75', 'AED 9.00', 'AED 11.25', 'AED 13.50'],
  },
  ms: {
    label: 'Tambah tip',
    hint: 'Semua tip diberikan kepada pasukan restoran',
    longHint:
      'Setiap tip dibahagikan sama rata antara pasukan dapur dan pasukan layanan pada penghujung malam',
    custom: 'Lain-lain',
    longCustom: 'Masukkan jumlah anda sendiri',
    customField: 'Jumlah tip (AED)',
    apply: 'Guna',
    added: (amount: string) => `Tip ditambah: ${amount}`,
    remove: 'Buang tip',
    invalid: 'Masukkan jumlah sekurang-kurangnya AED 1.00',
    currency: 'AED',
    amounts: ['AED 2.25', 'AED 4.50', 'AED 6.75', 'AED 9.00', 'AED 11.25', 'AED 13.50'],
  },
});

type Copy = ReturnType<typeof copy>;

const PERCENTS = [5, 10, 15, 20, 25, 30];

function options(text: Copy, count: number) {
  return PERCENTS.slice(0, count).map((percent, index) => ({
    percent,
    percentLabel: `${percent}%`,
    amount: text.amounts[index] ?? '',
  }));
}

/** The selector with its state held as the checkout holds it. */
function Checkout({
  text,
  count = 3,
  initial = null,
  ...props
}: TipSelectorProps & { text: Copy; count?: number; initial?: TipChoice | null }) {
  const tipOptions = options(text, count);
  const [selected, setSelected] = useState<TipChoice | null>(initial);
  const [customAmount, setCustomAmount] = useState(props.customAmount);
  const [applied, setApplied] = useState<string | undefined>(
    typeof initial === 'number' ? tipOptions.find((o) => o.percent === initial)?.amount : undefined,
  );
  return (
    <TipSelector
      {...props}
      options={tipOptions}
      selected={selected}
      onSelect={(choice) => {
        setSelected(choice);
        setApplied(
          choice === CUSTOM_TIP ? undefined : tipOptions.find((o) => o.percent === choice)?.amount,
        );
        props.onSelect(choice);
      }}
      customAmount={customAmount}
      onCustomAmountChange={(value) => {
        setCustomAmount(value);
        props.onCustomAmountChange(value);
      }}
      onApplyCustom={(value) => {
        setApplied(`${text.currency} ${value}`);
        props.onApplyCustom(value);
      }}
      appliedTip={applied && text.added(applied)}
      onRemove={() => {
        setSelected(null);
        setApplied(undefined);
        props.onRemove?.();
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Tip selector',
  component: TipSelector,
  args: {
    label: 'Add a tip',
    options: [],
    selected: null,
    onSelect: fn(),
    customLabel: 'Custom',
    customFieldLabel: 'Tip amount (AED)',
    customAmount: '',
    onCustomAmountChange: fn(),
    applyLabel: 'Apply',
    onApplyCustom: fn(),
    removeLabel: 'Remove tip',
    onRemove: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        label={text.label}
        hint={text.hint}
        customLabel={text.custom}
        customFieldLabel={text.customField}
        applyLabel={text.apply}
        removeLabel={text.remove}
      />
    );
  },
} satisfies Meta<typeof TipSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a percent tile, then enter a custom tip: letters and a second point are kept out. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const tiles = canvas.getAllByRole('radio');
    const tenPercent = tiles[1];
    if (!tenPercent) throw new Error('The 10% tile is missing.');
    await userEvent.click(tenPercent);
    await expect(args.onSelect).toHaveBeenLastCalledWith(10);
    await expect(tenPercent).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(text.added(text.amounts[1] ?? ''));

    await userEvent.click(canvas.getByRole('radio', { name: text.custom }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(CUSTOM_TIP);
    const field = canvas.getByRole('textbox', { name: text.customField });
    const apply = canvas.getByRole('button', { name: text.apply });
    // spec: B§5 Apply does nothing while the custom amount is empty
    await userEvent.click(apply);
    await expect(args.onApplyCustom).not.toHaveBeenCalled();
    await userEvent.type(field, '7a.5.0');
    await waitFor(() => expect(field).toHaveValue('7.50'));
    await userEvent.click(apply);
    await expect(args.onApplyCustom).toHaveBeenCalledWith('7.50');
    await expect(canvas.getByRole('status')).toHaveTextContent(text.added(`${text.currency} 7.50`));
  },
};

/** A percent is chosen and added; the diner removes it. */
export const Applied: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        initial={10}
        label={text.label}
        customLabel={text.custom}
        customFieldLabel={text.customField}
        applyLabel={text.apply}
        removeLabel={text.remove}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: copy(globals).remove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The custom amount field, open with an amount typed. */
export const Custom: Story = {
  args: { customAmount: '12.5' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        initial={CUSTOM_TIP}
        label={text.label}
        customLabel={text.custom}
        customFieldLabel={text.customField}
        applyLabel={text.apply}
        removeLabel={text.remove}
      />
    );
  },
};

export const CustomError: Story = {
  args: { customAmount: '0.5' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        initial={CUSTOM_TIP}
        label={text.label}
        customLabel={text.custom}
        customFieldLabel={text.customField}
        customError={text.invalid}
        applyLabel={text.apply}
        removeLabel={text.remove}
      />
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        initial={15}
        label={text.label}
        hint={text.longHint}
        customLabel={text.longCustom}
        customFieldLabel={text.customField}
        applyLabel={text.apply}
        removeLabel={text.remove}
      />
    );
  },
};

/** Six percentages from the company, with the custom tile: the tiles wrap. */
export const ManyOptions: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        count={6}
        label={text.label}
        hint={text.hint}
        customLabel={text.custom}
        customFieldLabel={text.customField}
        applyLabel={text.apply}
        removeLabel={text.remove}
      />
    );
  },
};
