import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import type { StripeCardField } from './use-stripe-card-field';
import * as styles from './stripe-card-field-box.css';

/**
 * Where Stripe.js's card field is mounted, with what the diner reads around it: the form loading,
 * the form that could not be loaded, and the card's problem (Stripe's words as the diner types,
 * or the payment's refusal), announced as it appears.
 */
export function StripeCardFieldBox({
  mountPoint,
  field,
  error,
}: {
  mountPoint: RefObject<HTMLDivElement | null>;
  field: StripeCardField;
  /** The payment's refusal; the field's own problem shows while there is none. */
  error: string | null;
}) {
  const { t } = useLingui();
  const shown = error ?? field.fieldError;
  return (
    <>
      <div ref={mountPoint} className={styles.cardField} />
      {field.state === 'loading' && <p className={styles.loading}>{t`Loading the card form…`}</p>}
      {field.state === 'failed' && (
        <p role="alert" className={styles.error}>
          {t`The card form could not be loaded. Please close this and try again.`}
        </p>
      )}
      {shown !== null && (
        <p role="alert" className={styles.error}>
          {shown}
        </p>
      )}
    </>
  );
}
