import { describe, expect, it } from 'vitest';
import type { OfferedLocales } from '../resolve-locale';
import { resolveLocale } from '../resolve-locale';

const cafe: OfferedLocales = { locales: ['en', 'zh', 'ms'], default: 'en' };
const kuwait: OfferedLocales = { locales: ['ar', 'en'], default: 'ar' };
const everyLanguage: OfferedLocales = { locales: ['en', 'ar', 'zh', 'ms'], default: 'en' };
const malay: OfferedLocales = { locales: ['ms', 'zh'], default: 'ms' };

/** A browser whose languages the app does not speak. */
const french = ['fr-FR', 'fr'];

// spec: A§9, the choice is stored locally and falls back to the company default, then English.
describe('resolveLocale', () => {
  describe('with a stored choice', () => {
    it('keeps a stored choice the company offers, whatever the browser says', () => {
      expect(resolveLocale('zh', cafe, ['ms-MY', 'en-US'])).toBe('zh');
      expect(resolveLocale('en', kuwait, ['ar-KW'])).toBe('en');
      expect(resolveLocale('ar', everyLanguage, [])).toBe('ar');
    });

    it('ignores a stored choice the company does not offer, and asks the browser', () => {
      expect(resolveLocale('ar', cafe, ['zh-TW', 'en'])).toBe('zh');
      expect(resolveLocale('zh', kuwait, ['en-GB'])).toBe('en');
      expect(resolveLocale('ar', cafe, french)).toBe('en');
      expect(resolveLocale('zh', kuwait, french)).toBe('ar');
    });

    it('ignores a stored value that is not a locale', () => {
      expect(resolveLocale('fr', kuwait, french)).toBe('ar');
      expect(resolveLocale(42, cafe, ['ms'])).toBe('ms');
      expect(resolveLocale('ar-KW', everyLanguage, [])).toBe('en');
    });
  });

  describe("on a first visit, the browser's languages", () => {
    it('match the app locale by their language: regions and scripts do not matter', () => {
      expect(resolveLocale(null, everyLanguage, ['ar-KW'])).toBe('ar');
      expect(resolveLocale(null, everyLanguage, ['zh-CN'])).toBe('zh');
      expect(resolveLocale(null, everyLanguage, ['zh-Hans'])).toBe('zh');
      expect(resolveLocale(null, everyLanguage, ['zh-TW'])).toBe('zh');
      expect(resolveLocale(null, everyLanguage, ['zh-Hant-HK'])).toBe('zh');
      expect(resolveLocale(null, malay, ['ms-MY'])).toBe('ms');
      expect(resolveLocale(null, kuwait, ['en-GB'])).toBe('en');
      expect(resolveLocale(null, kuwait, ['en-US'])).toBe('en');
      expect(resolveLocale(null, everyLanguage, ['AR_kw'])).toBe('ar');
    });

    it('are taken in order: the first one the company offers wins', () => {
      expect(resolveLocale(null, everyLanguage, ['ms-MY', 'zh-CN', 'en'])).toBe('ms');
      expect(resolveLocale(null, everyLanguage, ['zh-CN', 'ms-MY'])).toBe('zh');
      expect(resolveLocale(null, cafe, ['ar-KW', 'fr-FR', 'zh-CN', 'en-US'])).toBe('zh');
      expect(resolveLocale(null, kuwait, ['ms-MY', 'en-US', 'ar'])).toBe('en');
      expect(resolveLocale(null, malay, ['en-US', 'ar-KW', 'zh-Hans'])).toBe('zh');
    });

    it('win over the company default when the company offers one of them', () => {
      expect(resolveLocale(null, kuwait, ['en-US', 'en'])).toBe('en');
      expect(resolveLocale(undefined, malay, ['zh-CN'])).toBe('zh');
    });

    it('fall back to the company default when none is offered', () => {
      expect(resolveLocale(null, kuwait, french)).toBe('ar');
      expect(resolveLocale(null, cafe, ['ar-KW', 'ar'])).toBe('en');
      expect(resolveLocale(null, malay, ['en-US', 'ar'])).toBe('ms');
      expect(resolveLocale(null, kuwait, [])).toBe('ar');
    });

    it('ignore blank and malformed tags', () => {
      expect(resolveLocale(null, kuwait, ['', ' ', '-', 'e', 'english'])).toBe('ar');
      expect(resolveLocale(null, kuwait, ['', ' en-GB '])).toBe('en');
    });
  });

  it('falls back to English when the company default is not one of the app locales', () => {
    const odd = { locales: ['ms'], default: 'fr' } as unknown as OfferedLocales;
    expect(resolveLocale(null, odd, french)).toBe('en');
    expect(resolveLocale(null, odd, ['ms-MY'])).toBe('ms');
  });

  describe('before the company is known', () => {
    it('uses the stored choice, else the first browser language the app speaks, else English', () => {
      expect(resolveLocale('ar', null, ['zh-CN'])).toBe('ar');
      expect(resolveLocale(null, null, ['fr-FR', 'ar-KW', 'en'])).toBe('ar');
      expect(resolveLocale(null, null, french)).toBe('en');
      expect(resolveLocale('xx', null, [])).toBe('en');
    });
  });
});
