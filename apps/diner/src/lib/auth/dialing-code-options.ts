import type { DialingCodeOption } from '@tabula/ui';
import { DIALING_CODES } from './dialing-codes';

/**
 * The dialing-code picker's options in the diner's language: the country's name with its code
 * ("Singapore (+65)"), sorted by name in that language.
 *
 * @param locale - the diner's language, e.g. `ar`
 * @returns one option per country of the table
 */
// spec: A§2 dialing-code picker.
// our choice: country names come from the browser's Intl.DisplayNames in the diner's language
// (no catalog entries for 47 countries); the code is isolated (U+2066 and U+2069) so "+971"
// reads left to right inside an Arabic name.
export function dialingCodeOptions(locale: string): DialingCodeOption[] {
  const names = regionNames(locale);
  const options = Object.entries(DIALING_CODES).map(([country, code]) => {
    const name = names?.of(country) ?? country;
    return { country, code, name, label: `${name} (\u2066${code}\u2069)` };
  });
  const collator = new Intl.Collator(locale);
  return options
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, code, label }) => ({ country, code, label }));
}

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}
