import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
