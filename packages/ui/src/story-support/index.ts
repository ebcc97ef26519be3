export { localized } from './localized';
export type { LocalizedCopy } from './localized';
export { STORY_BRANDS, STORY_LOCALE_CODES, STORY_LOCALES, storyDirection } from './locales';
export type { StoryBrand, StoryGlobals, StoryLocale } from './locales';
