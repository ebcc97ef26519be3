import { describe, expect, it } from 'vitest';
import {
  analyzeMessage,
  checkSourceCatalog,
  compareCatalogs,
  compareWithCode,
  entryKey,
  extractSourceCatalog,
  parsePo,
  readCatalog,
  sourceText,
  STALE_CATALOG_HINT,
  type PoEntry,
} from '../../../../scripts/check-catalogs.mjs';

// spec: A§1 and A§9, every text a diner reads in en, ar, zh and ms.
const en = readCatalog('en');
const enKeys = en.map(entryKey).sort();

/** A translation's own script, so an English text pasted into a catalog is caught. */
const SCRIPTS: Record<string, RegExp | undefined> = {
  ar: /\p{Script=Arabic}/u,
  zh: /\p{Script=Han}/u,
};

/** Whether a message has words of its own once its arguments are taken out. */
function hasWords(message: string): boolean {
  let text = message;
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, '');
  }
  return /\p{L}{2,}/u.test(text.replace(/<\/?\d+\/?>/g, ''));
}

const entry = (msgid: string, msgstr: string, explicitId = false): PoEntry => ({
  msgctxt: undefined,
  msgid,
  msgstr,
  explicitId,
});

describe('the English catalog', () => {
  it('has the messages, each with its English text', () => {
    expect(en.length).toBeGreaterThan(100);
    expect(checkSourceCatalog(en)).toEqual([]);
  });

  it('gives explicit ids (error.*, button.*, message.*) their English text, not the id', () => {
    const explicit = en.filter((item) => item.explicitId);
    expect(explicit.map((item) => item.msgid)).toContain('button.close');
    for (const item of explicit) expect(item.msgstr, item.msgid).not.toBe(item.msgid);
    expect(en.find((item) => item.msgid === 'error.cart_items_not_in_menu.message')?.msgstr).toBe(
      'Oops! Items in cart are not part of current available menu.',
    );
  });

  it('is what the extractor makes of the code today', async () => {
    const extracted = await extractSourceCatalog();
    expect(compareWithCode(extracted, en), STALE_CATALOG_HINT).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  }, 180_000);
});

describe.each(['ar', 'zh', 'ms'])('the %s catalog', (locale) => {
  const catalog = readCatalog(locale);

  it('has the same messages as English', () => {
    expect(catalog.map(entryKey).sort()).toEqual(enKeys);
  });

  it('translates every message, keeping placeholders, tags and the plural forms', () => {
    expect(compareCatalogs(locale, en, catalog)).toEqual([]);
  });

  it('reads in its own language, not English', () => {
    const byKey = new Map(catalog.map((item) => [entryKey(item), item.msgstr]));
    const copied = en.filter((item) => byKey.get(entryKey(item)) === sourceText(item));
    // Texts made only of placeholders, and words like "Menu" or "OK" in Malay, may stay as they are.
    expect(copied.length / en.length).toBeLessThan(0.1);
    const script = SCRIPTS[locale];
    if (!script) return;
    const foreign = en
      .filter((item) => hasWords(sourceText(item)))
      .filter((item) => !script.test(byKey.get(entryKey(item)) ?? ''))
      .map(entryKey);
    expect(foreign).toEqual([]);
  });
});

describe('the catalog checks', () => {
  const source = [
    entry('Hello {name}', 'Hello {name}'),
    entry(
      '{count, plural, one {# item} other {# items}}',
      '{count, plural, one {# item} other {# items}}',
    ),
    entry('Read <0>the terms</0>', 'Read <0>the terms</0>'),
    entry('error.oops', 'Oops!', true),
  ];
  const good = [
    entry('Hello {name}', 'مرحبًا {name}'),
    entry(
      '{count, plural, one {# item} other {# items}}',
      '{count, plural, zero {لا أصناف} one {صنف واحد} two {صنفان} few {# أصناف} many {# صنفًا} other {# صنف}}',
    ),
    entry('Read <0>the terms</0>', 'اقرأ <0>الشروط</0>'),
    entry('error.oops', 'عذرًا!', true),
  ];

  it('pass a complete translation', () => {
    expect(compareCatalogs('ar', source, good)).toEqual([]);
  });

  it('catch a missing entry, an empty one, a lost placeholder, a lost tag and wrong plurals', () => {
    const problems = compareCatalogs('ar', source, [
      entry('Hello {name}', 'مرحبًا {nom}'),
      entry(
        '{count, plural, one {# item} other {# items}}',
        '{count, plural, one {صنف} other {# صنف}}',
      ),
      entry('Read <0>the terms</0>', 'اقرأ الشروط'),
      entry('error.oops', '', true),
    ]);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/placeholders \{nom\}, the source \{name\}/);
    expect(problems.join('\n')).toMatch(
      /plural \{count\} has one, other, ar needs few, many, one, other, two, zero/,
    );
    expect(problems.join('\n')).toMatch(/tags <\(none\)>, the source <0>/);
    expect(problems.join('\n')).toMatch(/untranslated "error.oops"/);
    expect(compareCatalogs('ar', source, good.slice(1))).toEqual([
      'ar: missing entry "Hello {name}"',
    ]);
  });

  it('want other only in Chinese and Malay plurals', () => {
    const plural = entry('{count, plural, one {# item} other {# items}}', '');
    expect(
      compareCatalogs('zh', [plural], [{ ...plural, msgstr: '{count, plural, other {# 件商品}}' }]),
    ).toEqual([]);
    expect(
      compareCatalogs(
        'ms',
        [plural],
        [{ ...plural, msgstr: '{count, plural, one {# item} other {# item}}' }],
      ),
    ).toHaveLength(1);
  });

  it('catch an English catalog that lags behind the code', () => {
    const committed = [entry('Search', 'Search'), entry('button.ok', 'OK', true)];
    const code = [entry('Search the menu', 'Search the menu'), entry('button.ok', 'Okay', true)];
    expect(compareWithCode(code, committed)).toEqual({
      added: ['Search the menu'],
      removed: ['Search'],
      changed: ['button.ok'],
    });
  });

  it('read PO strings with escapes, continuation lines and flags', () => {
    const [parsed] = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: ar\\n"',
        '',
        '#. js-lingui-explicit-id',
        '#: src/a.ts:1',
        'msgid "error.quote"',
        'msgstr ""',
        '"Say \\"hi\\"\\n"',
        '"to {name}"',
        '',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      msgctxt: undefined,
      msgid: 'error.quote',
      msgstr: 'Say "hi"\nto {name}',
      explicitId: true,
    });
  });

  it('reject a malformed ICU message', () => {
    expect(() => analyzeMessage('{count, plural, one {# item} other {# items}')).toThrow();
    expect(() => analyzeMessage('<0>open')).toThrow(/Unclosed/);
    expect([...analyzeMessage("Can't be {a} '{literal}' <0>{b}</0>").names]).toEqual(['a', 'b']);
  });
});
