import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const summary = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const orderLabel = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** The order number as a link-like button to the order's details. */
export const detailsButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  marginBlock: `calc(-1 * ${vars.space.small})`,
  padding: 0,
  border: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: vars.font.weightBold,
  color: vars.color.brandInk,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const meta = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  textAlign: 'end',
});

export const amount = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const points = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.success,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const menuAnchor = style({
  position: 'relative',
  marginInlineStart: 'auto',
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[aria-expanded="true"]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.borderStrong,
    },
  },
});

/** The menu opens below its button, aligned to the inline end (the right in English). */
export const menu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xsmall})`,
  insetInlineEnd: 0,
  zIndex: 10,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: '220px',
  maxInlineSize: '80vw',
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: 'none',
  backgroundColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

/** The order's status: its icon and words in the status's tone. */
export const status = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.text.small.size,
    lineHeight: vars.text.small.lineHeight,
    fontWeight: vars.font.weightMedium,
  },
  variants: {
    tone: {
      brand: { color: vars.color.brandInk },
      warning: { color: vars.color.text },
      success: { color: vars.color.success },
      critical: { color: vars.color.danger },
    },
  },
});
