import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { StoryGlobals } from '../../story-support/locales';
import { localized } from '../../story-support/localized';
import { PhoneField, type DialingCodeOption, type PhoneFieldProps } from './phone-field';

const CODES = [
  ['AE', '+971'],
  ['SA', '+966'],
  ['SG', '+65'],
  ['MY', '+60'],
  ['CN', '+86'],
  ['IN', '+91'],
  ['GB', '+44'],
] as const;

const copy = localized({
  en: {
    label: 'Mobile number',
    code: 'Country code',
    hint: 'We’ll send you a one-time code by SMS.',
    required: 'Please enter your mobile number',
    invalid: 'Enter a valid phone number',
    countries: {
      AE: 'United Arab Emirates',
      SA: 'Saudi Arabia',
      SG: 'Singapore',
      MY: 'Malaysia',
      CN: 'China',
      IN: 'India',
      GB: 'United Kingdom',
    },
  },
  ar: {
    label: 'رقم الهاتف المحمول',
    code: 'رمز الدولة',
    hint: 'سنرسل إليك رمزًا لمرة واحدة عبر رسالة نصية.',
    required: 'يرجى إدخال رقم هاتفك المحمول',
    invalid: 'أدخل رقم هاتف صالحًا',
    countries: {
      AE: 'الإمارات العربية المتحدة',
      SA: 'المملكة العربية السعودية',
      SG: 'سنغافورة',
      MY: 'ماليزيا',
      CN: 'الصين',
      IN: 'الهند',
      GB: 'المملكة المتحدة',
    },
  },
  zh: {
    label: '手机号码',
    code: '国家/地区代码',
    hint: '我们将通过短信向您发送一次性验证码。',
    required: '请输入您的手机号码',
    invalid: '请输入有效的电话号码',
    countries: {
      AE: '阿拉伯联合酋长国',
      SA: '沙特阿拉伯',
      SG: '新加坡',
      MY: '马来西亚',
      CN: '中国',
      IN: '印度',
      GB: '英国',
    },
  },
  ms: {
    label: 'Nombor telefon bimbit',
    code: 'Kod negara',
    hint: 'Kami akan menghantar kod sekali guna melalui SMS.',
    required: 'Sila masukkan nombor telefon bimbit anda',
    invalid: 'Masukkan nombor telefon yang sah',
    countries: {
      AE: 'Emiriah Arab Bersatu',
      SA: 'Arab Saudi',
      SG: 'Singapura',
      MY: 'Malaysia',
      CN: 'China',
      IN: 'India',
      GB: 'United Kingdom',
    },
  },
});

/** The picker's options in the story's language; the code is isolated so it reads "+971". */
function dialingCodes(globals: StoryGlobals): DialingCodeOption[] {
  const names = copy(globals).countries;
  return CODES.map(([country, code]) => ({
    country,
    code,
    label: `${names[country]} (\u2066${code}\u2069)`,
  }));
}

/** The field with its number and country held in the story, as the app holds them. */
function ControlledPhoneField(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  const [country, setCountry] = useState(props.country);
  return (
    <PhoneField
      {...props}
      value={value}
      country={country}
      onChange={(digits) => {
        setValue(digits);
        props.onChange(digits);
      }}
      onCountryChange={(option) => {
        setCountry(option.country);
        props.onCountryChange(option);
      }}
    />
  );
}

const meta = {
  title: 'Forms/Phone field',
  component: PhoneField,
  args: {
    label: 'Mobile number',
    value: '',
    onChange: fn(),
    dialingCodes: [],
    // spec: A§5, the dialing code defaults from the company country (here a UAE restaurant)
    country: 'AE',
    onCountryChange: fn(),
    dialingCodeLabel: 'Country code',
    onBlur: fn(),
  },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledPhoneField
        {...args}
        label={text.label}
        dialingCodeLabel={text.code}
        dialingCodes={dialingCodes(globals)}
      />
    );
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: copy(globals).label });
    // spec: A§5, the field accepts only digits
    await userEvent.type(input, '050-123 4567');
    await expect(input).toHaveValue('0501234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0501234567');
    const picker = canvas.getByRole('combobox', { name: copy(globals).code });
    await expect(picker).toHaveValue('AE');
    await userEvent.selectOptions(picker, 'SG');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'SG', code: '+65' }),
    );
    await expect(canvas.getByText('+65')).toBeVisible();
  },
};

export const Filled: Story = {
  args: { value: '501234567' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledPhoneField
        {...args}
        label={text.label}
        hint={text.hint}
        dialingCodeLabel={text.code}
        dialingCodes={dialingCodes(globals)}
      />
    );
  },
};

/** A§5: the app passes 'Please enter your mobile number' when the field is left empty. */
export const Required: Story = {
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledPhoneField
        {...args}
        label={text.label}
        dialingCodeLabel={text.code}
        dialingCodes={dialingCodes(globals)}
        error={text.required}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: copy(globals).label });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(copy(globals).required);
  },
};

/** A§5: fewer than 6 or more than 15 digits gives 'Enter a valid phone number'. */
export const Invalid: Story = {
  args: { value: '5012', country: 'SG' },
  render: (args, { globals }) => {
    const text = copy(globals);
    return (
      <ControlledPhoneField
        {...args}
        label={text.label}
        hint={text.hint}
        dialingCodeLabel={text.code}
        dialingCodes={dialingCodes(globals)}
        error={text.invalid}
      />
    );
  },
};

export const Disabled: Story = {
  args: { value: '501234567', disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: copy(globals).label })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: copy(globals).code })).toBeDisabled();
  },
};
