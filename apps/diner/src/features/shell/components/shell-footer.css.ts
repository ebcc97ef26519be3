import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The footer keeps room under it for the floating cart bar (56 px) so it is never covered. */
export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlockStart: vars.space.medium,
  paddingBlockEnd: `calc(56px + ${vars.space.xlarge})`,
  paddingInline: vars.space.medium,
});

/** As big as a finger needs, however short the words (two characters in Chinese). */
export const link = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brandInk,
  font: 'inherit',
  fontSize: vars.text.small.size,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
