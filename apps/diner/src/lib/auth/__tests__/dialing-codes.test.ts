import { describe, expect, it } from 'vitest';
import { dialingCodeSchema } from '@tabula/api-client';
import {
  DIALING_CODES,
  DIALING_COUNTRIES,
  defaultDialingCountry,
  dialingCodeFor,
} from '../dialing-codes';

describe('dialing codes (A§5: the dialing code defaults from the company country)', () => {
  it('knows every country the product serves', () => {
    expect(
      Object.fromEntries(
        ['SG', 'MY', 'KW', 'AE', 'SA', 'QA', 'BH', 'OM', 'CN', 'HK', 'GB', 'US', 'IN', 'ID'].map(
          (country) => [country, dialingCodeFor(country)],
        ),
      ),
    ).toEqual({
      SG: '+65',
      MY: '+60',
      KW: '+965',
      AE: '+971',
      SA: '+966',
      QA: '+974',
      BH: '+973',
      OM: '+968',
      CN: '+86',
      HK: '+852',
      GB: '+44',
      US: '+1',
      IN: '+91',
      ID: '+62',
    });
  });

  it('every code is one the contract accepts, every country two capital letters', () => {
    for (const [country, code] of Object.entries(DIALING_CODES)) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      expect(dialingCodeSchema.safeParse(code).success, country).toBe(true);
      expect(code.startsWith('+')).toBe(true);
    }
    expect(new Set(DIALING_COUNTRIES).size).toBe(DIALING_COUNTRIES.length);
  });

  it('reads any case and surrounding space; an unknown country has no code', () => {
    expect(dialingCodeFor(' ae ')).toBe('+971');
    expect(dialingCodeFor('ZZ')).toBeNull();
    expect(dialingCodeFor('')).toBeNull();
    expect(dialingCodeFor('toString')).toBeNull();
  });

  it("starts the picker at the company's country, or Singapore when the table lacks it", () => {
    expect(defaultDialingCountry('KW')).toBe('KW');
    expect(defaultDialingCountry('gb')).toBe('GB');
    expect(defaultDialingCountry('ZZ')).toBe('SG');
  });
});
