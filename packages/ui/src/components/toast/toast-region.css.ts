import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Above the bottom edge, clear of the floating cart bar (about 76 px), newest last. */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: `calc(56px + ${vars.space.xxlarge} + ${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  paddingInline: vars.space.large,
  // The region spans the screen but must not block taps between its toasts.
  pointerEvents: 'none',
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: '100%',
  maxInlineSize: '480px',
});
