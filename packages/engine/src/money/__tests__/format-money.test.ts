import { describe, expect, it } from 'vitest';
import { formatMoney as format } from '../format-money';

/** Intl separates the currency with a no-break space; compare with plain spaces. */
const formatMoney = (...args: Parameters<typeof format>) => format(...args).replace(/\s/gu, ' ');

describe('formatMoney', () => {
  it('formats at the company precision in each product locale', () => {
    expect(formatMoney('1234.5', { currency: 'AED', precision: 2, locale: 'en' })).toBe(
      'AED 1,234.50',
    );
    expect(formatMoney('1.25', { currency: 'KWD', precision: 3, locale: 'en' })).toBe('KWD 1.250');
    expect(formatMoney('1500', { currency: 'JPY', precision: 0, locale: 'en' })).toBe('¥1,500');
    expect(formatMoney('12.5', { currency: 'MYR', precision: 2, locale: 'ms' })).toBe('RM 12.50');
    expect(formatMoney('12.5', { currency: 'CNY', precision: 2, locale: 'zh' })).toBe('¥12.50');
    // CLDR's default numbering for `ar` is Latin digits, with the Arabic currency sign.
    expect(formatMoney('12.5', { currency: 'AED', precision: 2, locale: 'ar' })).toContain(
      '12.50 د.إ.',
    );
  });

  it('formats large amounts exactly, never through a float', () => {
    expect(
      formatMoney('12345678901234567.89', { currency: 'USD', precision: 2, locale: 'en' }),
    ).toBe('$12,345,678,901,234,567.89');
  });

  it('can print the currency code', () => {
    expect(
      formatMoney('3', { currency: 'USD', precision: 2, locale: 'en', display: 'code' }),
    ).toMatch(/USD\s3\.00/);
  });

  it('refuses a malformed currency', () => {
    expect(() => formatMoney('1', { currency: 'usd', precision: 2, locale: 'en' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CURRENCY' }),
    );
  });
});

describe('formatMoney with its shared formats', () => {
  it('formats alike whatever was formatted before, in any order of locales and places', () => {
    const cases = [
      { currency: 'AED', precision: 2, locale: 'en', expected: 'AED 7.50' },
      { currency: 'AED', precision: 3, locale: 'en', expected: 'AED 7.500' },
      {
        currency: 'AED',
        precision: 2,
        locale: 'en',
        display: 'code' as const,
        expected: 'AED 7.50',
      },
      { currency: 'MYR', precision: 2, locale: 'ms', expected: 'RM 7.50' },
      { currency: 'MYR', precision: 2, locale: 'en', expected: 'MYR 7.50' },
      { currency: 'USD', precision: 0, locale: 'en', expected: '$8' },
    ];
    for (const round of [cases, [...cases].reverse(), cases]) {
      for (const { expected, ...options } of round) {
        expect(formatMoney('7.5', options)).toBe(expected);
      }
    }
  });

  it('still formats every key once more keys were asked for than it keeps', () => {
    const currencies = Array.from(
      { length: 40 },
      (_, index) =>
        `A${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(65 + (index % 26))}`,
    );
    for (const round of [1, 2]) {
      for (const currency of currencies) {
        expect(
          formatMoney(String(round), { currency, precision: 2, locale: 'en', display: 'code' }),
        ).toBe(`${currency} ${String(round)}.00`);
      }
    }
  });
});
