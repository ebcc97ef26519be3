import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const actions = style({
  paddingBlockStart: vars.space.small,
});
