import { vars } from '@tabula/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const cardBase = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.small,
  marginBlockEnd: vars.space.small,
  background: vars.color.surface,
});

/** A table's card; a table calling a waiter stands out (its text says so too). */
export const card = styleVariants({
  quiet: [cardBase],
  calling: [
    cardBase,
    {
      borderColor: vars.color.warning,
      borderInlineStartWidth: 6,
      background: vars.color.warningSurface,
    },
  ],
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.text.large.size,
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginBlock: vars.space.xxsmall,
});

export const members = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const member = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const call = style({ alignItems: 'center' });

export const callStatus = style({ color: vars.color.text });

export const tab = style({ marginBlockStart: vars.space.xsmall });

export const total = style({ marginInlineStart: 'auto', fontFamily: vars.font.numeric });

/** The staff actions of an open tab, set off from the members above them. */
export const actions = style({
  marginBlockStart: vars.space.xsmall,
  paddingBlockStart: vars.space.xsmall,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
