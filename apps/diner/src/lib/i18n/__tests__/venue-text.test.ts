import { describe, expect, it } from 'vitest';
import { isolate } from '../venue-text';

describe('isolate', () => {
  it('wraps a venue text in a first-strong isolate, so its direction is its own', () => {
    expect(isolate('Kosong, no sugar!')).toBe('\u2068Kosong, no sugar!\u2069');
  });
});
