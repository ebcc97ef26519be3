import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** Each button is a 44 px target; the circle drawn inside it is smaller in the small size. */
export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.brandInk,
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.onDisabled },
  },
});

export const face = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.full,
    borderWidth: '1.5px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    backgroundColor: vars.color.surface,
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${button}:disabled &, ${button}[aria-disabled="true"] &`]: {
        backgroundColor: vars.color.disabled,
        borderColor: vars.color.disabled,
      },
      [`${button}:not(:disabled):not([aria-disabled="true"]):active &`]: {
        backgroundColor: vars.color.brandSubtle,
      },
    },
  },
  variants: {
    size: {
      standard: { inlineSize: '40px', blockSize: '40px' },
      small: { inlineSize: '32px', blockSize: '32px' },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type FaceVariants = NonNullable<RecipeVariants<typeof face>>;

export const value = recipe({
  base: {
    minInlineSize: '2ch',
    textAlign: 'center',
    fontWeight: vars.font.weightBold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  },
  variants: {
    size: {
      standard: { fontSize: vars.text.large.size, lineHeight: vars.text.large.lineHeight },
      small: { fontSize: vars.text.standard.size, lineHeight: vars.text.standard.lineHeight },
    },
    disabled: { true: { color: vars.color.onDisabled }, false: {} },
  },
  defaultVariants: { size: 'standard', disabled: false },
});
