import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInlineEnd: vars.space.xsmall,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // The chosen card: the brand's ink outlines it, its pale tint fills it.
    '&:has(input:checked)': {
      borderColor: vars.color.brandInk,
      backgroundColor: vars.color.brandSubtle,
    },
  },
});

/** The card's details; in the selectable variant the whole area is the radio's label. */
export const main = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  flexGrow: 1,
  minInlineSize: 0,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  color: vars.color.text,
});

export const selectable = style({ cursor: 'pointer' });

/**
 * A native radio drawn as the Radio primitive draws it: when chosen, the brand fills the circle,
 * its ink outlines it, and a dot of the on-brand colour sits in the middle.
 */
export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  margin: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:checked': {
      borderColor: vars.color.brandInk,
      backgroundColor: vars.color.onBrand,
      boxShadow: `inset 0 0 0 6px ${vars.color.brand}`,
    },
  },
});

export const cardIcon = style({ display: 'flex', color: vars.color.textMuted });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const number = style({
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const dots = style({ letterSpacing: '0.1em' });

export const expiry = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const expired = style({ color: vars.color.danger, fontWeight: vars.font.weightMedium });

export const deleteButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.danger,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.dangerSurface },
    '&:disabled': {
      color: vars.color.onDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});
