import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const title = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const hint = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(72px, 1fr))',
  gap: vars.space.small,
});

/** A tip tile: the percent over its amount; the chosen tile fills with the brand. */
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: '56px',
  minInlineSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:has(input:checked)': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brandInk,
      color: vars.color.onBrand,
    },
    '&:has(input:disabled)': {
      backgroundColor: vars.color.disabled,
      borderColor: vars.color.disabled,
      color: vars.color.onDisabled,
    },
  },
});

/**
 * The native radio covers its whole tile, transparent: a press anywhere on the tile chooses it
 * and the theme's focus ring draws around the tile.
 */
export const tileInput = style({
  appearance: 'none',
  position: 'absolute',
  insetBlock: '-1px',
  insetInline: '-1px',
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const percent = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const amount = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: {
    [`${tile}:has(input:checked) &, ${tile}:has(input:disabled) &`]: { color: 'inherit' },
  },
});

export const applied = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingInlineStart: vars.space.medium,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const appliedIcon = style({ display: 'flex', color: vars.color.success });

export const appliedText = style({
  flexGrow: 1,
  minInlineSize: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});
