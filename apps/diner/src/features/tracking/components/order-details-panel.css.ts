import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const itemTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const itemName = style({
  margin: 0,
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

export const itemPrice = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const facts = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const factLabel = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
