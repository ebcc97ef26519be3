import { describe, expect, it } from 'vitest';
import { filterDecimalInput } from '../decimal-input';
import { latinDigits, toLatinDigits } from '../latin-digits';

describe('toLatinDigits', () => {
  it('writes both Arabic digit ranges and the Arabic decimal separator in Latin', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('١٢٫٥ AED')).toBe('12.5 AED');
  });
});

describe('latinDigits', () => {
  it('keeps only the digits', () => {
    expect(latinDigits('+971 (50) ١٢٣-4567')).toBe('971501234567');
  });
});

describe('filterDecimalInput', () => {
  it('keeps digits and one decimal point, and refuses a second point', () => {
    expect(filterDecimalInput('AED 12.5')).toBe('12.5');
    expect(filterDecimalInput('١٢٫٥')).toBe('12.5');
    expect(filterDecimalInput('1.2.3')).toBeNull();
    expect(filterDecimalInput('')).toBe('');
  });
});
