import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.xlarge,
  color: vars.color.text,
});

export const loyaltyNote = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const refundNote = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
});

export const actions = style({
  marginBlockStart: vars.space.medium,
});
