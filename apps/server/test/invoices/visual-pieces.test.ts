import { describe, expect, it } from 'vitest';
import { faceOf } from '../../src/pdf/pdf-fonts';
import { visualPieces } from '../../src/pdf/visual-pieces';

const pieces = (text: string, direction: 'ltr' | 'rtl') =>
  visualPieces(text, direction, faceOf).map(({ text: piece, face }) => `${face}:${piece}`);

describe('visualPieces', () => {
  it('keeps a Latin line as it is, in one piece', () => {
    expect(pieces('2 x Flat white', 'ltr')).toEqual(['latin:2 x Flat white']);
  });

  it('sets an Arabic line from the right, each word whole for shaping, numbers left to right', () => {
    // On the page, left to right: the number, a space, then the Arabic words, the first rightmost.
    expect(pieces('الطاولة 12', 'rtl')).toEqual(['latin:12', 'latin: ', 'arabic:الطاولة']);
    expect(pieces('فاتورة الطلب A-1024', 'rtl')).toEqual([
      'latin:A-1024',
      'latin: ',
      'arabic:الطلب',
      'latin: ',
      'arabic:فاتورة',
    ]);
  });

  it('keeps a Latin name inside an Arabic line in its own order, and mirrors brackets', () => {
    // The brackets take the Arabic side's direction (the bracket-pair rule): drawn mirrored.
    expect(pieces('لاكسا (Laksa)', 'rtl')).toEqual([
      'latin:(',
      'latin:Laksa',
      'latin:) ',
      'arabic:لاكسا',
    ]);
    expect(pieces('ملاحظة (حار)', 'rtl')).toEqual([
      'latin:(',
      'arabic:حار',
      'latin:) ',
      'arabic:ملاحظة',
    ]);
  });

  it('draws Arabic-Indic digits one by one, so nothing turns them around', () => {
    expect(pieces('رقم ١٢', 'rtl')).toEqual(['arabic:١', 'arabic:٢', 'latin: ', 'arabic:رقم']);
  });

  it('sets Chinese in its own face, and drops the bidi marks Intl puts in Arabic amounts', () => {
    expect(pieces('1 x 叻沙', 'ltr')).toEqual(['latin:1 x ', 'han:叻沙']);
    expect(pieces('\u200f24.40 SGD', 'rtl')).toEqual(['latin:SGD', 'latin: ', 'latin:24.40']);
    expect(pieces('\u2068Laksa\u2069 x 2', 'ltr')).toEqual(['latin:Laksa x 2']);
  });

  it('prints "?" for what no face of the invoice draws (an emoji)', () => {
    expect(pieces('Tea 🍵', 'ltr')).toEqual(['latin:Tea ?']);
  });
});
