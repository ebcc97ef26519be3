import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A checkbox with its words, as tall as a finger needs. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
});

/** One surcharge's fields under its name. */
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.small,
  margin: 0,
  marginBlock: vars.space.xsmall,
});
