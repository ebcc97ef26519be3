import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Vertical only: a toast rises into place in either reading direction.
const rise = keyframes({ from: { transform: 'translateY(8px)' } });

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    inlineSize: '100%',
    paddingBlock: vars.space.xsmall,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.xxsmall,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    animationName: rise,
    animationDuration: vars.motion.standard,
    animationTimingFunction: vars.motion.easing,
  },
  variants: {
    tone: {
      info: {
        backgroundColor: vars.color.surfaceRaised,
        borderInlineStartColor: vars.color.brandInk,
      },
      success: {
        backgroundColor: vars.color.successSurface,
        borderInlineStartColor: vars.color.success,
      },
      critical: {
        backgroundColor: vars.color.dangerSurface,
        borderInlineStartColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { display: 'inline-flex' },
  variants: {
    tone: {
      info: { color: vars.color.brandInk },
      success: { color: vars.color.success },
      critical: { color: vars.color.danger },
    },
  },
});

export const message = style({
  flex: 1,
  margin: 0,
  paddingBlock: vars.space.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

/** The dismiss button takes the text colour, so it reads on every tone. */
export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});
