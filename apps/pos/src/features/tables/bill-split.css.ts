import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** The split of a scan-and-pay bill, set off from the bill's lines above it. */
export const split = style({
  marginBlockStart: vars.space.xsmall,
  paddingBlockStart: vars.space.xsmall,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The split's parts, one a row. */
export const parts = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One part: its name, its status, its amount at the line's end, and its payment buttons. */
export const part = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** An amount, at the end of its line whichever way the language reads. */
export const amount = style({
  marginInlineStart: 'auto',
  fontFamily: vars.font.numeric,
});

/** The buttons of one part, kept together. */
export const buttons = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
});
