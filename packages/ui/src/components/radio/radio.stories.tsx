import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Radio } from './radio';
import { RadioGroup } from './radio-group';

const copy = localized({
  en: {
    payment: 'Payment method',
    card: 'Credit or debit card',
    applePay: 'Apple Pay',
    cash: 'Cash',
    cashNoLoyalty: 'Loyalty points can’t be used with cash',
    bread: 'Choose your bread',
    chooseOne: 'Please choose 1',
    breads: [
      ['Plain naan', ''],
      ['Garlic naan', '+ AED 3.00'],
      ['Cheese naan', '+ AED 5.00'],
      ['Butter roti', ''],
      ['Tandoori roti', ''],
      ['Laccha paratha', '+ AED 4.50'],
    ],
    split: 'How would you like to split the bill?',
    even: 'Split evenly',
    evenDetail: 'Everyone pays the same share',
    items: 'Choose items to pay',
    itemsDetail: 'Pay only for what you had',
    everything: 'Pay for everything, including the orders of the other guests at your table',
    everythingDetail: 'The whole bill is settled and the table can leave together',
    mine: 'Pay only for my own orders',
  },
  ar: {
    payment: 'طريقة الدفع',
    card: 'بطاقة ائتمان أو خصم',
    applePay: 'Apple Pay',
    cash: 'نقدًا',
    cashNoLoyalty: 'لا يمكن استخدام نقاط الولاء مع الدفع نقدًا',
    bread: 'اختر نوع الخبز',
    chooseOne: 'يرجى اختيار 1',
    breads: [
      ['نان سادة', ''],
      ['نان بالثوم', '+ د.إ.‏ 3.00'],
      ['نان بالجبن', '+ د.إ.‏ 5.00'],
      ['روتي بالزبدة', ''],
      ['روتي تندوري', ''],
      ['براتا لاتشا', '+ د.إ.‏ 4.50'],
    ],
    split: 'كيف تريد تقسيم الفاتورة؟',
    even: 'التقسيم بالتساوي',
    evenDetail: 'يدفع الجميع حصة متساوية',
    items: 'اختر الأصناف التي ستدفع ثمنها',
    itemsDetail: 'ادفع فقط ثمن ما طلبته',
    everything: 'ادفع ثمن كل شيء، بما في ذلك طلبات الضيوف الآخرين على طاولتك',
    everythingDetail: 'تُسدَّد الفاتورة كاملة ويمكن للطاولة المغادرة معًا',
    mine: 'ادفع ثمن طلباتي فقط',
  },
  zh: {
    payment: '支付方式',
    card: '信用卡或借记卡',
    applePay: 'Apple Pay',
    cash: '现金',
    cashNoLoyalty: '使用现金支付时不能使用积分',
    bread: '选择面包',
    chooseOne: '请选择 1 项',
    breads: [
      ['原味馕', ''],
      ['蒜香馕', '+ AED 3.00'],
      ['芝士馕', '+ AED 5.00'],
      ['黄油烤饼', ''],
      ['泥炉烤饼', ''],
      ['千层饼', '+ AED 4.50'],
    ],
    split: '您想如何分摊账单？',
    even: '平均分摊',
    evenDetail: '每人支付相同金额',
    items: '选择要支付的菜品',
    itemsDetail: '只支付您点的菜品',
    everything: '支付全部费用，包括同桌其他客人的订单',
    everythingDetail: '整张账单一次结清，同桌客人可以一起离开',
    mine: '只支付我自己的订单',
  },
  ms: {
    payment: 'Kaedah pembayaran',
    card: 'Kad kredit atau debit',
    applePay: 'Apple Pay',
    cash: 'Tunai',
    cashNoLoyalty: 'Mata kesetiaan tidak boleh digunakan dengan tunai',
    bread: 'Pilih roti anda',
    chooseOne: 'Sila pilih 1',
    breads: [
      ['Naan biasa', ''],
      ['Naan bawang putih', '+ AED 3.00'],
      ['Naan keju', '+ AED 5.00'],
      ['Roti mentega', ''],
      ['Roti tandoori', ''],
      ['Paratha laccha', '+ AED 4.50'],
    ],
    split: 'Bagaimana anda mahu membahagikan bil?',
    even: 'Bahagi sama rata',
    evenDetail: 'Semua orang membayar bahagian yang sama',
    items: 'Pilih item untuk dibayar',
    itemsDetail: 'Bayar hanya untuk apa yang anda makan',
    everything: 'Bayar untuk semua, termasuk pesanan tetamu lain di meja anda',
    everythingDetail: 'Seluruh bil dijelaskan dan semua di meja boleh pulang bersama',
    mine: 'Bayar untuk pesanan saya sahaja',
  },
});

