import { describe, expect, it } from 'vitest';
import { browserLanguages } from '../browser-languages';

describe('browserLanguages', () => {
  it("reads the phone's languages in order", () => {
    expect(browserLanguages({ languages: ['ar-KW', 'en-US'], language: 'ar-KW' })).toEqual([
      'ar-KW',
      'en-US',
    ]);
  });

  it('falls back to navigator.language when the list is empty', () => {
    expect(browserLanguages({ languages: [], language: 'ms-MY' })).toEqual(['ms-MY']);
  });

  it('is empty without a navigator or any language', () => {
    expect(browserLanguages(null)).toEqual([]);
    expect(browserLanguages({ languages: [], language: '' })).toEqual([]);
  });
});
