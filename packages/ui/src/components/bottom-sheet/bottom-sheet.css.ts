import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Vertical only: a sheet rises from the bottom edge in either reading direction.
const rise = keyframes({ from: { transform: 'translateY(100%)' } });

export const sheet = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxInlineSize: '640px',
  // The top of the page stays visible, so the diner sees the sheet sits over it.
  maxBlockSize: `calc(100% - ${vars.space.xxlarge})`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
  animationName: rise,
  animationDuration: vars.motion.slow,
  animationTimingFunction: vars.motion.easing,
});
