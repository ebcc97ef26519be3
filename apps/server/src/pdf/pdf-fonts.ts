import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/*
 * The typefaces of the PDFs the server draws (the invoice, the QR sheet). pdfkit's built-in
 * Helvetica draws the Latin text (WinAnsi: English, Malay, the amounts); Arabic and Chinese come from the Noto fonts of two npm packages (Google's
 * fonts under the SIL Open Font License), read from node_modules, never fetched at run time.
 * pdfkit embeds only the glyphs a document uses, so an invoice stays a few tens of kilobytes.
 */
// our choice: Noto Sans Arabic and Noto Sans SC from @expo-google-fonts, the only npm packages
// found that ship each weight as one whole TTF (fontsource and the others ship web subsets split
// by unicode-range); Chinese in the Simplified face, the script of Singapore and Malaysia.

/** Which typeface draws a character. */
export type Face = 'latin' | 'arabic' | 'han';

/** Regular or bold. */
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

const FILES: Record<Exclude<Face, 'latin'>, Record<Weight, string>> = {
  arabic: {
    regular: '@expo-google-fonts/almarai/400Regular/Almarai_400Regular.ttf',
    bold: '@expo-google-fonts/almarai/700Bold/Almarai_700Bold.ttf',
  },
  han: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const files = new Map<string, Buffer>();
const coverage = new Map<Face, fontkit.Font>();

/** A font file's bytes, read once per process (the Chinese faces are 10 MB each). */
export function fontFile(face: Exclude<Face, 'latin'>, weight: Weight): Buffer {
  const path = FILES[face][weight];
  let bytes = files.get(path);
  if (bytes === undefined) {
    bytes = readFileSync(require.resolve(path));
    files.set(path, bytes);
  }
  return bytes;
}

/** The name a face is registered under in a document (Helvetica is built in). */
export function pdfFontName(face: Face, weight: Weight): string {
  if (face === 'latin') return weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';
  return `${face === 'arabic' ? 'Almarai' : 'NotoSansSC'}-${weight}`;
}

function hasGlyph(face: Exclude<Face, 'latin'>, codePoint: number): boolean {
  let font = coverage.get(face);
  if (font === undefined) {
    const opened = fontkit.create(fontFile(face, 'regular'));
    if (!('hasGlyphForCodePoint' in opened))
      throw new Error(`${FILES[face].regular}: a collection`);
    font = opened;
    coverage.set(face, font);
  }
  return font.hasGlyphForCodePoint(codePoint);
}

/** What Helvetica draws: WinAnsi, Latin-1 and the typographic marks Windows-1252 adds. */
const WIN_ANSI =
  /^[\x20-\x7E\xA0-\xFF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]$/;

/** The Arabic script's blocks: letters, marks, Arabic-Indic digits and punctuation, forms. */
const ARABIC = /^[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]$/;

/**
 * The face that draws a character, or null when none of the three has it (the invoice then
 * prints '?'). Latin first, so an English or Malay invoice never opens the other fonts; the
 * Arabic script by its blocks; anything else (Chinese, Japanese kana, full-width forms) when
 * Noto Sans SC has a glyph for it.
 *
 * @example faceOf('a') // 'latin'; faceOf('ق') // 'arabic'; faceOf('沙') // 'han'
 */
export function faceOf(char: string): Face | null {
  if (WIN_ANSI.test(char)) return 'latin';
  const codePoint = char.codePointAt(0) ?? 0;
  if (ARABIC.test(char)) return hasGlyph('arabic', codePoint) ? 'arabic' : null;
  return hasGlyph('han', codePoint) ? 'han' : null;
}
