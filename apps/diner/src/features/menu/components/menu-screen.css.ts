import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.large,
});

/**
 * With the floating cart bar: room under the last card for the bar's 56 px, its padding and the
 * phone's home indicator, so the bar never covers the end of the menu.
 */
export const screenWithCartBar = style([
  screen,
  {
    paddingBlockEnd: `calc(56px + ${vars.space.small} + ${vars.space.medium} + ${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
  },
]);

export const search = style({ paddingBlockStart: vars.space.medium });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