/** A group of options; the chosen value is held in the story, as the app holds it. */
function Choice({
  label,
  hint,
  options,
  initial,
  onChange,
}: {
  label: string;
  hint?: string;
  options: { value: string; label: string; description?: string; disabled?: boolean }[];
  initial: string;
  onChange: (value: string) => void;
}) {
  const [chosen, setChosen] = useState(initial);
  return (
    <RadioGroup label={label} hint={hint}>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={label}
          value={option.value}
          label={option.label}
          description={option.description === '' ? undefined : option.description}
          disabled={option.disabled}
          checked={chosen === option.value}
          onChange={(value) => {
            setChosen(value);
            onChange(value);
          }}
        />
      ))}
    </RadioGroup>
  );
}

const meta = {
  title: 'Forms/Radio',
  component: Radio,
  args: { name: 'payment', value: 'card', label: 'Card', checked: false, onChange: fn() },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Choice
        label={text.payment}
        // spec: B§4, the first payment type is chosen by default
        initial="card"
        onChange={args.onChange}
        options={[
          { value: 'card', label: text.card },
          { value: 'applePay', label: text.applePay },
          { value: 'cash', label: text.cash },
        ]}
      />
    );
  },
} satisfies Meta<typeof Radio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaymentMethod: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    await expect(canvas.getByRole('radiogroup', { name: text.payment })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text.card })).toBeChecked();
    await userEvent.click(canvas.getByText(text.cash));
    await expect(canvas.getByRole('radio', { name: text.cash })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: text.card })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cash');
    await userEvent.click(canvas.getByRole('radio', { name: text.applePay }));
    await expect(args.onChange).toHaveBeenLastCalledWith('applePay');
  },
};

/** B§4: cash is disabled while loyalty points are redeemed, and says why. */
export const DisabledOption: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Choice
        label={text.payment}
        initial="card"
        onChange={args.onChange}
        options={[
          { value: 'card', label: text.card },
          { value: 'applePay', label: text.applePay },
          { value: 'cash', label: text.cash, description: text.cashNoLoyalty, disabled: true },
        ]}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    const cash = canvas.getByRole('radio', { name: copy(globals).cash });
    await expect(cash).toBeDisabled();
    await expect(cash).toHaveAccessibleDescription(copy(globals).cashNoLoyalty);
    await userEvent.click(canvas.getByText(copy(globals).cash));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescriptions: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Choice
        label={text.split}
        initial=""
        onChange={args.onChange}
        options={[
          { value: 'equal', label: text.even, description: text.evenDetail },
          { value: 'manual', label: text.items, description: text.itemsDetail },
        ]}
      />
    );
  },
};

/** A§4/A§5: a single-select modifier group with its hint and price differences. */
export const ManyItems: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Choice
        label={text.bread}
        hint={text.chooseOne}
        initial=""
        onChange={args.onChange}
        options={text.breads.map(([label, price], index) => ({
          value: String(index),
          label: label ?? '',
          description: price,
        }))}
      />
    );
  },
  play: async ({ args, canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: copy(globals).bread });
    await expect(group).toHaveAccessibleDescription(copy(globals).chooseOne);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[0] ?? group);
    // Arrow keys move the choice within the group, as for any native radio group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Choice
        label={text.everything}
        initial="all"
        onChange={args.onChange}
        options={[
          { value: 'all', label: text.everything, description: text.everythingDetail },
          { value: 'mine', label: text.mine },
        ]}
      />
    );
  },
};
