import fc from 'fast-check';

/*
 * The hostile values the fuzz draws from: texts a client may legally send that have broken
 * servers before (injections, bidirectional and invisible characters, emoji sequences, control
 * characters), numbers at the edges of every range, decimal strings at the edges of precision,
 * and ids that name no row. None carries a NUL: the contract refuses NUL, so a valid shape never
 * holds one (the invalid shapes do).
 */

/** 2^31 − 1: the largest PostgreSQL integer, the largest id the contract accepts. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Texts that look like SQL, HTML, templates, paths or format strings. */
export const INJECTION_TEXTS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '1; select pg_sleep(10)',
  "%' AND 1=(select count(*) from users) --",
  '$1::text',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(document.cookie)>',
  '</title><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%s%s%s%n%x',
  '\\\\server\\share',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x7fffffff',
  'true',
  '[]',
  '{}',
];

/** Texts of other scripts and of characters that change how text is shown or compared. */
export const UNICODE_TEXTS: readonly string[] = [
  'مرحبا بالعالم',
  '\u202Eevil.exe\u202C',
  '\u200F\u200E\u2066\u2069',
  '\u200B\u200C\u200D\u2060',
  '\uFEFFbom',
  '👩‍👩‍👧‍👦🏳️‍🌈🇸🇬',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̢͈͓̩̪͎͓̼̬̈́̐͆̈́̓͗͐̕a̸l̷g̸o̵',
  '咖啡和吐司',
  'ﷺ﷽',
  '\uD83D',
  '\uDE00x',
  '\u0001\u0002\u0007\b\t\n\v\f\r\u001B[31mred\u001B[0m\u007F',
  '\u0085\u2028\u2029',
  '   ',
  '\t\n',
  'ǅ ß İ ı ﬀ',
  '１２３',
  '١٢٣٤٥٦٧٨٩',
];

/** Every hostile text. */
export const HOSTILE_TEXTS: readonly string[] = [...INJECTION_TEXTS, ...UNICODE_TEXTS];

/** Decimal strings at the edges: zeros, tiny and huge, long fractions, leading zeros. */
export const DECIMAL_TEXTS: readonly string[] = [
  '0',
  '0.0',
  '0.00',
  '00012.50',
  '0.000000001',
  '0.005',
  '1.005',
  '12.345',
  '12.3456789012345678901234567890',
  '0.1',
  '99.999',
  '100',
  '100.0001',
  '999999999.99',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999999999',
  '1' + '0'.repeat(300),
  '-0',
  '-0.01',
  '-99999999999999999999.99',
];

/** Ids: the first ones (which name seeded rows) and ids that name no row. */
export const ID_VALUES: readonly number[] = [
  1,
  2,
  3,
  5,
  10,
  101,
  115,
  501,
  999_999,
  PG_INTEGER_MAX,
];

/** A text without a NUL: each NUL of `text` is replaced. */
export function withoutNul(text: string): string {
  return text.replaceAll('\u0000', '\u0001');
}

/** Any text of code points (controls, every plane) without a NUL. */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: 'binary', maxLength }),
      fc.string({ unit: 'grapheme', maxLength }),
      fc.string({ unit: 'binary-ascii', maxLength }),
    )
    .map(withoutNul);
}

/** A text of exactly `length` characters built by repeating a hostile piece. */
export function repeatedTo(piece: string, length: number): string {
  if (length <= 0) return '';
  const unit = piece === '' ? 'x' : piece;
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
