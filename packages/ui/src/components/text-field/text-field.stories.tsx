import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { localized } from '../../story-support/localized';
import { TextField, type TextFieldProps } from './text-field';

const copy = localized({
  en: {
    email: 'Email address',
    hint: 'We send your receipt to this address.',
    invalid: 'Please enter a valid email address',
    placeholder: 'name@example.com',
    name: 'Name',
    filled: 'Aisha Rahman',
    note: 'Note for the kitchen: allergies, how you like it cooked, anything else we should know',
    noteValue: 'No peanuts please, one of us has a severe nut allergy, and the sauce on the side',
  },
  ar: {
    email: 'البريد الإلكتروني',
    hint: 'سنرسل الإيصال إلى هذا العنوان.',
    invalid: 'يرجى إدخال عنوان بريد إلكتروني صالح',
    placeholder: 'name@example.com',
    name: 'الاسم',
    filled: 'عائشة رحمن',
    note: 'ملاحظة للمطبخ: الحساسية، طريقة الطهي التي تفضلها، أو أي شيء آخر يجب أن نعرفه',
    noteValue: 'بدون فول سوداني من فضلك، أحدنا لديه حساسية شديدة من المكسرات، والصلصة على الجانب',
  },
  zh: {
    email: '电子邮箱',
    hint: '我们会将收据发送到此邮箱。',
    invalid: '请输入有效的电子邮箱地址',
    placeholder: 'name@example.com',
    name: '姓名',
    filled: '陈美玲',
    note: '给厨房的备注：过敏情况、喜欢的烹饪方式，或其他需要我们了解的事项',
    noteValue: '请不要放花生，我们有人对坚果严重过敏，酱汁请另外装',
  },
  ms: {
    email: 'Alamat e-mel',
    hint: 'Kami akan menghantar resit ke alamat ini.',
    invalid: 'Sila masukkan alamat e-mel yang sah',
    placeholder: 'nama@contoh.com',
    name: 'Nama',
    filled: 'Nur Aisyah binti Rahman',
    note: 'Nota untuk dapur: alahan, cara masakan yang anda suka, atau apa-apa yang perlu kami tahu',
    noteValue:
      'Tanpa kacang tanah, salah seorang daripada kami alah teruk kepada kekacang, sos diasingkan',
  },
});

/** The field with its value held in the story, as the app holds it. */
function ControlledTextField(props: TextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextField
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
  title: 'Forms/Text field',
  component: TextField,
  args: {
    label: 'Email address',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  render: (args, { globals }) => (
    <ControlledTextField
      {...args}
      label={copy(globals).email}
      placeholder={copy(globals).placeholder}
    />
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'aisha@example.com');
    await expect(input).toHaveValue('aisha@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('aisha@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Filled: Story = {
  args: { type: 'text', inputMode: 'text', autoComplete: 'name' },
  render: (args, { globals }) => (
    <ControlledTextField {...args} label={copy(globals).name} value={copy(globals).filled} />
  ),
};

export const WithHint: Story = {
  render: (args, { globals }) => (
    <ControlledTextField
      {...args}
      label={copy(globals).email}
      hint={copy(globals).hint}
      placeholder={copy(globals).placeholder}
    />
  ),
};

/** A§5: the app validates and passes the message; typing alone does not clear it. */
export const WithError: Story = {
  args: { value: 'aisha@' },
  render: (args, { globals }) => (
    <ControlledTextField
      {...args}
      label={copy(globals).email}
      hint={copy(globals).hint}
      error={copy(globals).invalid}
    />
  ),
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${copy(globals).hint} ${copy(globals).invalid}`,
    );
    await userEvent.type(input, 'example');
    await expect(args.onChange).toHaveBeenLastCalledWith('aisha@example');
    // The error belongs to the app's validation: the field keeps showing it until the app clears it.
    await expect(canvas.getByText(copy(globals).invalid)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'aisha@example.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { type: 'text', inputMode: 'text', autoComplete: 'off' },
  render: (args, { globals }) => (
    <ControlledTextField {...args} label={copy(globals).note} value={copy(globals).noteValue} />
  ),
};
