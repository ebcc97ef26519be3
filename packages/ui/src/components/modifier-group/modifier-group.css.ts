import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = style({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const title = style({
  padding: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const hint = recipe({
  base: { color: vars.color.textMuted, overflowWrap: 'anywhere' },
  variants: { error: { true: { color: vars.color.danger }, false: {} } },
});

export const counter = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlock: `${vars.space.xsmall} 0`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightMedium,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  marginBlockStart: vars.space.xsmall,
});

export const option = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const quantityRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
});

export const quantityText = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minInlineSize: 0,
    fontSize: vars.text.standard.size,
    lineHeight: vars.text.standard.lineHeight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: { disabled: { true: { color: vars.color.onDisabled }, false: {} } },
});

export const price = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
