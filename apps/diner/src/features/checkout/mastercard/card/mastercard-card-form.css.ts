import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const hint = style({ margin: 0, marginBlockEnd: vars.space.medium });

/** The fields of the card, one under another; expiry month and year side by side. */
export const fields = style({ display: 'grid', gap: vars.space.small });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
});

export const label = style({
  display: 'block',
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
  marginBlockEnd: vars.space.xxsmall,
});

/** An input the gateway's session.js replaces with its frame: the frame takes its class. */
export const field = style({
  display: 'block',
  border: 0,
  inlineSize: '100%',
  blockSize: '2.75rem',
});

export const error = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.text.small.size,
  color: vars.color.danger,
});

export const pay = style({ marginBlockStart: vars.space.medium });
