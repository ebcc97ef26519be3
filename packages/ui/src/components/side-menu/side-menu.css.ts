import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Transforms have no logical form: the drawer comes from the left in English...
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
// ...and from the right in Arabic.
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });

/** The drawer, against the inline-start edge: the left in English, the right in Arabic. */
export const drawer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(320px, 85%)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  animationName: fromLeft,
  animationDuration: vars.motion.slow,
  animationTimingFunction: vars.motion.easing,
  selectors: { '[dir="rtl"] &': { animationName: fromRight } },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const header = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: 0,
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: '48px',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: 'none',
  borderInlineStart: '4px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSubtle,
      borderInlineStartColor: vars.color.brand,
      fontWeight: vars.font.weightBold,
    },
  },
});

/** The icon column: kept when an entry has no icon, so the labels line up. */
export const entryIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
});

export const entryLabel = style({ overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginBlockStart: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
