import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
  marginBlockEnd: vars.space.small,
  background: vars.color.surface,
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.text.large.size,
});

export const total = style({ marginInlineStart: 'auto', fontFamily: vars.font.numeric });
