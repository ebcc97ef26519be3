import { useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { shownCardFormAtom } from './card-form-state';
import * as styles from './mastercard-card-form.css';

/**
 * The Mastercard gateway's hosted card form (B§2 "Mastercard hosted page"; B§4 Mastercard): the
 * gateway's page of the session, framed, so the card is typed on the gateway's origin and never
 * reaches ours. The form tells the app when the card is saved (use-mastercard-card-payment).
 * Closing the sheet gives the payment up.
 */
export function MastercardCardForm() {
  const { t } = useLingui();
  const form = useAtomValue(shownCardFormAtom);
  return (
    <BottomSheet
      open={form !== null}
      onClose={() => {
        form?.onClose();
      }}
      title={t`Pay by card`}
      closeLabel={t`Cancel`}
    >
      <p className={styles.hint}>
        {t`Type your card on the card gateway's secure form. Your card number is never sent to the restaurant.`}
      </p>
      {form !== null && (
        <iframe
          key={form.reference}
          className={styles.frame}
          src={form.url}
          title={t`Card details`}
          data-testid="mastercard-card-form"
        />
      )}
    </BottomSheet>
  );
}
