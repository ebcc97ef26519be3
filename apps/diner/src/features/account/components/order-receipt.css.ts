import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  columnGap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const quantity = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weightMedium,
});

export const name = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const total = style({
  fontFamily: vars.font.numeric,
  textAlign: 'end',
});

export const details = style({
  gridColumn: '2 / 4',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weightBold,
});

/** The order's status at the top of its detail. */
export const status = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
});
