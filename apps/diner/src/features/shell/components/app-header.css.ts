import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: '56px',
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

/** The company's logo or name, linking to the menu. */
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The logo keeps its box before it loads, so nothing below it moves (CLS). */
export const logo = style({
  display: 'block',
  blockSize: '32px',
  inlineSize: '120px',
  objectFit: 'contain',
  objectPosition: 'left center',
  selectors: { '[dir="rtl"] &': { objectPosition: 'right center' } },
});

/** The Eat In / Take Out chip that reopens the dine-mode chooser. */
export const dineMode = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.text.small.size,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
