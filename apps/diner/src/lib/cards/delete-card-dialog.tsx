import { useLingui } from '@lingui/react/macro';
import type { SavedCard } from '@tabula/api-client';
import { Button, Modal } from '@tabula/ui';
import { cardBrandName } from './card-expiry';

/** Props of {@link DeleteCardDialog}. */
export interface DeleteCardDialogProps {
  /** The card the diner asked to delete; null while the dialog is closed. */
  card: SavedCard | null;
  /** Keep card, Close, Escape or the backdrop: nothing is deleted. */
  onKeep: () => void;
  /** Delete card: the diner confirmed. */
  onDelete: (card: SavedCard) => void;
}

/**
 * Asks before a saved card is deleted, naming it by brand and last four digits: Keep card or
 * Delete card. spec: A§2, the profile's "saved cards list with delete"; A§7 and B§7 delete a card.
 * our choice: the spec is silent on a confirmation; a deletion cannot be undone, so the profile
 * and the checkout ask the same question (the list they share shows this dialog).
 */
export function DeleteCardDialog({ card, onKeep, onDelete }: DeleteCardDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={card !== null}
      onClose={onKeep}
      title={t`Delete this card?`}
      closeLabel={t`Close`}
      footer={
        <>
          <Button tone="secondary" onClick={onKeep}>
            {t`Keep card`}
          </Button>
          <Button
            tone="critical"
            onClick={() => {
              if (card !== null) onDelete(card);
            }}
          >
            {t`Delete card`}
          </Button>
        </>
      }
    >
      {card !== null && <DeleteCardText card={card} />}
    </Modal>
  );
}

/** What deleting the card removes: the card by its brand and last four digits. */
function DeleteCardText({ card }: { card: SavedCard }) {
  const { t } = useLingui();
  const brand = cardBrandName(card.brand);
  const last4 = card.last4;
  return <p>{t`${brand} ending in ${last4} will be removed from your saved cards.`}</p>;
}
