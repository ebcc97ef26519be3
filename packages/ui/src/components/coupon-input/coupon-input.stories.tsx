import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { CouponInput, type AppliedCoupon, type CouponInputProps } from './coupon-input';

const copy = localized({
  en: {
    label: 'Coupon code',
    placeholder: 'e.g. WELCOME10',
    apply: 'Apply',
    remove: 'Remove',
    invalid: 'Invalid promo code!',
    minimum: 'This coupon can only be used for orders above AED 50.00!',
    name: 'WELCOME10: 10% off',
    saving: 'You save AED 8.65',
    posName: 'Staff discount',
    posNote: 'Applied by the restaurant',
    longName: 'HAPPYHOUR2025: 15% off every drink and dessert ordered before 7 pm on weekdays',
  },
  ar: {
    label: 'رمز القسيمة',
    placeholder: 'مثال: WELCOME10',
    apply: 'تطبيق',
    remove: 'إزالة',
    invalid: 'رمز ترويجي غير صالح!',
    minimum: 'لا يمكن استخدام هذه القسيمة إلا للطلبات التي تزيد عن د.إ.‏ 50.00!',
    name: 'WELCOME10: خصم 10%',
    saving: 'وفّرت د.إ.‏ 8.65',
    posName: 'خصم الموظفين',
    posNote: 'طبّقه المطعم',
    longName:
      'HAPPYHOUR2025: خصم 15% على كل المشروبات والحلويات المطلوبة قبل الساعة 7 مساءً في أيام الأسبوع',
  },
  zh: {
    label: '优惠码',
    placeholder: '例如 WELCOME10',
    apply: '使用',
    remove: '移除',
    invalid: '优惠码无效！',
    minimum: '此优惠券仅适用于 AED 50.00 以上的订单！',
    name: 'WELCOME10：立减 10%',
    saving: '已为您节省 AED 8.65',
    posName: '员工折扣',
    posNote: '由餐厅添加',
    longName: 'HAPPYHOUR2025：工作日晚上 7 点前点的所有饮品和甜点立减 15%',
  },
  ms: {
    label: 'Kod kupon',
    placeholder: 'cth. WELCOME10',
    apply: 'Guna',
    remove: 'Buang',
    invalid: 'Kod promosi tidak sah!',
    minimum: 'Kupon ini hanya boleh digunakan untuk pesanan melebihi AED 50.00!',
    name: 'WELCOME10: Diskaun 10%',
    saving: 'Anda jimat AED 8.65',
    posName: 'Diskaun kakitangan',
    posNote: 'Digunakan oleh restoran',
    longName:
      'HAPPYHOUR2025: Diskaun 15% untuk setiap minuman dan pencuci mulut yang dipesan sebelum 7 malam pada hari bekerja',
  },
});

type Copy = ReturnType<typeof copy>;

/** The widget with its code, error and coupon held, as the checkout holds them. */
function Checkout({ text, ...props }: CouponInputProps & { text: Copy }) {
  const [value, setValue] = useState(props.value);
  const [error, setError] = useState(props.error);
  const [applied, setApplied] = useState<AppliedCoupon | undefined>(props.applied);
  return (
    <CouponInput
      {...props}
      label={text.label}
      placeholder={text.placeholder}
      applyLabel={text.apply}
      removeLabel={text.remove}
      value={value}
      error={error}
      applied={applied}
      onChange={(code) => {
        setValue(code);
        // spec: A§5 typing a new code clears the error
        setError(undefined);
        props.onChange(code);
      }}
      onApply={(code) => {
        setApplied({ name: text.name, note: text.saving });
        props.onApply(code);
      }}
      onRemove={() => {
        setApplied(undefined);
        setValue('');
        props.onRemove();
      }}
    />
  );
}

const meta = {
  title: 'Checkout/Coupon input',
  component: CouponInput,
  args: {
    label: 'Coupon code',
    value: '',
    onChange: fn(),
    applyLabel: 'Apply',
    onApply: fn(),
    removeLabel: 'Remove',
    onRemove: fn(),
  },
  render: (args, { globals }) => <Checkout {...args} text={copy(globals)} />,
} satisfies Meta<typeof CouponInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Apply waits for a code; the diner types one and applies it, then removes the coupon. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const apply = canvas.getByRole('button', { name: text.apply });
    await expect(apply).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: text.label }), 'WELCOME10');
    await expect(args.onChange).toHaveBeenLastCalledWith('WELCOME10');
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await expect(args.onApply).toHaveBeenCalledWith('WELCOME10');
    await expect(canvas.getByRole('status')).toHaveTextContent(text.name);
    await userEvent.click(canvas.getByRole('button', { name: text.remove }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('textbox', { name: text.label })).toHaveValue('');
  },
};

export const Loading: Story = { args: { value: 'WELCOME10', loading: true } };

/** A rejected code: Apply stays disabled until the diner types, which clears the error. */
export const WithError: Story = {
  args: { value: 'WELCOME1' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} error={text.invalid} />;
  },
  play: async ({ args, canvas, globals }) => {
    const text = copy(globals);
    const field = canvas.getByRole('textbox', { name: text.label });
    const apply = canvas.getByRole('button', { name: text.apply });
    await expect(field).toHaveAccessibleDescription(text.invalid);
    await expect(apply).toBeDisabled();
    await userEvent.type(field, '0');
    await expect(args.onChange).toHaveBeenCalledWith('WELCOME10');
    await waitFor(() => expect(apply).toBeEnabled());
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const MinimumOrderError: Story = {
  args: { value: 'BIGSPENDER' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} error={text.minimum} />;
  },
};

export const Applied: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} applied={{ name: text.name, note: text.saving }} />;
  },
};

/** A discount from the POS: the diner cannot remove it (A§5). */
export const AppliedFromPos: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <Checkout
        {...args}
        text={text}
        applied={{ name: text.posName, note: text.posNote, fromPos: true }}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: copy(globals).remove })).toBeNull();
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'WELCOME10' } };

export const LongText: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return <Checkout {...args} text={text} applied={{ name: text.longName, note: text.saving }} />;
  },
};
