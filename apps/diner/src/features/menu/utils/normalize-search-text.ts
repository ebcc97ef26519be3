// Combining marks (accents, Arabic harakat and the hamza a decomposed alef carries) and the
// Arabic tatweel, which only stretches a word.
const IGNORED = /[\p{M}\u0640]/gu;
const SPACES = /\s+/gu;

/**
 * Folds a text for matching: compatibility forms unified (a full-width `ｌａｋｓａ` reads
 * `laksa`), diacritics dropped (`café` reads `cafe`, `أرز` reads `ارز`), lower case in the
 * diner's language, runs of spaces collapsed.
 *
 * @example `normalizeSearchText('  Crème  Brûlée ', 'en')` gives `'creme brulee'`
 */
export function normalizeSearchText(text: string, locale: string): string {
  return text
    .normalize('NFKD')
    .replace(IGNORED, '')
    .toLocaleLowerCase(locale)
    .replace(SPACES, ' ')
    .trim();
}
