import { style, styleVariants } from '@vanilla-extract/css';
import { CARD_ESTIMATE, CHUNK_SIZE, chunkRoom } from '../utils/menu-chunks';

/**
 * A drawn card: off screen the browser skips its layout and paint, keeping the height it last
 * had (or about a card's before it was ever on screen), so a long menu scrolls smoothly.
 */
export const item = style({
  margin: 0,
  contentVisibility: 'auto',
  containIntrinsicBlockSize: `auto ${String(CARD_ESTIMATE)}px`,
});

/** The room a chunk keeps before its cards are drawn, by its number of cards (1 to 4). */
export const placeholder = styleVariants(
  Object.fromEntries(
    Array.from({ length: CHUNK_SIZE }, (_, index) => [
      index + 1,
      { margin: 0, blockSize: `${String(chunkRoom(index + 1))}px` },
    ]),
  ),
);
