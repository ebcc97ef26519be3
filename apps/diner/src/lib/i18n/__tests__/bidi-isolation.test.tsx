import { describe, expect, it } from 'vitest';
import { isolate } from '../venue-text';

/*
 * Bidi isolation, drawn by Chromium's bidirectional algorithm: an English venue text inside an
 * Arabic sentence keeps its punctuation on its own right side only when it is isolated.
 */
describe('isolate, as the browser draws it', () => {
  it('keeps an English name’s closing mark on its right inside an Arabic sentence', () => {
    // Drawn by the browser's bidirectional algorithm: the name's last character, its '!', is
    // the right-most glyph of the name only when the name is isolated.
    const span = document.createElement('p');
    span.dir = 'rtl';
    span.style.font = '16px monospace';
    span.style.whiteSpace = 'nowrap';
    span.style.display = 'inline-block';
    document.body.append(span);
    const rightOfMark = (text: string): boolean => {
      span.textContent = text;
      const node = span.firstChild;
      if (node === null) throw new Error('no text');
      const at = text.indexOf('!');
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const bracket = range.getBoundingClientRect();
      const start = text.indexOf('K');
      range.setStart(node, start);
      range.setEnd(node, start + 1);
      const letter = range.getBoundingClientRect();
      return bracket.left > letter.left;
    };
    try {
      expect(rightOfMark(`خيار: ${isolate('Kosong, no sugar!')}`)).toBe(true);
      // Without it, the '!' follows the Arabic sentence to the left of the name: "!Kosong".
      expect(rightOfMark('خيار: Kosong, no sugar!')).toBe(false);
    } finally {
      span.remove();
    }
  });
});
