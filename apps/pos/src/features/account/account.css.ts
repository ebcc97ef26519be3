import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** The account's forms: one column, as wide as a phone held upright. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: '24rem',
});

export const heading = style({ margin: 0, fontSize: vars.text.large.size });
