/** A colour as red, green and blue channels, 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * Reads `#RGB` or `#RRGGBB` (the company's brand_color); null for anything else.
 *
 * @example parseHex('#0b5d4b') // { r: 11, g: 93, b: 75 }
 */
export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** Writes a colour as `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.trunc(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `colour` toward `target` by `amount` (0 keeps the colour, 1 gives the target). */
export function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  const channel = (from: number, to: number) => Math.trunc(from + (to - from) * amount + 0.5);
  return {
    r: channel(colour.r, target.r),
    g: channel(colour.g, target.g),
    b: channel(colour.b, target.b),
  };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
