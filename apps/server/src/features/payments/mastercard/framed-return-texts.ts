import type { DinerLanguage } from '../../../http/diner-language';

/** The texts of the return page inside the challenge frame, in one language. */
export interface FramedReturnTexts {
  title: string;
  line: string;
  link: string;
  /** Arabic reads right to left. */
  dir: 'ltr' | 'rtl';
}

/** The return page's texts in each of the diner app's languages. */
const TEXTS: Record<DinerLanguage, FramedReturnTexts> = {
  en: {
    title: 'Authentication finished',
    line: 'Authentication finished.',
    link: 'Continue',
    dir: 'ltr',
  },
  ar: { title: 'اكتملت المصادقة', line: 'اكتملت المصادقة.', link: 'متابعة', dir: 'rtl' },
  zh: { title: '验证完成', line: '验证已完成。', link: '继续', dir: 'ltr' },
  ms: {
    title: 'Pengesahan selesai',
    line: 'Pengesahan selesai.',
    link: 'Teruskan',
    dir: 'ltr',
  },
};

/** The return page's texts in the diner's language. */
export function framedReturnTexts(language: DinerLanguage): FramedReturnTexts {
  return TEXTS[language];
}
