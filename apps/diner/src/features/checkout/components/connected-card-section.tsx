import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Spinner } from '@tabula/ui';
import { useId } from 'react';
import { SavedCardList } from '@/lib/cards/saved-card-list';
import type { ConnectedCards } from '../hooks/use-connected-cards';
import { cardPayment, type CardChoice } from '../utils/card-choice';
import * as styles from './checkout-screen.css';

/** Props of {@link ConnectedCardSection}. */
export interface ConnectedCardSectionProps {
  /** A registered diner (not a guest): only they have saved cards and may save one (A§6). */
  registered: boolean;
  saved: ConnectedCards;
  choice: CardChoice;
  onChoice: (choice: CardChoice) => void;
  /** Today, for the expired mark. */
  today: Date;
}

/**
 * The connected card provider's part of the checkout (B§2 Card and wallet payment screens): a
 * registered diner's saved cards as a radio list with a link to pay with a new card instead; the
 * new card with "Save this card for next time" (registered diners only, A§6) and, when there are
 * saved cards, the link back to them. A saved card is deleted after the diner confirms it (the
 * list's own dialog, as on the profile).
 */
export function ConnectedCardSection(props: ConnectedCardSectionProps) {
  const { t } = useLingui();
  const listName = useId();
  const { saved, choice, onChoice, registered } = props;
  const payment = cardPayment(choice, saved.cards, registered);

  if (registered && saved.loading) {
    return (
      <div className={styles.modes}>
        <Spinner label={t`Loading your saved cards`} />
      </div>
    );
  }
  return (
    <div className={styles.modes}>
      {payment.kind === 'saved' ? (
        <>
          <div role="radiogroup" aria-label={t`Saved cards`}>
            <SavedCardList
              cards={saved.cards}
              today={props.today}
              deletingId={saved.deletingId}
              onDelete={(card) => {
                saved.remove(card.id);
              }}
              selection={{
                name: listName,
                selectedId: payment.card.id,
                onSelect: (card) => {
                  onChoice({ ...choice, newCard: false, cardId: card.id });
                },
              }}
            />
          </div>
          <Button
            tone="ghost"
            size="small"
            onClick={() => {
              onChoice({ ...choice, newCard: true });
            }}
          >
            {t`Pay with a new card`}
          </Button>
        </>
      ) : (
        <>
          <p className={styles.hint}>
            {t`You will type your card on the card provider's secure page after you place the order.`}
          </p>
          {registered && (
            <Checkbox
              label={t`Save this card for next time`}
              checked={payment.saveCard}
              onChange={(saveCard) => {
                onChoice({ ...choice, saveCard });
              }}
            />
          )}
          {saved.cards.length > 0 && (
            <Button
              tone="ghost"
              size="small"
              onClick={() => {
                onChoice({ ...choice, newCard: false });
              }}
            >
              {t`Use a saved card`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
