import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** The sign-in form: one column, as wide as a phone held upright, on any screen. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: '24rem',
});

/** The quiet actions under the code form, side by side while they fit. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
