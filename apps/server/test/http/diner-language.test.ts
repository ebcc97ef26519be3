import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, dinerLanguage } from '../../src/http/diner-language';

describe("the diner's language from Accept-Language", () => {
  it('takes the preferred language the app speaks, by weight then order', () => {
    expect(dinerLanguage('ar')).toBe('ar');
    expect(dinerLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(dinerLanguage('ms-MY')).toBe('ms');
    expect(dinerLanguage('EN-gb')).toBe('en');
    expect(dinerLanguage('fr-FR,fr;q=0.9,ms;q=0.5,ar;q=0.4')).toBe('ms');
    expect(dinerLanguage('en;q=0.2,ar;q=0.8')).toBe('ar');
    expect(dinerLanguage('ar;q=0,zh')).toBe('zh');
  });

  it('is English when none is given or none is spoken by the app', () => {
    expect(dinerLanguage(undefined)).toBe('en');
    expect(dinerLanguage('')).toBe('en');
    expect(dinerLanguage('de-DE,fr;q=0.5')).toBe('en');
    expect(dinerLanguage('*')).toBe('en');
  });
});

describe('the language tags of Accept-Language', () => {
  it('ranks them by weight, then order, keeping their case and dropping the refused and the wildcard', () => {
    expect(acceptLanguageTags('ms-MY,ms;q=0.9,en;q=0.8')).toEqual(['ms-MY', 'ms', 'en']);
    expect(acceptLanguageTags('en;q=0.2, ar-KW ;q=0.8,fr')).toEqual(['fr', 'ar-KW', 'en']);
    expect(acceptLanguageTags('ar;q=0,zh,*;q=0.1')).toEqual(['zh']);
  });

  it('is none for no header or an empty one', () => {
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });
});
