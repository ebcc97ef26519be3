import { style } from '@vanilla-extract/css';

/**
 * A drawn card: off screen the browser skips its layout and paint, keeping the height it last
 * had (or about a card's before it was ever on screen), so a long menu scrolls smoothly.
 */
export const item = style({
  margin: 0,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 152px',
});

/** The room a chunk keeps before its cards are drawn. */
export const placeholder = style({ margin: 0 });
