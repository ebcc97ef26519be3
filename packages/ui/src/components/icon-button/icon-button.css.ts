import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Holds a button and its badge, so the badge can sit on the button without being inside it. */
export const wrapper = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const iconButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    inlineSize: vars.size.touchTarget,
    blockSize: vars.size.touchTarget,
    padding: 0,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled': {
        backgroundColor: 'transparent',
        color: vars.color.onDisabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:active:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
      brand: {
        backgroundColor: 'transparent',
        color: vars.color.brandInk,
        selectors: { '&:active:not(:disabled)': { backgroundColor: vars.color.brandSubtle } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:disabled': { backgroundColor: vars.color.disabled } },
      },
      critical: {
        backgroundColor: 'transparent',
        color: vars.color.danger,
        selectors: { '&:active:not(:disabled)': { backgroundColor: vars.color.dangerSurface } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/** A count or a dot at the top end corner (the right in English, the left in Arabic). */
export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  // White on the danger red: 6.5:1.
  color: vars.color.surface,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  fontSize: vars.text.xsmall.size,
  lineHeight: '1',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
