import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The banner's wrapper: it fades out over the A§9 close delay before it leaves. */
export const banner = style({
  paddingInline: vars.space.small,
  paddingBlockStart: vars.space.small,
  transitionProperty: 'opacity',
  transitionDuration: '500ms',
  transitionTimingFunction: vars.motion.easing,
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms' } },
});

export const leaving = style({ opacity: 0 });
