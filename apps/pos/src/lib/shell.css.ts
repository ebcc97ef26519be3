import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const title = style({ margin: 0, fontSize: vars.text.large.size });

export const main = style({
  maxInlineSize: 1100,
  marginInline: 'auto',
  padding: vars.space.medium,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Who is signed in, beside the sign-out buttons. */
export const person = style({ fontWeight: vars.font.weightMedium });
