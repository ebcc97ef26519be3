import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  // Clear of the sticky category bar when its link scrolls here.
  scrollMarginBlockStart: '64px',
  // A section without a match while searching is hidden; `display: flex` would show it.
  selectors: { '&[hidden]': { display: 'none' } },
});

const titleBase = {
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
} as const;

/** A category's heading. */
export const categoryTitle = style({
  ...titleBase,
  fontSize: vars.text.large.size,
  lineHeight: vars.text.large.lineHeight,
  paddingBlockStart: vars.space.large,
});

/** A sub-category's heading. */
export const subcategoryTitle = style({
  ...titleBase,
  fontSize: vars.text.standard.size,
  lineHeight: vars.text.standard.lineHeight,
  paddingBlockStart: vars.space.small,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
