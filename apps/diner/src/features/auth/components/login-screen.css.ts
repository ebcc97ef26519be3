import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '32rem',
  marginInline: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.large,
  color: vars.color.text,
});
