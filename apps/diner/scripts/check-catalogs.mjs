/* global process, console */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * Checks the lingui catalogs (src/locales/{locale}/messages.po): every translation is there, keeps
 * the source's placeholders, tags and plural forms, and the English catalog is what the extractor
 * makes of the code today. catalogs.test.ts runs it; `node scripts/check-catalogs.mjs` prints the
 * same problems for whoever is translating.
 */

/** The app's folder (apps/diner). */
export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The source locale and the locales translated from it. */
export const SOURCE_LOCALE = 'en';
export const TRANSLATED_LOCALES = ['ar', 'zh', 'ms'];

/** What to do when the English catalog and the code disagree. */
export const STALE_CATALOG_HINT =
  'run pnpm --filter @tabula/diner messages and translate the new entries';

const EXPLICIT_ID_FLAG = 'js-lingui-explicit-id';

/** Reads one quoted PO string (`"..."`) with its C escapes. */
function unquote(line) {
  const body = line.trim().replace(/^"/, '').replace(/"$/, '');
  return body.replace(/\\(["\\nrt])/g, (_, c) =>
    c === 'n' ? '\n' : c === 'r' ? '\r' : c === 't' ? '\t' : c,
  );
}

/** Parses a PO file into its entries; the header (empty msgid) and obsolete `#~` entries are left out. */
export function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  const finish = () => {
    if (entry?.msgid) entries.push(entry);
    entry = null;
    field = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      finish();
      continue;
    }
    if (line.startsWith('#~')) continue;
    if (line.startsWith('#')) {
      if (entry && field) finish();
      entry ??= { msgctxt: undefined, msgid: '', msgstr: '', comments: [] };
      entry.comments.push(line);
      continue;
    }
    const match = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
    if (match) {
      const [, key, value] = match;
      if (key !== 'msgstr' && entry && field === 'msgstr') finish();
      entry ??= { msgctxt: undefined, msgid: '', msgstr: '', comments: [] };
      field = key;
      entry[key] = unquote(value);
    } else if (line.startsWith('"') && entry && field) {
      entry[field] += unquote(line);
    } else {
      throw new Error(`Unreadable PO line: ${raw}`);
    }
  }
  finish();
  return entries.map(({ comments, ...rest }) => ({
    ...rest,
    explicitId: comments.some((comment) => comment === `#. ${EXPLICIT_ID_FLAG}`),
  }));
}

/** The key lingui identifies an entry by: its context and msgid. */
export function entryKey(entry) {
  return entry.msgctxt === undefined ? entry.msgid : `${entry.msgctxt}\u0004${entry.msgid}`;
}

/** The English text of an entry: its msgstr for an explicit id (`error.oops`), else its msgid. */
export function sourceText(entry) {
  return entry.explicitId ? entry.msgstr : entry.msgid;
}

/** Reads a locale's committed catalog. */
export function readCatalog(locale, root = join(APP_DIR, 'src/locales')) {
  return parsePo(readFileSync(join(root, locale, 'messages.po'), 'utf8'));
}

/**
 * Parses an ICU message (the subset lingui writes: arguments, plural/select/selectordinal with
 * their branches, `#`, numbered tags) and returns its argument names, tag names and, per plural
 * argument, the branch keys. Throws on unbalanced braces or tags.
 */
