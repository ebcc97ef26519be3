import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  inlineSize: '100%',
});

export const note = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const noteText = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
