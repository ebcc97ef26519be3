import { describe, expect, it } from 'vitest';
import { termsVariant } from '../utils/terms-variant';

// spec: A§2 and A§9, one terms text for company country SG, another for other countries.
describe('termsVariant', () => {
  it('gives Singapore its own text', () => {
    expect(termsVariant('SG')).toBe('sg');
    expect(termsVariant('sg')).toBe('sg');
  });

  it('gives every other country the other text', () => {
    for (const country of ['KW', 'AE', 'MY', 'US']) expect(termsVariant(country)).toBe('other');
  });
});
