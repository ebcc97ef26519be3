import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The app's languages that have a catalog (src/locales/{locale}/messages.po). */
export type CatalogLocale = 'en' | 'ar' | 'zh' | 'ms';

const catalogs = new Map<CatalogLocale, Map<string, string>>();

/** A .po string's content: the quoted parts joined, escapes undone. */
function unquote(parts: readonly string[]): string {
  return parts
    .map((part) => JSON.parse(part) as string)
    .join('')
    .normalize('NFC');
}

/** Reads a lingui .po catalog into msgid → msgstr (entries without a translation left out). */
function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id: string[] = [];
  let str: string[] = [];
  const flush = () => {
    if (id.length > 0) {
      const key = unquote(id);
      const value = unquote(str);
      if (key !== '' && value !== '') entries.set(key, value);
    }
    id = [];
    str = [];
    field = null;
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      (field === 'msgid' ? id : str).push(start[2] ?? '""');
    } else if (/^".*"$/.test(line) && field !== null) {
      (field === 'msgid' ? id : str).push(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

function catalog(locale: CatalogLocale): Map<string, string> {
  let entries = catalogs.get(locale);
  if (!entries) {
    const file = fileURLToPath(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url));
    entries = parsePo(readFileSync(file, 'utf8'));
    catalogs.set(locale, entries);
  }
  return entries;
}

/**
 * A text of the app in a language, read from the catalog the build compiled (the .po files are
 * translated by another engineer, so the journeys read them rather than copy them). Placeholders
 * such as `{name}` are filled from `values`.
 *
 * @param locale - the catalog
 * @param id - the English source text, as the .po's msgid (e.g. "View Order", "Add {0}")
 * @param values - the placeholders' values
 * @throws Error when the catalog has no translation for the text
 */
export function message(
  locale: CatalogLocale,
  id: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const translated = catalog(locale).get(id);
  if (translated === undefined) {
    throw new Error(`src/locales/${locale}/messages.po has no translation of "${id}"`);
  }
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
