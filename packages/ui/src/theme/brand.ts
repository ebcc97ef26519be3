import { contrastRatio, mix, parseHex, toHex, type Rgb } from './colour';
import { palette } from './tokens';

/**
 * The brand's perceived brightness, 0 to 255: 0.299 R + 0.587 G + 0.114 B.
 */
// spec: A§9 brand colour luminance uses weights 0.299, 0.587 and 0.114.
export function brandLuminance({ r, g, b }: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The luminance at or above which text on the brand colour is dark. A§9 says 170; B§9 mentions
 * another reading of 220. We take 170 (docs/adr/0002-design-system.md): at 220 a mid-yellow such
 * as #F4C430 would carry white text at a contrast of 1.7:1, far below WCAG AA.
 */
// spec: A§9 dark text on a light theme at 170 or more, otherwise white (B§9: another reading 220)
export const DARK_TEXT_LUMINANCE = 170;

/** Whether text on this brand colour is dark or white (A§9). */
export function textOnBrand(brand: Rgb): 'dark' | 'light' {
  return brandLuminance(brand) >= DARK_TEXT_LUMINANCE ? 'dark' : 'light';
}

/** The brand colours the theme derives from one brand_color. */
export interface BrandColours {
  /**
   * The filled brand surface (primary buttons, selected tiles, badges): the brand itself, or,
   * when the A§9 rule puts white text on a mid-tone that white cannot read on, the same hue
   * deepened just enough for 4.5:1 (WCAG AA).
   */
  brand: string;
  /** Text and icons on the brand surface: dark or white by the A§9 rule. */
  onBrand: string;
  /**
   * The brand as text or an outline on the page surface: the brand darkened just enough to reach
   * 4.5:1, so a pale brand still reads.
   */
  brandInk: string;
  /** A pale tint of the brand for selected rows and soft highlights. */
  brandSubtle: string;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;
const DEFAULT_BRAND: Rgb = parseHex(palette.defaultBrand) ?? BLACK;
const SURFACE: Rgb = parseHex(palette.surface) ?? WHITE;
const DARK_TEXT: Rgb = parseHex(palette.text) ?? BLACK;

/** The colour mixed toward black in 5 % steps until it reaches AA against `against`. */
function deepenUntilReadable(colour: Rgb, against: Rgb): Rgb {
  let result = colour;
  for (let step = 1; contrastRatio(result, against) < AA_TEXT_CONTRAST && step <= 20; step += 1) {
    result = mix(colour, BLACK, step / 20);
  }
  return result;
}

/**
 * Derives the brand colours from the company's brand_color; an unreadable value falls back to
 * the default brand. The text colour on the brand follows A§9; every pair meets WCAG AA.
 *
 * @example brandColours('#F4C430').onBrand // the dark text colour
 */
export function brandColours(brandColor: string | null | undefined): BrandColours {
  const brand = parseHex(brandColor ?? '') ?? DEFAULT_BRAND;
  const darkText = textOnBrand(brand) === 'dark';
  const surface = darkText ? brand : deepenUntilReadable(brand, WHITE);
  return {
    brand: toHex(surface),
    onBrand: toHex(darkText ? DARK_TEXT : WHITE),
    brandInk: toHex(deepenUntilReadable(brand, SURFACE)),
    brandSubtle: toHex(mix(brand, WHITE, 0.88)),
  };
}
