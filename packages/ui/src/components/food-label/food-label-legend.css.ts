import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const legend = style({
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minInlineSize: 0 });