export function analyzeMessage(message) {
  const names = new Set();
  const tags = new Set();
  const plurals = [];
  let i = 0;

  const fail = (why) => {
    throw new Error(`${why} at ${i} in ${JSON.stringify(message)}`);
  };
  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i] ?? '')) i += 1;
  };
  const readWord = () => {
    skipSpace();
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message[i] ?? '')) i += 1;
    return message.slice(start, i);
  };

  // Reads text up to the `}` closing the enclosing branch (or the end at the top level).
  const readText = (inPlural, openTags) => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        // ICU quoting: '' is a quote; a quote before a syntax character quotes up to the next one.
        const next = message[i + 1];
        if (next === "'") i += 2;
        else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", i + 1);
          i = end < 0 ? message.length : end + 1;
        } else i += 1;
      } else if (c === '{') {
        i += 1;
        readArgument();
      } else if (c === '}') {
        return;
      } else if (c === '<') {
        const tag = /^<(\/?)(\d+)(\/?)>/.exec(message.slice(i));
        if (tag) {
          const [whole, closing, name, selfClosing] = tag;
          tags.add(name);
          if (closing) {
            if (openTags.pop() !== name) fail(`Unbalanced </${name}>`);
          } else if (!selfClosing) openTags.push(name);
          i += whole.length;
        } else i += 1;
      } else i += 1;
    }
  };

  const readBranch = (inPlural) => {
    skipSpace();
    if (message[i] !== '{') fail('Expected {');
    i += 1;
    const openTags = [];
    readText(inPlural, openTags);
    if (openTags.length > 0) fail(`Unclosed <${openTags.join('>, <')}>`);
    if (message[i] !== '}') fail('Expected }');
    i += 1;
  };

  const readArgument = () => {
    const name = readWord();
    if (!name) fail('Empty argument');
    names.add(name);
    skipSpace();
    if (message[i] === '}') {
      i += 1;
      return;
    }
    if (message[i] !== ',') fail('Expected , or }');
    i += 1;
    const type = readWord();
    skipSpace();
    if (['plural', 'select', 'selectordinal'].includes(type)) {
      if (message[i] !== ',') fail('Expected ,');
      i += 1;
      const keys = [];
      for (;;) {
        skipSpace();
        if (message[i] === '}') break;
        const key = readWord();
        if (!key) fail('Expected a branch key');
        if (key.startsWith('offset:')) continue;
        keys.push(key);
        readBranch(type !== 'select');
      }
      if (type !== 'select') plurals.push({ name, type, keys });
      i += 1;
    } else {
      // number, date, time with an optional style: nothing translatable inside.
      const end = message.indexOf('}', i);
      if (end < 0) fail('Unclosed argument');
      i = end + 1;
    }
  };

  const openTags = [];
  readText(false, openTags);
  if (i < message.length) fail('Unexpected }');
  if (openTags.length > 0) fail(`Unclosed <${openTags.join('>, <')}>`);
  return { names, tags, plurals };
}

/** The CLDR plural categories of a locale (ar: zero…other; zh and ms: other). */
export function pluralCategories(locale, type = 'plural') {
  const rules = new Intl.PluralRules(locale, {
    type: type === 'selectordinal' ? 'ordinal' : 'cardinal',
  });
  return new Set(rules.resolvedOptions().pluralCategories);
}

const sameSet = (a, b) => a.size === b.size && [...a].every((value) => b.has(value));
const list = (set) => [...set].sort().join(', ') || '(none)';

/** The problems of one translated catalog against the English one. */
export function compareCatalogs(locale, source, translated) {
  const problems = [];
  const byKey = new Map(translated.map((entry) => [entryKey(entry), entry]));
  const sourceKeys = new Set(source.map(entryKey));
  for (const entry of source) {
    const key = entryKey(entry);
    const translation = byKey.get(key);
    if (!translation) {
      problems.push(`${locale}: missing entry ${JSON.stringify(key)}`);
      continue;
    }
    if (translation.msgstr.trim() === '') {
      problems.push(`${locale}: untranslated ${JSON.stringify(key)}`);
      continue;
    }
    let from;
    let to;
    try {
      from = analyzeMessage(sourceText(entry));
      to = analyzeMessage(translation.msgstr);
    } catch (error) {
      problems.push(`${locale}: ${JSON.stringify(key)}: ${error.message}`);
      continue;
    }
    if (!sameSet(from.names, to.names)) {
      problems.push(
        `${locale}: ${JSON.stringify(key)} has placeholders {${list(to.names)}}, the source {${list(from.names)}}`,
      );
    }
    if (!sameSet(from.tags, to.tags)) {
      problems.push(
        `${locale}: ${JSON.stringify(key)} has tags <${list(to.tags)}>, the source <${list(from.tags)}>`,
      );
    }
    for (const plural of to.plurals) {
      const expected = pluralCategories(locale, plural.type);
      const categories = new Set(plural.keys.filter((k) => !k.startsWith('=')));
      if (!sameSet(categories, expected)) {
        problems.push(
          `${locale}: ${JSON.stringify(key)} plural {${plural.name}} has ${list(categories)}, ${locale} needs ${list(expected)}`,
        );
      }
    }
  }
  for (const entry of translated) {
    if (!sourceKeys.has(entryKey(entry))) {
      problems.push(`${locale}: entry not in en ${JSON.stringify(entryKey(entry))}`);
    }
  }
  return problems;
}

