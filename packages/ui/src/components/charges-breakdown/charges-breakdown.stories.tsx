import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { ChargesBreakdown, type ChargeRow } from './charges-breakdown';

interface Copy {
  subtotal: string;
  tip: string;
  remove: string;
  promotion: string;
  discount: string;
  loyalty: string;
  service: string;
  tax: string;
  total: string;
  label: string;
  longDiscount: string;
  currency: string;
}

const copy = localized<Copy>({
  en: {
    subtotal: 'Subtotal',
    tip: 'Tip',
    remove: 'Remove',
    promotion: 'Weekend offer',
    discount: 'Discount (WELCOME10)',
    loyalty: 'Loyalty points',
    service: 'Service charge',
    tax: 'VAT 5%',
    total: 'Total',
    label: 'Bill details',
    longDiscount: 'Family weekend lunch promotion for orders above AED 200.00',
    currency: 'AED',
  },
  ar: {
    subtotal: 'المجموع الفرعي',
    tip: 'الإكرامية',
    remove: 'إزالة',
    promotion: 'عرض نهاية الأسبوع',
    discount: 'خصم (WELCOME10)',
    loyalty: 'نقاط الولاء',
    service: 'رسوم الخدمة',
    tax: 'ضريبة القيمة المضافة 5%',
    total: 'الإجمالي',
    label: 'تفاصيل الفاتورة',
    longDiscount: 'عرض غداء العائلة في نهاية الأسبوع للطلبات التي تزيد على د.إ.‏ 200.00',
    currency: 'د.إ.‏',
  },
  zh: {
    subtotal: '小计',
    tip: '小费',
    remove: '移除',
    promotion: '周末优惠',
    discount: '折扣（WELCOME10）',
    loyalty: '积分抵扣',
    service: '服务费',
    tax: '增值税 5%',
    total: '合计',
    label: '账单明细',
    longDiscount: '周末家庭午餐优惠，适用于 AED 200.00 以上的订单',
    currency: 'AED',
  },
  ms: {
    subtotal: 'Jumlah kecil',
    tip: 'Tip',
    remove: 'Buang',
    promotion: 'Tawaran hujung minggu',
    discount: 'Diskaun (WELCOME10)',
    loyalty: 'Mata kesetiaan',
    service: 'Caj perkhidmatan',
    tax: 'VAT 5%',
    total: 'Jumlah',
    label: 'Butiran bil',
    longDiscount:
      'Promosi makan tengah hari keluarga hujung minggu untuk pesanan melebihi AED 200.00',
    currency: 'AED',
  },
});

const removeTip = fn();

/** The checkout's rows (B§2), amounts already formatted as the engine returns them. */
function checkoutRows(text: Copy, options: { tax: boolean }): ChargeRow[] {
  const money = (amount: string) => `${text.currency} ${amount}`;
  const rows: ChargeRow[] = [
    { id: 'subtotal', label: text.subtotal, amount: money('120.00') },
    {
      id: 'tip',
      label: text.tip,
      amount: money('12.00'),
      action: { label: text.remove, onClick: removeTip },
    },
    { id: 'promotion', label: text.promotion, amount: `- ${money('10.00')}`, tone: 'discount' },
    { id: 'discount', label: text.discount, amount: `- ${money('11.00')}`, tone: 'discount' },
    { id: 'loyalty', label: text.loyalty, amount: `- ${money('5.00')}`, tone: 'discount' },
    { id: 'service', label: text.service, amount: money('12.00') },
  ];
  if (options.tax) rows.push({ id: 'tax', label: text.tax, amount: money('5.40') });
  return rows;
}

const meta = {
  title: 'Menu/Charges breakdown',
  component: ChargesBreakdown,
  args: { rows: [], total: { label: 'Total', amount: 'AED 123.40' } },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ChargesBreakdown
        {...args}
        rows={checkoutRows(text, { tax: true })}
        total={{ label: text.total, amount: `${text.currency} 123.40` }}
      />
    );
  },
} satisfies Meta<typeof ChargesBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row of the checkout, with the tip's Remove. */
export const Checkout: Story = {
  play: async ({ canvas, globals }) => {
    const text = copy(globals);
    const before = removeTip.mock.calls.length;
    await userEvent.click(canvas.getByRole('button', { name: text.remove }));
    await expect(removeTip).toHaveBeenCalledTimes(before + 1);
  },
};

/** Prices include tax: no tax row (B§9). */
export const TaxInclusive: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ChargesBreakdown
        {...args}
        rows={checkoutRows(text, { tax: false })}
        total={{ label: text.total, amount: `${text.currency} 118.00` }}
      />
    );
  },
};

/** The fewest rows: a subtotal and the total, as on a View Receipt with no extras. */
export const SubtotalOnly: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ChargesBreakdown
        {...args}
        label={text.label}
        rows={[{ id: 'subtotal', label: text.subtotal, amount: `${text.currency} 42.50` }]}
        total={{ label: text.total, amount: `${text.currency} 42.50` }}
      />
    );
  },
};

/** A long promotion name wraps; its amount stays on one line. */
export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ChargesBreakdown
        {...args}
        rows={[
          { id: 'subtotal', label: text.subtotal, amount: `${text.currency} 1,240.00` },
          {
            id: 'promotion',
            label: text.longDiscount,
            amount: `- ${text.currency} 124.00`,
            tone: 'discount',
          },
        ]}
        total={{ label: text.total, amount: `${text.currency} 1,116.00` }}
      />
    );
  },
};
