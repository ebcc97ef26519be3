import { describe, expect, it } from 'vitest';
import { isLocale, localeInfo, LOCALES } from '../locales';

describe('the locale registry', () => {
  // spec: A§1 and A§9, en, ar (right to left), zh and ms.
  it('has the four languages, Arabic alone right to left', () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual(['en', 'ar', 'zh', 'ms']);
    expect(LOCALES.filter((locale) => locale.rtl).map((locale) => locale.code)).toEqual(['ar']);
  });

  it('names each language in its own language', () => {
    expect(localeInfo('ar').label).toBe('العربية');
    expect(localeInfo('zh').label).toBe('中文');
  });

  it('tells locale codes from other values', () => {
    expect(isLocale('ms')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
