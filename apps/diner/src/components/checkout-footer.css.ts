import { style } from '@vanilla-extract/css';
import { clearOfFloatingAction, vars } from '@tabula/ui';

/** Pinned to the bottom of the screen, its content above the call-waiter button when it shows. */
export const footer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  marginInline: `calc(-1 * ${vars.space.large})`,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  paddingBlockEnd: clearOfFloatingAction(
    `calc(${vars.space.medium} + env(safe-area-inset-bottom, 0px))`,
  ),
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const reasons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.danger,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});
