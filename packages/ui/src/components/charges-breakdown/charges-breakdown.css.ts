import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minBlockSize: '32px',
  paddingBlock: vars.space.xxsmall,
});

export const totalRow = style([
  row,
  {
    marginBlockStart: vars.space.small,
    paddingBlockStart: vars.space.medium,
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontSize: vars.text.large.size,
    lineHeight: vars.text.large.lineHeight,
    fontWeight: vars.font.weightBold,
  },
]);

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const amount = recipe({
  base: {
    flexShrink: 0,
    margin: 0,
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      standard: {},
      discount: { color: vars.color.success, fontWeight: vars.font.weightMedium },
    },
  },
});

/** A quiet text action (the tip's Remove) with a full 44 px target around its word. */
export const action = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  fontWeight: vars.font.weightMedium,
  color: vars.color.brandInk,
  textDecoration: 'underline',
  cursor: 'pointer',
});
