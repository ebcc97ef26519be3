/** A language's name in the console's language ("Arabic", "阿拉伯语"), or its code. */
export function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether a language is written right to left, so its field is too. */
export function languageDirection(code: string): 'rtl' | 'ltr' {
  return ['ar', 'fa', 'he', 'ur'].includes(code.split('-')[0] ?? code) ? 'rtl' : 'ltr';
}
