import { useLingui } from '@lingui/react/macro';
import { BottomSheet, Checkbox } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { readCardPageMessage } from './card-page-message';
import { shownStripeCardAtom, type ShownStripeCard } from './stripe-card-state';
import * as styles from './stripe-card-sheet.css';

/**
 * Stripe direct's card (B§7 payments/stripe/v1/orders; ADR 0008 addendum): the provider's card
 * page in a frame, on its own origin, so the card number is typed there and never reaches ours;
 * its 3-D Secure challenge opens in the same frame. A registered diner may keep the card
 * (A§6). Closing the sheet gives the payment up.
 */
export function StripeCardSheet() {
  const { t } = useLingui();
  const card = useAtomValue(shownStripeCardAtom);
  return (
    <BottomSheet
      open={card !== null}
      onClose={() => {
        card?.onClose();
      }}
      title={t`Pay by card`}
      closeLabel={t`Cancel`}
    >
      <p className={styles.hint}>
        {t`Type your card on the card provider's secure form. Your card number is never sent to the restaurant.`}
      </p>
      {card !== null && <CardPage key={card.reference} card={card} />}
    </BottomSheet>
  );
}

function CardPage({ card }: { card: ShownStripeCard }) {
  const { t } = useLingui();
  const [saveCard, setSaveCard] = useState(false);
  // Read when the page answers: the box may change while the card is typed.
  const saveRef = useRef(saveCard);
  saveRef.current = saveCard;
  const { address, reference, onResult } = card;

  useEffect(() => {
    const origin = new URL(address).origin;
    const listen = (event: MessageEvent) => {
      const result = readCardPageMessage(event, origin, reference);
      if (result !== null) onResult(result, saveRef.current);
    };
    window.addEventListener('message', listen);
    return () => {
      window.removeEventListener('message', listen);
    };
  }, [address, reference, onResult]);

  return (
    <>
      {card.registered && (
        <Checkbox
          label={t`Save this card for next time`}
          checked={saveCard}
          onChange={setSaveCard}
        />
      )}
      <iframe className={styles.frame} src={address} title={t`Card payment form`} />
    </>
  );
}
