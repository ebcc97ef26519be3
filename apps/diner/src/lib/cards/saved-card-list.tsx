import { useLingui } from '@lingui/react/macro';
import type { SavedCard } from '@tabula/api-client';
import { SavedCardRow } from '@tabula/ui';
import { useState } from 'react';
import { cardBrandName, cardExpiryText, isCardExpired } from './card-expiry';
import { DeleteCardDialog } from './delete-card-dialog';
import * as styles from './saved-card-list.css';

/** Picking one card of the list (the checkout's radio list); absent where cards are only listed. */
export interface SavedCardSelection {
  /** The radio group's name. */
  name: string;
  selectedId: number;
  onSelect: (card: SavedCard) => void;
}

/** Props of {@link SavedCardList}. */
export interface SavedCardListProps {
  cards: readonly SavedCard[];
  /** Today, for the expired mark (the caller's clock). */
  today: Date;
  /** The card being deleted now, if any. */
  deletingId: number | null;
  /** Deletes the card, once the diner has confirmed it in the list's dialog. */
  onDelete: (card: SavedCard) => void;
  selection?: SavedCardSelection;
}

/**
 * A diner's saved cards (A§2 profile, B§2 card payment screens), each by brand, last four digits
 * and expiry (marked when expired), with delete; in the checkout also a radio to pay with it.
 * Shared by the profile and the checkout, so both ask the same question before a card is deleted
 * ({@link DeleteCardDialog}).
 */
export function SavedCardList({
  cards,
  today,
  deletingId,
  onDelete,
  selection,
}: SavedCardListProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<SavedCard | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {cards.map((card) => {
          const expiry = cardExpiryText(card);
          const expired = isCardExpired(card, today);
          return (
            <li key={card.id}>
              <SavedCardRow
                brand={cardBrandName(card.brand)}
                last4={card.last4}
                expiry={expired ? t`Expired ${expiry}` : t`Expires ${expiry}`}
                expired={expired}
                {...(selection === undefined
                  ? {}
                  : {
                      name: selection.name,
                      selected: selection.selectedId === card.id,
                      onSelect: () => {
                        selection.onSelect(card);
                      },
                    })}
                deleteLabel={t`Delete card`}
                deleting={deletingId === card.id}
                onDelete={() => {
                  setConfirming(card);
                }}
              />
            </li>
          );
        })}
      </ul>
      <DeleteCardDialog
        card={confirming}
        onKeep={() => {
          setConfirming(null);
        }}
        onDelete={(card) => {
          setConfirming(null);
          onDelete(card);
        }}
      />
    </>
  );
}
