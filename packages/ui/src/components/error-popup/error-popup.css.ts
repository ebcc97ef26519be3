import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Scale only: the text keeps full contrast from the first frame.
const grow = keyframes({ from: { transform: 'scale(0.96)' } });

export const popup = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  inlineSize: '100%',
  maxInlineSize: '400px',
  maxBlockSize: '100%',
  overflowY: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  textAlign: 'center',
  animationName: grow,
  animationDuration: vars.motion.standard,
  animationTimingFunction: vars.motion.easing,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const details = style({
  alignSelf: 'stretch',
  textAlign: 'start',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  fontSize: vars.text.small.size,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: vars.radius.medium,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** The chevron turns when the details are open. */
export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const detailsText = style({
  margin: 0,
  paddingBlockEnd: vars.space.medium,
  paddingInline: vars.space.medium,
  fontFamily: vars.font.numeric,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const action = style({ alignSelf: 'stretch', display: 'flex', flexDirection: 'column' });
