import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The page column every screen sits in. */
export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The screen area between the header and the footer. */
export const content = style({ flex: '1 0 auto' });
