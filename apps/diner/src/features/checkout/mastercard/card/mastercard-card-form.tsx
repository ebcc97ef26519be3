import { useLingui } from '@lingui/react/macro';
import { BottomSheet } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { shownCardFormAtom } from './card-form-state';
import { HostedCardFields } from './hosted-card-fields';
import * as styles from './mastercard-card-form.css';

/**
 * The Mastercard gateway's hosted card form (B§2 "Mastercard hosted page"; B§4 Mastercard): the
 * form's fields are frames the gateway's session.js draws on its own origin, so the card is typed
 * there and never reaches ours; Pay sends it to the gateway's session. Closing the sheet gives the
 * payment up.
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
        <HostedCardFields key={`${form.reference} ${form.sessionId}`} form={form} />
      )}
    </BottomSheet>
  );
}
