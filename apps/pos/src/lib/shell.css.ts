import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';
import { field } from './layout.css';

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

/** The pages of the console, under the title bar. */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  background: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-status="active"]': {
      background: vars.color.surfaceRaised,
      fontWeight: vars.font.weightBold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});

/** A label on the brand-coloured bar (the language picker): the bar's own text colour. */
export const barField = style([field, { color: vars.color.onBrand }]);
