/** One entry of a lingui PO catalog. */
export interface PoEntry {
  msgctxt: string | undefined;
  msgid: string;
  msgstr: string;
  /** Whether the code gave the message an explicit id (`error.oops`) rather than its text. */
  explicitId: boolean;
}

/** What an ICU message refers to: argument names, numbered tags, plural branch keys. */
export interface MessageShape {
  names: Set<string>;
  tags: Set<string>;
  plurals: { name: string; type: string; keys: string[] }[];
}

/** The app's folder (apps/diner). */
export declare const APP_DIR: string;
/** The source locale. */
export declare const SOURCE_LOCALE: string;
/** The locales translated from the source. */
export declare const TRANSLATED_LOCALES: readonly string[];
/** What to do when the English catalog and the code disagree. */
export declare const STALE_CATALOG_HINT: string;

/** Parses a PO file into its entries, header and obsolete entries left out. */
export declare function parsePo(text: string): PoEntry[];
/** The key lingui identifies an entry by: its context and msgid. */
export declare function entryKey(entry: PoEntry): string;
/** The English text of an entry: its msgstr for an explicit id, else its msgid. */
export declare function sourceText(entry: PoEntry): string;
/** Reads a locale's committed catalog (from `root`, by default src/locales). */
export declare function readCatalog(locale: string, root?: string): PoEntry[];
/** The argument names, tags and plural branches of an ICU message; throws when it is malformed. */
export declare function analyzeMessage(message: string): MessageShape;
/** The CLDR plural categories of a locale. */
export declare function pluralCategories(locale: string, type?: string): Set<string>;
/** The problems of one translated catalog against the English one. */
export declare function compareCatalogs(
  locale: string,
  source: readonly PoEntry[],
  translated: readonly PoEntry[],
): string[];
/** The problems of the English catalog itself. */
export declare function checkSourceCatalog(source: readonly PoEntry[]): string[];
/**
 * Runs lingui's extractor into a temporary folder and returns the English catalog it makes;
 * `rootDir` (default: the app) points it at a copy of the app.
 */
export declare function extractSourceCatalog(rootDir?: string): Promise<PoEntry[]>;
/** The difference between the code's messages and the committed English catalog. */
export declare function compareWithCode(
  extracted: readonly PoEntry[],
  committed: readonly PoEntry[],
): { added: string[]; removed: string[]; changed: string[] };
/** Every problem of the committed catalogs, the comparison with the code included. */
export declare function checkCatalogs(): Promise<string[]>;
