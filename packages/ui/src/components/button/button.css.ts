import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minBlockSize: vars.size.touchTarget,
    minInlineSize: vars.size.touchTarget,
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: vars.text.standard.size,
    lineHeight: vars.text.standard.lineHeight,
    fontWeight: vars.font.weightBold,
    textAlign: 'center',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        backgroundColor: vars.color.disabled,
        borderColor: vars.color.disabled,
        color: vars.color.onDisabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.brandInk,
        color: vars.color.brandInk,
      },
      ghost: { backgroundColor: 'transparent', color: vars.color.brandInk },
      critical: { backgroundColor: vars.color.danger, color: vars.color.surface },
    },
    size: {
      standard: {},
      small: {
        fontSize: vars.text.small.size,
        lineHeight: vars.text.small.lineHeight,
        paddingInline: vars.space.medium,
      },
    },
    width: {
      content: {},
      full: { inlineSize: '100%' },
    },
  },
  defaultVariants: { tone: 'primary', size: 'standard', width: 'content' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ overflowWrap: 'anywhere' });
