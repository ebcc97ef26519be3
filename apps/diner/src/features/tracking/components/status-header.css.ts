import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  textAlign: 'center',
});

export const number = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
});

export const words = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const message = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.textMuted,
});

export const eta = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
});

export const token = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginBlockStart: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `2px solid ${vars.color.brand}`,
});

export const tokenLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const tokenValue = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.text.xlarge.size,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
