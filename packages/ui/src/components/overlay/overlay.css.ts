import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * The full-screen layer under every modal overlay, placing its panel: at the bottom (a sheet), in
 * the centre (a modal, an error popup) or against the inline-start edge (the side menu).
 */
export const layer = recipe({
  base: { position: 'fixed', insetBlock: 0, insetInline: 0, display: 'flex' },
  variants: {
    placement: {
      bottom: { flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center' },
      center: {
        alignItems: 'center',
        justifyContent: 'center',
        paddingBlock: vars.space.large,
        paddingInline: vars.space.large,
      },
      start: { justifyContent: 'flex-start' },
    },
  },
});

/** The dimmed page behind an overlay. */
export const backdrop = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  backgroundColor: vars.color.overlay,
  animationName: fadeIn,
  animationDuration: vars.motion.standard,
  animationTimingFunction: vars.motion.easing,
});

/** A titled dialog's header: the title, and the close button at the inline end. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

/** The part that scrolls when the content is taller than the screen allows. */
export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
