import { createTheme, globalStyle } from '@vanilla-extract/css';
import { brandColours } from './brand';
import { vars } from './contract.css';
import { fontStacks, palette, TOUCH_TARGET } from './tokens';

const defaultBrand = brandColours(palette.defaultBrand);

/** The Tabula theme: fills the contract; ThemeRoot overrides the brand colours at run time. */
export const themeClass = createTheme(vars, {
  color: {
    brand: defaultBrand.brand,
    onBrand: defaultBrand.onBrand,
    brandInk: defaultBrand.brandInk,
    brandSubtle: defaultBrand.brandSubtle,
    surface: palette.surface,
    surfaceRaised: palette.surfaceRaised,
    surfaceSunken: palette.surfaceSunken,
    text: palette.text,
    textMuted: palette.textMuted,
    border: palette.border,
    borderStrong: palette.borderStrong,
    focus: palette.focus,
    danger: palette.danger,
    dangerSurface: palette.dangerSurface,
    success: palette.success,
    successSurface: palette.successSurface,
    warning: palette.warning,
    warningSurface: palette.warningSurface,
    overlay: palette.overlay,
    disabled: palette.disabled,
    onDisabled: palette.onDisabled,
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: { small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    body: fontStacks.body,
    numeric: fontStacks.numeric,
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
  },
  text: {
    xsmall: { size: '12px', lineHeight: '16px' },
    small: { size: '14px', lineHeight: '20px' },
    standard: { size: '16px', lineHeight: '24px' },
    large: { size: '20px', lineHeight: '28px' },
    xlarge: { size: '24px', lineHeight: '32px' },
  },
  shadow: {
    raised: '0 1px 3px rgba(22, 24, 29, 0.12), 0 1px 2px rgba(22, 24, 29, 0.08)',
    overlay: '0 8px 24px rgba(22, 24, 29, 0.18)',
  },
  motion: { fast: '120ms', standard: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { touchTarget: `${String(TOUCH_TARGET)}px`, icon: '24px', iconSmall: '16px' },
});

// A diner who asks for less motion gets none: every duration of the theme drops to zero.
globalStyle(themeClass, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.standard]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});

globalStyle(`${themeClass}, ${themeClass} *`, { boxSizing: 'border-box' });

globalStyle(themeClass, {
  fontFamily: vars.font.body,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle(`${themeClass} :focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
