import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The buttons one under the other, full width. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
