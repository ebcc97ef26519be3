import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: every colour, space, radius, type size, shadow and motion token as a CSS
 * variable. Components style with `vars.*` only, so the brand colour set at run time (see
 * ThemeRoot) reaches every component without a rebuild.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    onBrand: null,
    brandInk: null,
    brandSubtle: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    overlay: null,
    disabled: null,
    onDisabled: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: { small: null, medium: null, large: null, full: null },
  font: {
    body: null,
    numeric: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
  },
  text: {
    xsmall: { size: null, lineHeight: null },
    small: { size: null, lineHeight: null },
    standard: { size: null, lineHeight: null },
    large: { size: null, lineHeight: null },
    xlarge: { size: null, lineHeight: null },
  },
  shadow: { raised: null, overlay: null },
  motion: { fast: null, standard: null, slow: null, easing: null },
  size: { touchTarget: null, icon: null, iconSmall: null },
});
