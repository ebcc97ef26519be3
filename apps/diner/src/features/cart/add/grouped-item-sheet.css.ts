import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** The picks, one button per row. */
export const picks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
