import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const payment = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.xsmall,
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'baseline',
  fontFamily: vars.font.numeric,
});

export const form = style({
  marginBlockStart: vars.space.xsmall,
  padding: vars.space.xsmall,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.medium,
});

export const problem = style({ color: vars.color.danger, margin: 0 });

export const refunds = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const refund = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'baseline',
});
