import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { isDinerLanguage, type DinerLanguage } from '../../http/diner-language';
import { TextWriter } from '../../pdf/text-writer';
import { qrModules, QUIET_ZONE } from './qr-image';
import { qrSheetTexts } from './qr-sheet-texts';

/*
 * The print-ready sheet of an outlet's codes (issue 32): A4, six cards a page, two across and
 * three down, each cut along its dashed edge: the restaurant's name on its brand colour, the code
 * (drawn as vector squares, sharp at any printer's resolution), the place's name, and "scan to
 * order" in each of the venue's languages, its default first.
 */

/** One card: the address its code holds and the place it opens. */
export interface SheetCard {
  url: string;
  /** A table's number, or null for a counter. */
  tableNumber: string | null;
  /** What staff call a counter ("Counter C2"); a table's card names it in each language. */
  label: string;
}

/** What the sheet says about the restaurant. */
export interface SheetVenue {
  name: string;
  /** `#RRGGBB`, or null for the default dark grey. */
  brandColor: string | null;
  /** The venue's languages, its default first. */
  languages: string[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 2;
const ROWS = 3;
const CARD = {
  width: (PAGE.width - 2 * PAGE.margin) / COLUMNS,
  height: (PAGE.height - 2 * PAGE.margin) / ROWS,
};
const BAND = 32;
const CODE_SIDE = 120;
const DEFAULT_BRAND = '#1F2937';

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#000000' : '#FFFFFF';
}

/** Draws a code's dark modules as squares, with its quiet zone, in a square at (x, y). */
function drawCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, side: number) {
  const code = qrModules(url);
  const unit = side / (code.size + 2 * QUIET_ZONE);
  doc.rect(x, y, side, side).fill('#FFFFFF');
  for (let row = 0; row < code.size; row += 1) {
    let column = 0;
    while (column < code.size) {
      if (!code.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < code.size && code.dark(row, column)) column += 1;
      doc.rect(
        x + (QUIET_ZONE + start) * unit,
        y + (QUIET_ZONE + row) * unit,
        (column - start) * unit,
        unit,
      );
    }
  }
  doc.fill('#000000');
}

/** A writer for each direction: a line is set in the direction of its language. */
type Writers = Record<'ltr' | 'rtl', TextWriter>;

function drawCard(
  doc: PDFKit.PDFDocument,
  writers: Writers,
  venue: SheetVenue,
  card: SheetCard,
  left: number,
  top: number,
) {
  const brand = venue.brandColor ?? DEFAULT_BRAND;
  const inner = { left: left + 12, width: CARD.width - 24 };
  doc
    .rect(left + 4, top + 4, CARD.width - 8, CARD.height - 8)
    .dash(4, { space: 3 })
    .lineWidth(0.5)
    .stroke('#9CA3AF')
    .undash();
  doc.rect(left + 4, top + 4, CARD.width - 8, BAND).fill(brand);
  const languages = venue.languages.filter(isDinerLanguage);
  const first: DinerLanguage = languages[0] ?? 'en';
  const firstWriter = writers[qrSheetTexts(first).direction];
  doc.fillColor(textOn(brand));
  firstWriter.centred(venue.name, inner, top + 4 + BAND * 0.66, { size: 13, bold: true });
  doc.fillColor('#000000');
  drawCode(doc, card.url, left + (CARD.width - CODE_SIDE) / 2, top + BAND + 8, CODE_SIDE);
  let baseline = top + BAND + 8 + CODE_SIDE + 18;
  const place =
    card.tableNumber === null ? card.label : qrSheetTexts(first).table(card.tableNumber);
  firstWriter.centred(place, inner, baseline, { size: 15, bold: true });
  baseline += 6;
  for (const language of languages) {
    baseline += 12;
    const words = qrSheetTexts(language);
    writers[words.direction].centred(words.scanToOrder, inner, baseline, { size: 10 });
  }
}

/** The sheet of these cards as a PDF. */
export function renderQrSheet(venue: SheetVenue, cards: readonly SheetCard[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${venue.name}: QR codes`, Author: 'Tabula' },
  });
  const done = pdfBytes(doc);
  const perPage = COLUMNS * ROWS;
  if (cards.length === 0) doc.addPage();
  const noMargins = { left: 0, right: 0, top: 0, bottom: 0 };
  const writers: Writers = {
    ltr: new TextWriter(doc, 'ltr', noMargins),
    rtl: new TextWriter(doc, 'rtl', noMargins),
  };
  cards.forEach((card, index) => {
    if (index % perPage === 0) doc.addPage();
    const slot = index % perPage;
    const left = PAGE.margin + (slot % COLUMNS) * CARD.width;
    const top = PAGE.margin + Math.floor(slot / COLUMNS) * CARD.height;
    drawCard(doc, writers, venue, card, left, top);
  });
  writers.ltr.finish();
  writers.rtl.finish();
  doc.end();
  return done;
}
