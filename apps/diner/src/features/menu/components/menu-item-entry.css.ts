import { style } from '@vanilla-extract/css';
import { vars } from '@tabula/ui';

/** Clear of the sticky category bar when a banner scrolls to the card. */
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  scrollMarginBlockStart: '72px',
});
