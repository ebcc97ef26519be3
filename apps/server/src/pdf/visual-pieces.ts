import bidiFactory from 'bidi-js';
import type { Face } from './pdf-fonts';

/*
 * pdfkit draws a string left to right in one font. It shapes Arabic (fontkit joins the letters and
 * turns a word of the Arabic script around) but does not run Unicode's bidirectional algorithm:
 * an Arabic sentence comes out with its words in the wrong order, and Latin text inside it, the
 * amounts and the item names, in the wrong place. So each line goes through the algorithm
 * (bidi-js) first and is cut into pieces in the order they stand on the page, each in one face.
 */

const bidi = bidiFactory();

/** One piece of a line, in the order the pieces stand from left to right. */
export interface Piece {
  /**
   * What to hand to pdfkit: for an Arabic word, its letters in reading order (fontkit shapes
   * and turns them around); for anything else, the characters as they stand left to right.
   */
  text: string;
  face: Face;
}

/** The line's direction: the invoice's language's, whatever the text holds. */
export type Direction = 'ltr' | 'rtl';

/** Bidi marks and isolates (Intl's Arabic amounts and dates carry them): they shape the order, draw nothing. */
const CONTROLS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

/** Characters beyond the Basic Multilingual Plane (emoji): no face of the invoice draws them. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/gu;

/**
 * The line as it stands on the page, left to right, in pieces of one face each.
 *
 * @param text - the line in reading (logical) order
 * @param direction - the paragraph's direction: 'rtl' for an Arabic invoice
 * @param faceOf - which face draws a character, null for none (drawn as '?')
 * @example
 * ```ts
 * visualPieces('الطاولة 12', 'rtl', faceOf);
 * // [{ text: '12', face: 'latin' }, { text: ' ', face: 'latin' }, { text: 'الطاولة', face: 'arabic' }]
 * ```
 */
export function visualPieces(
  text: string,
  direction: Direction,
  faceOf: (char: string) => Face | null,
): Piece[] {
  const line = text.replace(ASTRAL, '?');
  const levels = bidi.getEmbeddingLevels(line, direction);
  const order = Array.from(line, (_, index) => index);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }

  // Runs of one face and one direction, left to right, with the characters as they are drawn.
  const runs: { face: Face; rtl: boolean; chars: string[] }[] = [];
  for (const index of order) {
    const char = line[index] ?? '';
    if (CONTROLS.test(char)) continue;
    const space = /\s/.test(char);
    const found = space ? 'latin' : faceOf(char);
    const face = found ?? 'latin';
    const rtl = (levels.levels[index] ?? 0) % 2 === 1;
    const drawn = found === null ? '?' : rtl ? (bidi.getMirroredCharacter(char) ?? char) : char;
    const last = runs.at(-1);
    if (last?.face === face && last.rtl === rtl) last.chars.push(drawn);
    else runs.push({ face, rtl, chars: [drawn] });
  }

  const pieces: Piece[] = [];
  for (const { face, rtl, chars } of runs) {
    if (face !== 'arabic') {
      pieces.push({ text: chars.join(''), face });
    } else if (rtl) {
      // A word of Arabic letters (spaces are Latin pieces): handed over in reading order.
      pieces.push({ text: chars.reverse().join(''), face });
    } else {
      // Arabic-Indic digits stand left to right: one at a time, so fontkit cannot turn them.
      for (const char of chars) pieces.push({ text: char, face });
    }
  }
  return pieces;
}
