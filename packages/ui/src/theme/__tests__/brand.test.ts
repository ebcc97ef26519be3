import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, brandColours, brandLuminance, textOnBrand } from '../brand';
import { contrastRatio, parseHex, toHex, type Rgb } from '../colour';

const rgb = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
});
const read = (hex: string): Rgb => {
  const colour = parseHex(hex);
  if (colour === null) throw new Error(`not a colour: ${hex}`);
  return colour;
};

describe('textOnBrand (A§9)', () => {
  it('weighs the channels 0.299, 0.587 and 0.114', () => {
    expect(brandLuminance({ r: 100, g: 0, b: 0 })).toBeCloseTo(29.9);
    expect(brandLuminance({ r: 0, g: 100, b: 0 })).toBeCloseTo(58.7);
    expect(brandLuminance({ r: 0, g: 0, b: 100 })).toBeCloseTo(11.4);
  });

  it('puts dark text on a luminance of 170 or more and white below', () => {
    expect(textOnBrand({ r: 170, g: 170, b: 170 })).toBe('dark');
    expect(textOnBrand({ r: 169, g: 169, b: 169 })).toBe('light');
    expect(textOnBrand(read('#F4C430'))).toBe('dark');
    expect(textOnBrand(read('#0B5D4B'))).toBe('light');
  });
});

describe('brandColours', () => {
  it('keeps the two story brands as they are', () => {
    expect(brandColours('#0B5D4B')).toMatchObject({ brand: '#0b5d4b', onBrand: '#ffffff' });
    expect(brandColours('#F4C430')).toMatchObject({ brand: '#f4c430', onBrand: '#16181d' });
  });

  it('falls back to the default brand for a value it cannot read', () => {
    expect(brandColours('teal').brand).toBe(brandColours(null).brand);
    expect(brandColours('#12345').brand).toBe('#0b5d4b');
  });

  it('deepens a mid-tone that carries white text until white reads at AA', () => {
    const grey = brandColours('#A9A9A9');
    expect(grey.onBrand).toBe('#ffffff');
    expect(contrastRatio(read(grey.brand), read('#ffffff'))).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });

  it('meets WCAG AA for every brand colour: text on the brand, and brand ink on the page', () => {
    fc.assert(
      fc.property(rgb, (colour) => {
        const colours = brandColours(toHex(colour));
        expect(contrastRatio(read(colours.onBrand), read(colours.brand))).toBeGreaterThanOrEqual(
          AA_TEXT_CONTRAST,
        );
        expect(contrastRatio(read(colours.brandInk), read('#ffffff'))).toBeGreaterThanOrEqual(
          AA_TEXT_CONTRAST,
        );
        // The A§9 choice of text colour is never overridden.
        expect(colours.onBrand).toBe(textOnBrand(colour) === 'dark' ? '#16181d' : '#ffffff');
      }),
    );
  });
});
