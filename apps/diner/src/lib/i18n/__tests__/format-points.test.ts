import { describe, expect, it } from 'vitest';
import { formatPoints } from '../format-points';

describe('formatPoints', () => {
  it('groups thousands in the diner language', () => {
    expect(formatPoints('1234', 'en')).toBe('1,234');
    expect(formatPoints('1234', 'ms')).toBe('1,234');
  });

  it('keeps every decimal digit of the string', () => {
    expect(formatPoints('12.125', 'en')).toBe('12.125');
    expect(formatPoints('9007199254740993', 'en')).toBe('9,007,199,254,740,993');
  });

  it('uses the locale digits where the locale has its own', () => {
    expect(formatPoints('120', 'ar')).toBe(new Intl.NumberFormat('ar').format(120));
  });
});
