import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

// The chips' row scrolls from edge to edge of the screen, past the menu's side padding.
export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.large})`,
});

export const note = style({
  margin: 0,
  paddingInline: vars.space.large,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  color: vars.color.textMuted,
});
