import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../resolve-locale';

const cafe = { locales: ['en', 'zh', 'ms'] as const, default: 'en' as const };
const kuwait = { locales: ['ar', 'en'] as const, default: 'ar' as const };

// spec: A§9, the choice is stored locally and falls back to the company default, then English.
describe('resolveLocale', () => {
  it('keeps a stored choice the company offers', () => {
    expect(resolveLocale('zh', cafe)).toBe('zh');
    expect(resolveLocale('en', kuwait)).toBe('en');
  });

  it('falls back to the company default without a stored choice', () => {
    expect(resolveLocale(null, kuwait)).toBe('ar');
    expect(resolveLocale(undefined, cafe)).toBe('en');
  });

  it('falls back to the company default when the stored choice is not offered', () => {
    expect(resolveLocale('ar', cafe)).toBe('en');
    expect(resolveLocale('zh', kuwait)).toBe('ar');
  });

  it('ignores a stored value that is not a locale', () => {
    expect(resolveLocale('fr', kuwait)).toBe('ar');
    expect(resolveLocale(42, cafe)).toBe('en');
  });

  it('falls back to English when the company default is not one of the app locales', () => {
    const odd = { locales: ['ms'], default: 'fr' } as unknown as Parameters<
      typeof resolveLocale
    >[1];
    expect(resolveLocale(null, odd)).toBe('en');
  });

  it('before the company is known, uses the stored choice, else English', () => {
    expect(resolveLocale('ar', null)).toBe('ar');
    expect(resolveLocale(null, null)).toBe('en');
    expect(resolveLocale('xx', null)).toBe('en');
  });
});