/** The problems of the English catalog itself: every entry has its English text as msgstr. */
export function checkSourceCatalog(source) {
  const problems = [];
  for (const entry of source) {
    if (entry.msgstr.trim() === '') {
      problems.push(`en: empty msgstr for ${JSON.stringify(entryKey(entry))}`);
    } else if (!entry.explicitId && entry.msgstr !== entry.msgid) {
      problems.push(`en: msgstr differs from msgid for ${JSON.stringify(entryKey(entry))}`);
    }
    try {
      analyzeMessage(sourceText(entry));
    } catch (error) {
      problems.push(`en: ${JSON.stringify(entryKey(entry))}: ${error.message}`);
    }
  }
  return problems;
}

/**
 * Runs lingui's extractor over the code with the app's own config, into a temporary folder, and
 * returns the English catalog it makes. Throws with the extractor's output when it fails.
 * `rootDir` points it at a copy of the app instead (to try the check out).
 */
export async function extractSourceCatalog(rootDir = APP_DIR) {
  const configPath = join(APP_DIR, 'lingui.config.js');
  const { default: config } = await import(pathToFileURL(configPath).href);
  const outDir = mkdtempSync(join(tmpdir(), 'tabula-lingui-'));
  try {
    const tempConfig = join(outDir, 'lingui.config.mjs');
    const catalogs = config.catalogs.map((catalog) => ({
      ...catalog,
      path: catalog.path.replace('<rootDir>', join(outDir, 'out')),
    }));
    writeFileSync(
      tempConfig,
      [
        `import base from ${JSON.stringify(pathToFileURL(configPath).href)};`,
        `export default { ...base, rootDir: ${JSON.stringify(rootDir)}, catalogs: ${JSON.stringify(catalogs)} };`,
      ].join('\n'),
    );
    const lingui = join(APP_DIR, 'node_modules/.bin/lingui');
    const result = spawnSync(
      lingui,
      ['extract', '--config', tempConfig, '--locale', SOURCE_LOCALE, '--workers', '1'],
      { cwd: APP_DIR, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    if (result.status !== 0) {
      const output = `${result.stdout}\n${result.stderr}`
        .split('\n')
        .filter((line) => !/^\s+at /.test(line))
        .join('\n');
      // lingui 5's extractor reads every object passed straight to i18n._() as a descriptor and
      // crashes on a spread in it; say how to get round it, the stack trace does not.
      const spreadHint = output.includes("reading 'name'")
        ? '\nA spread inside i18n._({ ... }) crashes the extractor: build the descriptor in a const and pass that.'
        : '';
      throw new Error(`lingui extract failed (exit ${result.status}):\n${output}${spreadHint}`);
    }
    const [first] = catalogs;
    const enPath = `${first.path.replace('{locale}', SOURCE_LOCALE)}.po`;
    return parsePo(readFileSync(enPath, 'utf8'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The difference between the code's messages and the committed English catalog. */
export function compareWithCode(extracted, committed) {
  const code = new Set(extracted.map(entryKey));
  const catalog = new Set(committed.map(entryKey));
  const added = [...code].filter((key) => !catalog.has(key));
  const removed = [...catalog].filter((key) => !code.has(key));
  const changed = extracted
    .filter((entry) => entry.explicitId)
    .filter((entry) => {
      const mine = committed.find((other) => entryKey(other) === entryKey(entry));
      return mine !== undefined && mine.msgstr !== entry.msgstr;
    })
    .map(entryKey);
  return { added, removed, changed };
}

/** Every problem of the committed catalogs, the comparison with the code included. */
export async function checkCatalogs() {
  const source = readCatalog(SOURCE_LOCALE);
  const problems = checkSourceCatalog(source);
  for (const locale of TRANSLATED_LOCALES) {
    problems.push(...compareCatalogs(locale, source, readCatalog(locale)));
  }
  const { added, removed, changed } = compareWithCode(await extractSourceCatalog(), source);
  for (const key of added)
    problems.push(`code has a message the catalog lacks: ${JSON.stringify(key)}`);
  for (const key of removed)
    problems.push(`catalog has a message the code lost: ${JSON.stringify(key)}`);
  for (const key of changed) problems.push(`English text changed in code: ${JSON.stringify(key)}`);
  if (added.length + removed.length + changed.length > 0) problems.push(STALE_CATALOG_HINT);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkCatalogs();
  for (const problem of problems) console.log(problem);
  console.log(problems.length === 0 ? 'catalogs: ok' : `catalogs: ${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
