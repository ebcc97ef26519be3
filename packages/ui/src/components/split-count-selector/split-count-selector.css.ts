import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const hint = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const stepper = style({ flexShrink: 0 });

export const share = style({
  margin: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
