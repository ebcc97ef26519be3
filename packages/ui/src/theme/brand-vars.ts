import { brandColours } from './brand';
import { vars } from './contract.css';
import { themeClass } from './theme.css';

/**
 * The theme's brand custom properties for a company's brand_color, each variable as the theme
 * names it (`var(--…)`) with its colour: what ThemeRoot assigns on its element.
 *
 * @param brandColor - the company's brand_color; the default brand when absent or unreadable
 */
export function brandVars(brandColor: string | null | undefined): Record<string, string> {
  const brand = brandColours(brandColor);
  return {
    [vars.color.brand]: brand.brand,
    [vars.color.onBrand]: brand.onBrand,
    [vars.color.brandInk]: brand.brandInk,
    [vars.color.brandSubtle]: brand.brandSubtle,
  };
}

/** `--name` of a variable the theme names `var(--name)`. */
export function propertyName(variable: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(variable)?.[1];
  if (name === undefined) throw new Error(`Not a theme variable: ${variable}`);
  return name;
}

/**
 * The brand colours as one CSS rule on the theme root, for a page the server drew: under the
 * diner's CSP its HTML cannot carry them in a style attribute (a nonce covers elements, never
 * attributes), so the page's nonce'd `<style>` element carries this rule instead. `[dir]` (every
 * ThemeRoot has it) puts it above the theme's own defaults whatever order the stylesheets load in.
 *
 * @param brandColor - the company's brand_color; the default brand when absent or unreadable
 * @example `brandStyleRule('#0f766e') // '.tokzho0[dir]{--a1lx230:#0f766e;…}'`
 */
export function brandStyleRule(brandColor: string | null | undefined): string {
  const declarations = Object.entries(brandVars(brandColor))
    .map(([variable, colour]) => `${propertyName(variable)}:${colour}`)
    .join(';');
  return `.${themeClass}[dir]{${declarations}}`;
}
