import { faceOf, fontFile, pdfFontName, type Face, type Weight } from './pdf-fonts';
import { visualPieces, type Direction, type Piece } from './visual-pieces';

/** pdfkit's embedded font, as far as {@link TextWriter.finish} reads it: each glyph's characters. */
interface EmbeddedFont {
  unicode?: number[][];
}

const ARABIC_LETTER = /^\p{Script=Arabic}$/u;

/** How a text is set: its size and weight. */
export interface TextStyle {
  size: number;
  bold?: boolean;
}

/** Where a text goes across the page, measured from the line's start (the right in Arabic). */
export interface Column {
  /** From the start margin to the column's start. */
  offset: number;
  width: number;
  /** Which side of the column the text keeps to; 'end' for amounts. */
  align?: 'start' | 'end';
}

/**
 * Writes lines of text on a pdfkit document in one direction, in any mix of Latin, Arabic and
 * Chinese: each line set through the bidirectional algorithm (visual-pieces.ts), each piece in the
 * face that has its characters, long texts wrapped at spaces (anywhere in Chinese), a new page
 * when the page is full. Positions are logical: a column's offset runs from the left margin in a
 * left-to-right document and from the right margin in Arabic, so one layout serves both.
 */
export class TextWriter {
  /** The baseline of the next line. */
  private y: number;
  private readonly registered = new Set<string>();
  /** The document's Arabic fonts, as pdfkit embeds them (see {@link finish}). */
  private readonly arabicFonts = new Set<EmbeddedFont>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly direction: Direction,
    private readonly margins: { left: number; right: number; top: number; bottom: number },
  ) {
    this.y = margins.top;
  }

  /** The width of the text area. */
  get width(): number {
    return this.doc.page.width - this.margins.left - this.margins.right;
  }

  private font(face: Face, weight: Weight, size: number): void {
    const name = pdfFontName(face, weight);
    if (face !== 'latin' && !this.registered.has(name)) {
      this.doc.registerFont(name, fontFile(face, weight));
      this.registered.add(name);
    }
    this.doc.font(name).fontSize(size);
    if (face === 'arabic')
      this.arabicFonts.add((this.doc as unknown as { _font: EmbeddedFont })._font);
  }

  /**
   * Readies the text for readers; call it before `doc.end()`. A ligature of Arabic letters (lam
   * and alef make one glyph) is recorded with its letters in reading order, but a reader
   * (pdf.js, poppler) reads a right-to-left run by turning its glyphs around and the letters of
   * each glyph with them: "لا" came out "ال" when copied or searched. So each such glyph's letters
   * are recorded the other way round, and the reader's turn puts them right.
   */
  finish(): void {
    for (const font of this.arabicFonts) {
      if (!Array.isArray(font.unicode)) continue;
      font.unicode = font.unicode.map((codePoints) =>
        codePoints.length > 1 &&
        codePoints.every((point) => ARABIC_LETTER.test(String.fromCodePoint(point)))
          ? [...codePoints].reverse()
          : codePoints,
      );
    }
  }

  private weight(style: TextStyle): Weight {
    return style.bold === true ? 'bold' : 'regular';
  }

  private pieceWidths(pieces: Piece[], style: TextStyle): number[] {
    return pieces.map((piece) => {
      this.font(piece.face, this.weight(style), style.size);
      return this.doc.widthOfString(piece.text);
    });
  }

  /** The width a text takes on one line. */
  measure(text: string, style: TextStyle): number {
    const widths = this.pieceWidths(visualPieces(text, this.direction, faceOf), style);
    return widths.reduce((sum, width) => sum + width, 0);
  }

  /**
   * The text cut into lines that fit the width: at spaces, or between two characters of a word
   * wider than the line (Chinese has no spaces).
   */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const fits = (candidate: string) => this.measure(candidate.trimEnd(), style) <= width;
    // Most lines fit whole: measured once.
    if (fits(text)) return [text.trimEnd()];
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/(?<=\s)/)) {
      if (fits(current + word)) {
        current += word;
        continue;
      }
      if (current !== '') lines.push(current.trimEnd());
      current = '';
      if (fits(word)) {
        current = word;
        continue;
      }
      for (const char of word) {
        if (current !== '' && !fits(current + char)) {
          lines.push(current.trimEnd());
          current = '';
        }
        current += char;
      }
    }
    if (current.trim() !== '' || lines.length === 0) lines.push(current.trimEnd());
    return lines;
  }

  private lineHeight(style: TextStyle): number {
    return style.size * 1.45;
  }

  /** Moves to the next line's baseline, on a new page when this one is full. */
  private advance(style: TextStyle): number {
    const height = this.lineHeight(style);
    if (this.y + height > this.doc.page.height - this.margins.bottom) {
      this.doc.addPage();
      this.y = this.margins.top;
    }
    this.y += height;
    return this.y - height * 0.3;
  }

  /** The x of a column's left edge on the page. */
  private columnLeft(column: Column): number {
    return this.direction === 'ltr'
      ? this.margins.left + column.offset
      : this.doc.page.width - this.margins.right - column.offset - column.width;
  }

  /** Draws a line's pieces from `x`, leftmost first. */
  private drawPieces(
    pieces: Piece[],
    widths: number[],
    x: number,
    baseline: number,
    style: TextStyle,
  ) {
    let left = x;
    pieces.forEach((piece, index) => {
      this.font(piece.face, this.weight(style), style.size);
      this.doc.text(piece.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      left += widths[index] ?? 0;
    });
  }

  private drawOne(text: string, baseline: number, column: Column, style: TextStyle): void {
    const pieces = visualPieces(text, this.direction, faceOf);
    const widths = this.pieceWidths(pieces, style);
    const total = widths.reduce((sum, width) => sum + width, 0);
    const left = this.columnLeft(column);
    const toRight = (this.direction === 'rtl') !== (column.align === 'end');
    this.drawPieces(pieces, widths, toRight ? left + column.width - total : left, baseline, style);
  }

  /**
   * Writes one line centred in a box of the page at a baseline, whatever the flow of lines (a
   * card of the QR sheet); a line wider than the box is made smaller until it fits.
   */
  centred(text: string, box: { left: number; width: number }, baseline: number, style: TextStyle) {
    const pieces = visualPieces(text, this.direction, faceOf);
    let fitted = style;
    let widths = this.pieceWidths(pieces, fitted);
    let total = widths.reduce((sum, width) => sum + width, 0);
    if (total > box.width) {
      fitted = { ...style, size: (style.size * box.width) / total };
      widths = this.pieceWidths(pieces, fitted);
      total = widths.reduce((sum, width) => sum + width, 0);
    }
    this.drawPieces(pieces, widths, box.left + (box.width - total) / 2, baseline, fitted);
  }

  /**
   * Writes a text in a column, wrapped, on the next lines.
   *
   * @returns the baseline of its first line (for a figure set beside it)
   */
  text(text: string, column: Column, style: TextStyle): number {
    let first: number | null = null;
    for (const line of this.wrap(text, column.width, style)) {
      const baseline = this.advance(style);
      first ??= baseline;
      this.drawOne(line, baseline, column, style);
    }
    return first ?? this.y;
  }

  /**
   * A label with a figure at the end of the line, on the label's first line (an item and its
   * price, a total and its amount).
   */
  row(
    label: string,
    amount: string,
    columns: { label: Column; amount: Column },
    style: TextStyle,
  ): void {
    const baseline = this.text(label, columns.label, style);
    if (amount !== '') this.drawOne(amount, baseline, { ...columns.amount, align: 'end' }, style);
  }

  /** Leaves space, in lines of the given size. */
  gap(lines: number, size: number): void {
    this.y += this.lineHeight({ size }) * lines;
  }

  /** A rule across the text area. */
  rule(): void {
    this.gap(0.5, 10);
    this.doc
      .moveTo(this.margins.left, this.y)
      .lineTo(this.doc.page.width - this.margins.right, this.y)
      .lineWidth(0.5)
      .stroke();
    this.gap(0.2, 10);
  }
}
