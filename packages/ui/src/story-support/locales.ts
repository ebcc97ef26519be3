/**
 * The languages of the product (spec: A§1) as stories show them: each story renders its text in
 * the locale chosen in Storybook's toolbar, in that locale's direction.
 */
export const STORY_LOCALES = {
  en: { title: 'English', dir: 'ltr' },
  ar: { title: 'العربية', dir: 'rtl' },
  zh: { title: '中文', dir: 'ltr' },
  ms: { title: 'Bahasa Melayu', dir: 'ltr' },
} as const;

/** A story locale. */
export type StoryLocale = keyof typeof STORY_LOCALES;

/** The list of story locales, in toolbar order. */
export const STORY_LOCALE_CODES = Object.keys(STORY_LOCALES) as StoryLocale[];

/** Two brands for the toolbar: one light (dark text on it) and one dark (white text on it). */
export const STORY_BRANDS = {
  dark: { title: 'Dark brand (teal)', color: '#0B5D4B' },
  light: { title: 'Light brand (saffron)', color: '#F4C430' },
} as const;

/** A story brand. */
export type StoryBrand = keyof typeof STORY_BRANDS;

/** The globals a story reads: the toolbar's locale, direction and brand. */
export interface StoryGlobals {
  locale?: StoryLocale;
  /** `auto` follows the locale; `ltr` or `rtl` forces a direction. */
  direction?: 'auto' | 'ltr' | 'rtl';
  brand?: StoryBrand;
}

/** The direction a story renders in: the toolbar's choice, or the locale's own. */
export function storyDirection(globals: StoryGlobals): 'ltr' | 'rtl' {
  if (globals.direction === 'ltr' || globals.direction === 'rtl') return globals.direction;
  return STORY_LOCALES[globals.locale ?? 'en'].dir;
}
