import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gzipPieces, ownPiece, sharedPiece } from '../../src/http/gzip-pieces';

describe('a gzip answer assembled from pieces', () => {
  it('unzips to the pieces’ texts in order, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ shared: fc.boolean(), text: fc.string({ unit: 'grapheme' }) }), {
          maxLength: 8,
        }),
        (parts) => {
          const pieces = parts.map(({ shared, text }) =>
            shared ? sharedPiece(text) : ownPiece(text),
          );
          const text = parts.map((part) => part.text).join('');
          // gunzip checks the trailer's CRC-32 and length, so a wrong one throws.
          expect(gunzipSync(gzipPieces(pieces)).toString('utf8')).toBe(text);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds a shared piece larger than a stored block, and own pieces larger too', () => {
    const menu = JSON.stringify(
      Array.from({ length: 3000 }, (_, id) => ({ id, name: `Kopi ${String(id)}`, price: '3.50' })),
    );
    const own = 'é'.repeat(70_000);
    const zipped = gzipPieces([ownPiece('<head>'), sharedPiece(menu), ownPiece(own)]);
    expect(gunzipSync(zipped).toString('utf8')).toBe(`<head>${menu}${own}`);
    // The shared bulk is compressed: the answer is far smaller than the text.
    expect(zipped.length).toBeLessThan(menu.length / 4 + own.length * 2 + 1000);
  });

  it('keeps only its own bytes: a small shared piece does not hold zlib’s whole output buffer', () => {
    for (const text of ['', '"Kopi"', 'the same menu for every diner '.repeat(40)]) {
      const { deflated } = sharedPiece(text);
      expect(deflated.buffer.byteLength, JSON.stringify(text.slice(0, 10))).toBe(
        deflated.byteLength,
      );
    }
  });

  it('is refused by gunzip when a byte of a piece changes behind its CRC', () => {
    const piece = sharedPiece('the same menu for every diner');
    const tampered = { ...piece, crc: (piece.crc ^ 1) >>> 0 };
    expect(() => gunzipSync(gzipPieces([ownPiece('a'), tampered]))).toThrow();
  });
});
