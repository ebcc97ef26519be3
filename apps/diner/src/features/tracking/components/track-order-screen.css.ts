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

export const actions = style({
  marginBlockStart: vars.space.medium,
});

export const openPayment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const openPaymentText = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});
