import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A list of places, one card each. */
export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const place = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.small,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.text.standard.size });

/** The code's picture beside its address and downloads. */
export const code = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlock: vars.space.xsmall,
});

export const qr = style({
  inlineSize: 96,
  blockSize: 96,
  background: '#fff',
  border: `1px solid ${vars.color.border}`,
});

export const address = style({ overflowWrap: 'anywhere', margin: 0 });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.brand,
});
