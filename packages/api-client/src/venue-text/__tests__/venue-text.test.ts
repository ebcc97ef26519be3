import { describe, expect, it } from 'vitest';
import { venueLocales, venueName, venueText, venueTextFor } from '../venue-text';

const packaging = {
  name: 'Takeaway packaging',
  translations: {
    ar: { name: 'رسوم تغليف السفري' },
    zh: { name: '外带包装费' },
    ms: { name: '  ' },
  },
};

describe('venueLocales', () => {
  it('the diner’s locale, its language, then the venue’s default, each once', () => {
    expect(venueLocales('zh-CN', 'en')).toEqual(['zh-CN', 'zh', 'en']);
    expect(venueLocales('ar', 'ar')).toEqual(['ar']);
    expect(venueLocales('ms', null)).toEqual(['ms']);
    expect(venueLocales('en', 'ar-KW')).toEqual(['en', 'ar-KW', 'ar']);
  });
});

describe('venueText', () => {
  it('the diner’s locale first', () => {
    expect(venueName(packaging, venueLocales('ar', 'en'))).toBe('رسوم تغليف السفري');
    expect(venueName(packaging, venueLocales('zh-CN', 'en'))).toBe('外带包装费');
  });

  it('falls back to the venue’s default locale, then to the base text', () => {
    const breakfast = { name: 'Breakfast', translations: { ar: { name: 'الفطور' } } };
    // A Malay diner at a venue whose default is Arabic reads the Arabic.
    expect(venueName(breakfast, venueLocales('ms', 'ar'))).toBe('الفطور');
    // A blank translation counts as missing.
    expect(venueName(packaging, venueLocales('ms', 'zh'))).toBe('外带包装费');
    expect(venueName(packaging, venueLocales('ms', 'en'))).toBe('Takeaway packaging');
    expect(venueName({ name: 'Kopi' }, venueLocales('ar', 'en'))).toBe('Kopi');
  });

  it('each field falls back on its own, and any text field can be asked for', () => {
    const tea = {
      name: 'Tea',
      description: 'Hot black tea',
      translations: { ar: { name: 'شاي', description: null }, en: { description: 'Strong tea' } },
    };
    expect(venueTextFor('ar', 'en').item(tea)).toEqual({ name: 'شاي', description: 'Strong tea' });
    const outlet = {
      announcement: 'Closing at 9.30 pm',
      translations: { zh: { announcement: '晚上9点30分打烊' } },
    };
    expect(venueText(outlet, 'announcement', ['zh'])).toBe('晚上9点30分打烊');
    expect(venueText({ announcement: null }, 'announcement', ['zh'])).toBeNull();
    const banner = {
      image_url: 'https://example.com/ad.svg',
      translations: { ar: { image_url: 'https://example.com/ad.ar.svg' } },
    };
    expect(venueText(banner, 'image_url', ['ar'])).toBe('https://example.com/ad.ar.svg');
  });

  it('ignores what only looks like a locale key on the prototype', () => {
    expect(venueName({ name: 'Base' }, ['constructor', 'toString'])).toBe('Base');
  });
});
