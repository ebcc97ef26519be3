import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const star = style({ display: 'flex', color: vars.color.brandInk });

export const title = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const balance = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const checking = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const redeemed = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const redeemedIcon = style({ display: 'flex', color: vars.color.success });

export const redeemedText = style({
  flexGrow: 1,
  minInlineSize: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const signUpAction = style({ alignSelf: 'flex-start' });
