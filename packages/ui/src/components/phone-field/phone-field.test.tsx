import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { PHONE_MAX_DIGITS, toPhoneDigits } from './phone-digits';
import { PhoneField, type DialingCodeOption, type PhoneFieldProps } from './phone-field';

const CODES: DialingCodeOption[] = [
  { code: '+971', country: 'AE', label: 'United Arab Emirates (+971)' },
  { code: '+65', country: 'SG', label: 'Singapore (+65)' },
  { code: '+1', country: 'US', label: 'United States (+1)' },
  { code: '+1', country: 'CA', label: 'Canada (+1)' },
];

function Controlled(props: Partial<PhoneFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  const [country, setCountry] = useState(props.country ?? 'AE');
  return (
    <PhoneField
      label="Mobile number"
      dialingCodeLabel="Country code"
      dialingCodes={CODES}
      {...props}
      value={value}
      country={country}
      onChange={(digits) => {
        setValue(digits);
        props.onChange?.(digits);
      }}
      onCountryChange={(option) => {
        setCountry(option.country);
        props.onCountryChange?.(option);
      }}
    />
  );
}

const input = () => page.getByRole('textbox', { name: 'Mobile number' });
const picker = () => page.getByRole('combobox', { name: 'Country code' });

describe('toPhoneDigits', () => {
  it('keeps digits only, turning Arabic-Indic digits into Latin ones', () => {
    expect(toPhoneDigits('+971 (50) 123-4567')).toBe('971501234567');
    expect(toPhoneDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(toPhoneDigits('۰۵۰۱۲۳')).toBe('050123');
    expect(toPhoneDigits('abc')).toBe('');
  });

  it('keeps at most 15 digits (A§9)', () => {
    expect(toPhoneDigits('1234567890123456789')).toHaveLength(PHONE_MAX_DIGITS);
  });
});

describe('PhoneField', () => {
  it('drops everything but digits as the diner types', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    await userEvent.type(input(), '50 12a3');
    await expect.element(input()).toHaveValue('50123');
    expect(onChange).toHaveBeenLastCalledWith('50123');
  });

  it('takes a pasted, formatted number as its digits', async () => {
    const onChange = vi.fn();
    await renderInTheme(<Controlled onChange={onChange} />);
    await userEvent.fill(input(), '050-123 4567');
    expect(onChange).toHaveBeenLastCalledWith('0501234567');
  });

  it('asks for the numeric keyboard and the national number autofill', async () => {
    await renderInTheme(<Controlled />);
    const element = input().element() as HTMLInputElement;
    expect(element.inputMode).toBe('numeric');
    expect(element.type).toBe('tel');
    expect(element.autocomplete).toBe('tel-national');
  });

  it('shows the chosen country’s code and reports the picked option', async () => {
    const onCountryChange = vi.fn();
    await renderInTheme(<Controlled country="SG" onCountryChange={onCountryChange} />);
    await expect.element(page.getByText('+65', { exact: true })).toBeVisible();
    await expect.element(picker()).toHaveValue('SG');
    await userEvent.selectOptions(picker(), 'CA');
    expect(onCountryChange).toHaveBeenLastCalledWith(CODES[3]);
    await expect.element(page.getByText('+1', { exact: true })).toBeVisible();
  });

  it('falls back to the first option for an unknown country', async () => {
    await renderInTheme(<Controlled country="ZZ" />);
    await expect.element(picker()).toHaveValue('AE');
    await expect.element(page.getByText('+971', { exact: true })).toBeVisible();
  });

  it('shows the inline error passed in and marks the number invalid', async () => {
    await renderInTheme(<Controlled error="Enter a valid phone number" value="123" />);
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Enter a valid phone number');
  });

  it('disables both the picker and the number', async () => {
    await renderInTheme(<Controlled disabled />);
    await expect.element(input()).toBeDisabled();
    await expect.element(picker()).toBeDisabled();
  });

  it('keeps the number left to right in Arabic, its code first, with the label on the right', async () => {
    await renderInTheme(<Controlled label="رقم الهاتف" dialingCodeLabel="رمز الدولة" />, {
      dir: 'rtl',
    });
    const number = page.getByRole('textbox').element().getBoundingClientRect();
    const code = page.getByRole('combobox').element().getBoundingClientRect();
    expect(code.right).toBeLessThanOrEqual(number.left + 1);
    expect(getComputedStyle(page.getByText('رقم الهاتف').element()).direction).toBe('rtl');
  });

  it('gives the picker a 44 px target', async () => {
    await renderInTheme(<Controlled />);
    const box = picker().element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('has no accessibility violations, with an error, on a light brand', async () => {
    const { container } = await renderInTheme(
      <Controlled error="Please enter your mobile number" hint="We send a code by SMS." />,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
