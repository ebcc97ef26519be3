import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.successSurface,
  color: vars.color.text,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const name = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const saving = style({
  flexShrink: 0,
  color: vars.color.success,
  fontWeight: vars.font.weightMedium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});
