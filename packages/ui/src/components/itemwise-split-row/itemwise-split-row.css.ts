import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  paddingInline: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-paid="true"]': { backgroundColor: vars.color.surfaceSunken } },
});

export const quantity = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

/** The line under the item: its amount and, once paid by someone else, a Paid badge. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const amount = style({
  fontVariantNumeric: 'tabular-nums',
});

export const paidBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weightBold,
});

/** The running total footer: what is chosen, its total, and Pay now. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const totalLine = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const totalText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const totalLabel = style({
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const summary = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const total = style({
  flexShrink: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
