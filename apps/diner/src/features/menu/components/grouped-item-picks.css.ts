import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const picks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  listStyle: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const pick = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.text,
});

export const pickName = style({ overflowWrap: 'anywhere' });

export const price = style({
  flexShrink: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

export const soldOut = style({
  flexShrink: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.danger,
});
