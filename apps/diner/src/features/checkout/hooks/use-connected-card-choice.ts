import { useState } from 'react';
import {
  cardPayment,
  NO_CARD_CHOICE,
  type CardChoice,
  type CardPayment,
} from '../utils/card-choice';
import type { PaymentFlow } from '../utils/payment-flow';
import { useConnectedCards, type ConnectedCards } from './use-connected-cards';

/** The diner's connected card choice on a checkout. */
export interface ConnectedCardChoice {
  /** A registered diner's saved cards (none for a guest). */
  saved: ConnectedCards;
  choice: CardChoice;
  setChoice: (choice: CardChoice) => void;
  /** The card the payment uses; null unless the connected card is the chosen provider. */
  card: CardPayment | null;
  /** The saved cards are still being read: the payment waits for them. */
  loading: boolean;
}

/**
 * The connected card part of a checkout (B§2 Card and wallet payment screens), the same on every
 * checkout that offers it (walk-in and pay-first, open tab, scan-and-pay): a registered diner's
 * saved cards are read once the connected card is the chosen provider, and the choice between a
 * saved card and a new one (saved for next time or not) is kept.
 *
 * @param flow - The chosen provider's flow.
 * @param registered - A registered diner; a guest has no saved cards and no save option (A§6).
 */
export function useConnectedCardChoice(
  flow: PaymentFlow | null,
  registered: boolean,
): ConnectedCardChoice {
  const [choice, setChoice] = useState<CardChoice>(NO_CARD_CHOICE);
  const connected = flow === 'connected_card';
  const saved = useConnectedCards(connected && registered);
  return {
    saved,
    choice,
    setChoice,
    card: connected ? cardPayment(choice, saved.cards, registered) : null,
    loading: connected && saved.loading,
  };
}
