import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const hint = style({ margin: 0, marginBlockEnd: vars.space.medium });

/** The provider's card page: the sheet's width at a phone's height, so 3-D Secure fits too. */
export const frame = style({
  display: 'block',
  border: 0,
  inlineSize: '100%',
  blockSize: '34rem',
  marginBlockStart: vars.space.small,
});
