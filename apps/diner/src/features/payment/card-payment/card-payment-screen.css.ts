import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The card page: one reading column, as the result pages. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  marginInline: 'auto',
  maxInlineSize: '480px',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });
