import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { Checkbox, type CheckboxProps } from './checkbox';

const copy = localized({
  en: {
    terms: 'I am 18 or over and accept the terms of service',
    marketing: 'Send me offers and news',
    marketingDetail: 'By email or SMS. You can stop at any time.',
    long: 'I agree that my name, mobile number and order history are shared with the restaurant, so that it can contact me about this order and about my loyalty points',
    paidByOther: 'Paid by another guest',
    items: [
      ['Chicken biryani', 'AED 42.00'],
      ['Mango lassi', 'AED 14.00'],
      ['Lamb ouzi', 'AED 85.50'],
      ['Hummus', 'AED 18.00'],
      ['Kunafa', 'AED 24.00'],
    ],
  },
  ar: {
    terms: 'عمري 18 عامًا أو أكثر وأوافق على شروط الخدمة',
    marketing: 'أرسل لي العروض والأخبار',
    marketingDetail: 'عبر البريد الإلكتروني أو الرسائل القصيرة. يمكنك الإيقاف في أي وقت.',
    long: 'أوافق على مشاركة اسمي ورقم هاتفي المحمول وسجل طلباتي مع المطعم، ليتمكن من التواصل معي بشأن هذا الطلب وبشأن نقاط الولاء الخاصة بي',
    paidByOther: 'دفعه ضيف آخر',
    items: [
      ['برياني الدجاج', 'د.إ.‏ 42.00'],
      ['لاسي المانجو', 'د.إ.‏ 14.00'],
      ['أوزي لحم الضأن', 'د.إ.‏ 85.50'],
      ['حمص', 'د.إ.‏ 18.00'],
      ['كنافة', 'د.إ.‏ 24.00'],
    ],
  },
  zh: {
    terms: '我已年满 18 岁并接受服务条款',
    marketing: '向我发送优惠和新闻',
    marketingDetail: '通过电子邮件或短信发送，可随时取消。',
    long: '我同意将我的姓名、手机号码和订单记录提供给餐厅，以便餐厅就本订单和我的积分与我联系',
    paidByOther: '已由其他客人支付',
    items: [
      ['鸡肉香饭', 'AED 42.00'],
      ['芒果拉西', 'AED 14.00'],
      ['烤羊肉饭', 'AED 85.50'],
      ['鹰嘴豆泥', 'AED 18.00'],
      ['库纳法', 'AED 24.00'],
    ],
  },
  ms: {
    terms: 'Saya berumur 18 tahun ke atas dan menerima terma perkhidmatan',
    marketing: 'Hantar tawaran dan berita kepada saya',
    marketingDetail: 'Melalui e-mel atau SMS. Anda boleh berhenti pada bila-bila masa.',
    long: 'Saya bersetuju nama, nombor telefon bimbit dan sejarah pesanan saya dikongsi dengan restoran, supaya restoran boleh menghubungi saya tentang pesanan ini dan mata kesetiaan saya',
    paidByOther: 'Dibayar oleh tetamu lain',
    items: [
      ['Biryani ayam', 'AED 42.00'],
      ['Lassi mangga', 'AED 14.00'],
      ['Ouzi kambing', 'AED 85.50'],
      ['Hummus', 'AED 18.00'],
      ['Kunafa', 'AED 24.00'],
    ],
  },
});

/** The checkbox with its state held in the story, as the app holds it. */
function ControlledCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Send me offers and news', checked: false, onChange: fn() },
  render: (args, { globals }) => <ControlledCheckbox {...args} label={copy(globals).terms} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = { args: { checked: true } };

/** A§5: marketing consent, offered in SG only; the description is read after the name. */
export const WithDescription: Story = {
  render: (args, { globals }) => (
    <ControlledCheckbox
      {...args}
      label={copy(globals).marketing}
      description={copy(globals).marketingDetail}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const box = canvas.getByRole('checkbox', { name: copy(globals).marketing });
    await expect(box).toHaveAccessibleDescription(copy(globals).marketingDetail);
    // A tap on the description toggles too: the whole row is the target.
    await userEvent.click(canvas.getByText(copy(globals).marketingDetail));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, checked: true } };

export const LongText: Story = {
  render: (args, { globals }) => (
    <ControlledCheckbox
      {...args}
      label={copy(globals).long}
      description={copy(globals).marketingDetail}
    />
  ),
};

/** B§2 item-wise split: the items to pay for, one already paid by someone else. */
export const ManyItems: Story = {
  render: (args, { globals }) => (
    <div>
      {copy(globals).items.map(([name, price], index) => (
        <ControlledCheckbox
          key={name}
          {...args}
          label={name}
          description={index === 2 ? `${price} · ${copy(globals).paidByOther}` : price}
          checked={index === 0 || index === 2}
          disabled={index === 2}
        />
      ))}
    </div>
  ),
};
