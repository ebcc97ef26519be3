import { vars } from '@tabula/ui';
import { style } from '@vanilla-extract/css';

/** A category's section; a sub-category is set in from the start edge. */
export const category = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.small,
});

export const nested = style({ paddingInlineStart: vars.space.large });

export const heading = style({
  margin: 0,
  fontSize: vars.text.large.size,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: vars.space.small,
  background: vars.color.surface,
});

/** An item's picture, name and price on one line. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const thumb = style({
  inlineSize: 56,
  blockSize: 56,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  flexShrink: 0,
});

export const name = style({ fontWeight: vars.font.weightBold, flexGrow: 1 });

/** A missing translation (the back office's one look for it, src/lib/layout.css.ts). */
export { missing } from '../../lib/layout.css';

/** The dish's picture in its form, as a phone shows it, larger than the list's. */
export const picture = style({
  inlineSize: 120,
  blockSize: 90,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  display: 'block',
});
