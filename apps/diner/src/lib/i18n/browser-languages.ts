/** What {@link browserLanguages} reads of a navigator. */
export type LanguageSource = Pick<Navigator, 'languages' | 'language'>;

/** The browser's navigator, or null outside a browser (Node 20 has none). */
function globalNavigator(): LanguageSource | null {
  return typeof navigator === 'undefined' ? null : navigator;
}

/**
 * The browser's languages in order of preference: `navigator.languages` (the phone's language
 * settings), else `navigator.language`, else none (outside a browser).
 *
 * @param source - the navigator to read; the browser's own by default
 * @returns language tags such as `['ar-KW', 'en-US']`
 * @example `browserLanguages() // ['ms-MY', 'en']`
 */
export function browserLanguages(
  source: LanguageSource | null = globalNavigator(),
): readonly string[] {
  if (source === null) return [];
  if (source.languages.length > 0) return source.languages;
  return source.language === '' ? [] : [source.language];
}
