import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xsmall,
});

/** The person's name and address, taking the room the role and button leave. */
export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
});

export const form = style({
  marginBlockStart: vars.space.medium,
  padding: vars.space.small,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
});
