import { describe, expect, it } from 'vitest';
import { DIALING_COUNTRIES } from '../dialing-codes';
import { dialingCodeOptions } from '../dialing-code-options';

describe('dialingCodeOptions (A§2 dialing-code picker)', () => {
  it('lists every country once, named in the language, with its code', () => {
    const options = dialingCodeOptions('en');
    expect(options).toHaveLength(DIALING_COUNTRIES.length);
    expect(new Set(options.map((option) => option.country)).size).toBe(options.length);
    expect(options.find((option) => option.country === 'SG')).toEqual({
      country: 'SG',
      code: '+65',
      label: 'Singapore (\u2066+65\u2069)',
    });
  });

  it('sorts by name in the language', () => {
    const names = dialingCodeOptions('en').map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toMatch(/^Australia/);
  });

  it("names the countries in the diner's language", () => {
    const arabic = dialingCodeOptions('ar').find((option) => option.country === 'AE');
    expect(arabic?.label).toContain('الإمارات');
    expect(arabic?.label).toContain('\u2066+971\u2069');
  });
});
