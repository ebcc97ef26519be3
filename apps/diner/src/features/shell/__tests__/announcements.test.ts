import { describe, expect, it } from 'vitest';
import { company, flags, homePageWith, outlet } from '@test/fixtures/home-page';
import { announcementsToShow } from '../utils/announcements';

describe('announcementsToShow', () => {
  const page = homePageWith({});

  it('shows the company banner and the outlet modal with their flags on', () => {
    const shown = announcementsToShow(page, []);
    expect(shown.banner?.message).toBe(company.announcement);
    expect(shown.modal?.message).toBe(outlet.announcement);
  });

  it('hides the banner without company_announcement', () => {
    const shown = announcementsToShow(
      homePageWith({ feature_flags: flags({ company_announcement: false }) }),
      [],
    );
    expect(shown.banner).toBeNull();
    expect(shown.modal).not.toBeNull();
  });

  it('hides the modal without marketing_announcement', () => {
    const shown = announcementsToShow(
      homePageWith({ feature_flags: flags({ marketing_announcement: false }) }),
      [],
    );
    expect(shown.modal).toBeNull();
    expect(shown.banner).not.toBeNull();
  });

  it('hides an empty or missing text', () => {
    const shown = announcementsToShow(
      homePageWith({
        company: { ...company, announcement: '  ' },
        outlet: { ...outlet, announcement: null },
      }),
      [],
    );
    expect(shown).toEqual({ banner: null, modal: null });
  });

  it('keeps a closed announcement closed', () => {
    const first = announcementsToShow(page, []);
    const closed = [first.banner?.key ?? '', first.modal?.key ?? ''];
    expect(announcementsToShow(page, closed)).toEqual({ banner: null, modal: null });
  });

  it('shows a new text even after the old one was closed', () => {
    const closed = [announcementsToShow(page, []).banner?.key ?? ''];
    const changed = homePageWith({ company: { ...company, announcement: 'Closed on Monday.' } });
    expect(announcementsToShow(changed, closed).banner?.message).toBe('Closed on Monday.');
  });
});

describe('announcementsToShow across languages', () => {
  const translated = homePageWith({
    company: {
      ...company,
      translations: {
        ar: { announcement: 'جديد: فطور متأخر.' },
        zh: { announcement: '新：周末早午餐。' },
      },
    },
    outlet: {
      ...outlet,
      translations: {
        ar: { announcement: 'يغلق مطبخنا الساعة 9:30 مساءً.' },
        ms: { announcement: null },
      },
    },
  });
  const english = ['en'];
  const arabic = ['ar', 'en'];

  it('shows each announcement in the diner’s language', () => {
    const shown = announcementsToShow(translated, [], arabic);
    expect(shown.banner?.message).toBe('جديد: فطور متأخر.');
    expect(shown.modal?.message).toBe('يغلق مطبخنا الساعة 9:30 مساءً.');
  });

  it('keeps an announcement closed in English closed in every other language', () => {
    const first = announcementsToShow(translated, [], english);
    const closed = [first.banner?.key ?? '', first.modal?.key ?? ''];
    for (const locales of [arabic, ['zh', 'en'], ['ms', 'en'], english]) {
      expect(announcementsToShow(translated, closed, locales)).toEqual({
        banner: null,
        modal: null,
      });
    }
  });

  it('gives an announcement the same key in every language', () => {
    const inEnglish = announcementsToShow(translated, [], english);
    const inArabic = announcementsToShow(translated, [], arabic);
    expect(inArabic.banner?.key).toBe(inEnglish.banner?.key);
    expect(inArabic.modal?.key).toBe(inEnglish.modal?.key);
    expect(inEnglish.banner?.key).toMatch(/^company:1:/);
    expect(inEnglish.modal?.key).toMatch(/^outlet:10:/);
  });

  it('shows again a text rewritten in one language, even where the diner reads another', () => {
    const first = announcementsToShow(translated, [], arabic);
    const closed = [first.modal?.key ?? ''];
    const rewritten = homePageWith({
      ...translated,
      outlet: {
        ...translated.outlet,
        translations: { ...translated.outlet.translations, zh: { announcement: '厨房已关闭。' } },
      },
    });
    expect(announcementsToShow(rewritten, closed, arabic).modal?.message).toBe(
      'يغلق مطبخنا الساعة 9:30 مساءً.',
    );
  });

  it('shows a text only translated (no base text) and keeps it closed', () => {
    const onlyArabic = homePageWith({
      outlet: { ...outlet, announcement: null, translations: { ar: { announcement: 'مرحبا' } } },
    });
    const first = announcementsToShow(onlyArabic, [], arabic);
    expect(first.modal?.message).toBe('مرحبا');
    expect(announcementsToShow(onlyArabic, [first.modal?.key ?? ''], arabic).modal).toBeNull();
  });
});
