import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const headerBlock = style({ display: 'grid', gap: vars.space.xxsmall, minInlineSize: 0 });

export const companyName = style({
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
});

export const dinerName = style({
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

/** The loyalty points line. */
export const loyalty = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.text,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
});

export const branding = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});
