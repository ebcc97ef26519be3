import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The size a skeleton is given, set inline per instance. */
export const inlineSizeVar = createVar();
export const blockSizeVar = createVar();

// The highlight travels along the reading direction: from the start edge to the end edge.
const shimmer = keyframes({
  from: { backgroundPositionX: '100%' },
  to: { backgroundPositionX: '0%' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: inlineSizeVar,
  maxInlineSize: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxInlineSize: '100%',
    backgroundColor: vars.color.disabled,
    backgroundImage: `linear-gradient(90deg, ${vars.color.disabled} 30%, ${vars.color.surfaceSunken} 50%, ${vars.color.disabled} 70%)`,
    backgroundSize: '300% 100%',
    animationName: shimmer,
    animationDuration: '1.5s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    selectors: {
      '[dir="rtl"] &': { animationDirection: 'reverse' },
    },
    '@media': {
      // A diner who asks for less motion sees still grey shapes.
      '(prefers-reduced-motion: reduce)': { animationName: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: {
        inlineSize: inlineSizeVar,
        // A line of standard text: a bar the height of the letters, centred in the line height.
        blockSize: '0.75em',
        marginBlock: '0.375em',
        borderRadius: vars.radius.small,
      },
      rect: {
        inlineSize: inlineSizeVar,
        blockSize: blockSizeVar,
        borderRadius: vars.radius.medium,
      },
      circle: {
        inlineSize: inlineSizeVar,
        blockSize: inlineSizeVar,
        borderRadius: vars.radius.full,
      },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
