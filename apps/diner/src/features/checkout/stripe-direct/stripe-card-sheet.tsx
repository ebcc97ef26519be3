import { useLingui } from '@lingui/react/macro';
import { BottomSheet, Checkbox } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { StripeCardForm } from '@/lib/stripe/stripe-card-form';
import { useStripeCardField } from '@/lib/stripe/use-stripe-card-field';
import { shownStripeCardAtom, type ShownStripeCard } from './stripe-card-state';
import * as styles from './stripe-card-sheet.css';

/**
 * Stripe direct's card (B§7 payments/stripe/v1/orders; ADR 0008 addendum): Stripe.js's card
 * field in the sheet. The field is Stripe's frame on Stripe's origin, so the card number is typed
 * there and never reaches ours; Stripe.js opens the 3-D Secure challenge itself. A registered
 * diner may keep the card (A§6). A card refused shows Stripe's reason here for another try;
 * closing the sheet gives the payment up.
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
      {card !== null && <CardForm key={card.reference} card={card} />}
    </BottomSheet>
  );
}

function CardForm({ card }: { card: ShownStripeCard }) {
  const { t } = useLingui();
  const mountPoint = useRef<HTMLDivElement>(null);
  const field = useStripeCardField(card.stripe, mountPoint);
  const [saveCard, setSaveCard] = useState(false);

  return (
    <>
      {card.registered && (
        <Checkbox
          label={t`Save this card for next time`}
          checked={saveCard}
          onChange={setSaveCard}
        />
      )}
      <StripeCardForm
        mountPoint={mountPoint}
        field={field}
        pay={() => card.onPay(field.confirm, saveCard)}
      />
    </>
  );
}
