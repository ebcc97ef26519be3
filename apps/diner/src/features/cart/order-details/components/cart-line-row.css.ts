import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const placed = style({ color: vars.color.textMuted });

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const detail = style({
  margin: 0,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const soldOut = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.text.xsmall.size,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const prices = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const price = style({ fontWeight: vars.font.weightMedium });

export const before = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  textDecorationLine: 'line-through',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/**
 * The count stays at the inline end on every line, also when a long note pushes it onto a row
 * of its own (which would otherwise start it at the other side).
 */
export const stepper = style({ marginInlineStart: 'auto' });
