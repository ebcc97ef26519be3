import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test-support/axe';
import { renderInTheme } from '../../test-support/render';
import { LocaleDropdown } from './locale-dropdown';

const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'zh', label: '中文' },
  { code: 'ms', label: 'Bahasa Melayu' },
];

describe('LocaleDropdown', () => {
  it('lists each language in its own language, marked with its lang', async () => {
    await renderInTheme(
      <LocaleDropdown label="Language" value="en" options={LOCALES} onChange={() => undefined} />,
    );
    const select = page.getByRole('combobox', { name: 'Language' });
    await expect.element(select).toHaveValue('en');
    const options = Array.from(select.element().querySelectorAll('option'));
    expect(options.map((option) => option.lang)).toEqual(['en', 'ar', 'zh', 'ms']);
    expect(options.map((option) => option.textContent)).toEqual(LOCALES.map((l) => l.label));
  });

  it('reports the chosen code, by pointer or keyboard', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('en');
      return (
        <LocaleDropdown
          label="Language"
          value={value}
          options={LOCALES}
          onChange={(code) => {
            onChange(code);
            setValue(code);
          }}
        />
      );
    }
    await renderInTheme(<Controlled />);
    const select = page.getByRole('combobox');
    await userEvent.selectOptions(select, 'ar');
    expect(onChange).toHaveBeenLastCalledWith('ar');
    (select.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('zh');
  });

  it('renders nothing for a single locale (A§2)', async () => {
    await renderInTheme(
      <>
        <p>Footer</p>
        <LocaleDropdown
          label="Language"
          value="en"
          options={LOCALES.slice(0, 1)}
          onChange={() => undefined}
        />
      </>,
    );
    await expect.element(page.getByText('Footer')).toBeVisible();
    expect(page.getByRole('combobox').query()).toBeNull();
  });

  it('is a 44 px target whose hidden label still names it', async () => {
    await renderInTheme(
      <LocaleDropdown
        label="Language"
        hideLabel
        value="en"
        options={LOCALES}
        onChange={() => undefined}
      />,
    );
    const select = page.getByRole('combobox', { name: 'Language' });
    expect(select.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(page.getByText('Language').element().getBoundingClientRect().width).toBeLessThanOrEqual(
      1,
    );
  });

  it('puts the globe at the start and the chevron at the end: mirrored in Arabic', async () => {
    await renderInTheme(
      <LocaleDropdown label="اللغة" value="ar" options={LOCALES} onChange={() => undefined} />,
      { dir: 'rtl' },
    );
    const [globe, chevron] = Array.from(document.querySelectorAll('svg')).map((svg) =>
      svg.getBoundingClientRect(),
    );
    expect(globe?.left).toBeGreaterThan(chevron?.left ?? Infinity);
  });

  it('has no accessibility violations on the light brand', async () => {
    const { container } = await renderInTheme(
      <LocaleDropdown label="Language" value="en" options={LOCALES} onChange={() => undefined} />,
      { brandColor: '#F4C430' },
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
