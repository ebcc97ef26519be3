import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { StoryGlobals } from '../../story-support/locales';
import { localized } from '../../story-support/localized';
import { LocaleDropdown, type LocaleDropdownProps } from './locale-dropdown';

/** The four locales, each named in its own language: the same in every story locale. */
const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'zh', label: '中文' },
  { code: 'ms', label: 'Bahasa Melayu' },
];

const copy = localized({
  en: { label: 'Language' },
  ar: { label: 'اللغة' },
  zh: { label: '语言' },
  ms: { label: 'Bahasa' },
});

/** The dropdown with its value held as the app holds it. */
function Controlled(args: LocaleDropdownProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LocaleDropdown
      {...args}
      value={value}
      onChange={(code) => {
        args.onChange(code);
        setValue(code);
      }}
    />
  );
}

const meta = {
  title: 'App shell/LocaleDropdown',
  component: LocaleDropdown,
  args: { label: 'Language', value: 'en', options: LOCALES, onChange: fn() },
  render: (args, { globals }) => (
    <Controlled
      {...args}
      label={copy(globals).label}
      value={(globals as StoryGlobals).locale ?? args.value}
    />
  ),
} satisfies Meta<typeof LocaleDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a language reports its code. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const select = canvas.getByRole('combobox', { name: copy(globals).label });
    await userEvent.selectOptions(select, 'ms');
    await expect(args.onChange).toHaveBeenCalledWith('ms');
    await expect(select).toHaveValue('ms');
  },
};

/** In the side menu's footer: the globe shows what it is, the label stays for screen readers. */
export const HiddenLabel: Story = { args: { hideLabel: true } };

/** Two locales: still shown. */
export const TwoLocales: Story = { args: { options: LOCALES.slice(0, 2) } };

/** A single locale: nothing to choose, nothing shown (A§2). */
export const SingleLocale: Story = {
  args: { options: LOCALES.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
