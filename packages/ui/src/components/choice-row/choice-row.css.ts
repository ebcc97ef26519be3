import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The whole row is the label, so a tap anywhere on it toggles the control: at least 44 px tall. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.onDisabled },
  },
});

/** The native control and the mark drawn over it share one grid cell. */
export const controlArea = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  // Centres the 24 px control on the first line of the label (24 px line height).
  blockSize: vars.text.standard.lineHeight,
});

/** The native box or circle: the brand fills it when checked, its deepened ink outlines it. */
export const input = style({
  gridArea: '1 / 1',
  appearance: 'none',
  margin: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Even a pale brand stands out: the fill is the brand, the outline its AA ink.
    '&:checked': { backgroundColor: vars.color.brand, borderColor: vars.color.brandInk },
    '&:disabled': { backgroundColor: vars.color.disabled, borderColor: vars.color.borderStrong },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  selectors: { [`${row}:has(input:disabled) &`]: { color: vars.color.onDisabled } },
});
