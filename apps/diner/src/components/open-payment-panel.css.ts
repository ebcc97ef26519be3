import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** The open payment's panel: what is open, then its two actions, stacked. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
});
