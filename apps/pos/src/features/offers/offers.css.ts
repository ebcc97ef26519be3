import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A list of promotions or coupons, one entry under another. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.small,
  background: vars.color.surface,
});

/** An entry's name, numbers and badges on one line. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const name = style({ fontWeight: vars.font.weightBold, flexGrow: 1 });

/**
 * The fields of a form, with no frame of their own: disabled whole for a person who may read the
 * offers but not change them.
 */
export const fields = style({
  border: 0,
  padding: 0,
  margin: 0,
  minInlineSize: 0,
});

/** What a picker has chosen, each with its button to take it out. */
export const chosen = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  inlineSize: '100%',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
});
