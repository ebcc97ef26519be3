import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderInlineEndColor: 'transparent',
  animationName: spin,
  animationDuration: '800ms',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    // A diner who asks for less motion sees a still ring, not a spinning one.
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none',
      borderInlineEndColor: 'currentColor',
      opacity: 0.6,
    },
  },
});

export const sizes = styleVariants({
  small: { inlineSize: '16px', blockSize: '16px', borderWidth: '2px' },
  standard: { inlineSize: '24px', blockSize: '24px', borderWidth: '3px' },
  large: { inlineSize: '40px', blockSize: '40px', borderWidth: '4px' },
});
