import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A row of pills that scrolls sideways by swipe on a narrow phone (the category bar, the filter
 * chips): no wrapping, no scrollbar, the edges padded like the page.
 */
export const scrollRow = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  paddingInline: vars.space.large,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollPaddingInline: vars.space.large,
  // The row scrolls by swipe; a scrollbar would only take height on a phone.
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});
