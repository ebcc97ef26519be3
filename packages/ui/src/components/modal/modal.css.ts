import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Scale only: the dialog's text keeps full contrast from the first frame.
const grow = keyframes({ from: { transform: 'scale(0.96)' } });

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxInlineSize: '480px',
  maxBlockSize: '100%',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  animationName: grow,
  animationDuration: vars.motion.standard,
  animationTimingFunction: vars.motion.easing,
});
