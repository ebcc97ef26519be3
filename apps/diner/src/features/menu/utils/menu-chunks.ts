/** Cards per chunk of a category: about a phone screen, and few enough to draw within one frame. */
export const CHUNK_SIZE = 4;

/**
 * A card's usual height on a phone, in CSS pixels, for the room a chunk keeps before it is drawn
 * (cards measure 116 to 200 px; most are 136 to 160).
 */
export const CARD_ESTIMATE = 152;

/** The gap under a card, in CSS pixels. */
export const CARD_GAP = 12;

/** The room a chunk of `count` cards keeps before it is drawn, in CSS pixels. */
export function chunkRoom(count: number): number {
  return count * (CARD_ESTIMATE + CARD_GAP) - CARD_GAP;
}
