import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const collapsible = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const heading = style({ margin: 0, font: 'inherit' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  cursor: 'pointer',
});

export const summary = style({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere' });

export const chevron = recipe({
  base: {
    display: 'flex',
    flexShrink: 0,
    color: vars.color.textMuted,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.standard,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    open: { true: { transform: 'rotate(180deg)' }, false: {} },
  },
});

/**
 * The panel's height animates from 0 to its content's through a grid row (0fr to 1fr), with
 * the theme's durations, which are 0 for diners who ask for reduced motion. Closed, it is
 * hidden from screen readers and the keyboard once the animation ends.
 */
export const panel = recipe({
  base: {
    display: 'grid',
    transitionProperty: 'grid-template-rows, visibility',
    transitionDuration: vars.motion.standard,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    open: {
      true: { gridTemplateRows: '1fr', visibility: 'visible' },
      false: { gridTemplateRows: '0fr', visibility: 'hidden' },
    },
  },
});

export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;

export const panelContent = style({
  minBlockSize: 0,
  overflow: 'hidden',
  // Where supported, the focus rings of controls at the panel's edges are not cut off.
  '@supports': {
    '(overflow: clip) and (overflow-clip-margin: 4px)': {
      overflow: 'clip',
      overflowClipMargin: '4px',
    },
  },
});
