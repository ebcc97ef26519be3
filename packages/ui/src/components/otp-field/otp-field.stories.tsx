import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { OtpField, type OtpFieldProps } from './otp-field';

const copy = localized({
  en: {
    label: 'Enter the 4-digit code we sent to +971 50 123 4567',
    short: 'One-time code',
    resend: 'You can ask for a new code in 24 s',
    incorrect: 'Incorrect OTP',
  },
  ar: {
    label: 'أدخل الرمز المكوّن من 4 أرقام الذي أرسلناه إلى \u2066+971 50 123 4567\u2069',
    short: 'رمز التحقق',
    resend: 'يمكنك طلب رمز جديد بعد 24 ثانية',
    incorrect: 'رمز التحقق غير صحيح',
  },
  zh: {
    label: '请输入我们发送到 +971 50 123 4567 的 4 位验证码',
    short: '验证码',
    resend: '24 秒后可重新获取验证码',
    incorrect: '验证码不正确',
  },
  ms: {
    label: 'Masukkan kod 4 digit yang kami hantar ke +971 50 123 4567',
    short: 'Kod sekali guna',
    resend: 'Anda boleh meminta kod baharu dalam 24 saat',
    incorrect: 'OTP tidak betul',
  },
});

/** The field with its code held in the story, as the app holds it. */
function ControlledOtpField(props: OtpFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OtpField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/OTP field',
  component: OtpField,
  args: { label: 'One-time code', value: '', onChange: fn(), onComplete: fn() },
  render: (args, { globals }) => (
    <ControlledOtpField {...args} label={copy(globals).label} hint={copy(globals).resend} />
  ),
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByLabelText(copy(globals).label);
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    // Typing fills the boxes one after the other.
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    // Backspace takes the last digit away, back to the previous box.
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('1');
    await expect(args.onComplete).not.toHaveBeenCalled();
    // Pasting the whole code, even spaced out, fills every box and completes the code.
    await userEvent.clear(input);
    await userEvent.paste('4 8-1 5');
    await expect(input).toHaveValue('4815');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('4815');
    // A fifth digit has no box to go to.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('4815');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const Partial: Story = { args: { value: '48' } };

/** A§5: a wrong code shows 'Incorrect OTP', passed by the app. */
export const Incorrect: Story = {
  args: { value: '4816' },
  render: (args, { globals }) => (
    <ControlledOtpField {...args} label={copy(globals).label} error={copy(globals).incorrect} />
  ),
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(copy(globals).label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(copy(globals).incorrect);
  },
};

export const Disabled: Story = {
  args: { value: '4815', disabled: true },
  render: (args, { globals }) => <ControlledOtpField {...args} label={copy(globals).short} />,
};
