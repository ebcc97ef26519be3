import type { SavedCard } from '@tabula/api-client';

/** What the diner chose to pay the connected card with. */
export interface CardChoice {
  /** The diner asked for a new card (the card form), even though they have saved cards. */
  newCard: boolean;
  /** The saved card the diner picked, by id; the first card when none was picked. */
  cardId: number | null;
  /** "Save this card for next time", for a new card of a registered diner. */
  saveCard: boolean;
}

/** Nothing chosen yet: the first saved card, or a new card without saving it. */
export const NO_CARD_CHOICE: CardChoice = { newCard: false, cardId: null, saveCard: false };

/** How the payment is made: with a saved card's token, or a new card (saved or not). */
export type CardPayment = { kind: 'saved'; card: SavedCard } | { kind: 'new'; saveCard: boolean };

/**
 * The card the payment uses (B§2, B§4 step 3): the picked saved card while it is still listed,
 * else the first saved card, unless the diner switched to a new card or has none. A guest never
 * saves a card (A§6).
 */
export function cardPayment(
  choice: CardChoice,
  cards: readonly SavedCard[],
  registered: boolean,
): CardPayment {
  if (!choice.newCard) {
    const card = cards.find((entry) => entry.id === choice.cardId) ?? cards[0];
    if (card !== undefined) return { kind: 'saved', card };
  }
  return { kind: 'new', saveCard: registered && choice.saveCard };
}
