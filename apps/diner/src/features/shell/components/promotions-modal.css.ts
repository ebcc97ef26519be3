import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const name = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const description = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  whiteSpace: 'pre-line',
});
