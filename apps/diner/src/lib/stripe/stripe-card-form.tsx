import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { StripeCardField } from './use-stripe-card-field';
import * as styles from './stripe-card-form.css';

/**
 * Stripe.js's card field with what the diner reads and presses around it: the form loading, the
 * form that could not be loaded, the card's problem (Stripe's words as the diner types, or the
 * payment's refusal, announced as it appears) and Pay now, enabled once the card is complete.
 *
 * @param pay - Pays with the typed card: null once the payment went on (the form is leaving), or
 *   the refusal to show ('' when Stripe gave no reason: a translated one is shown).
 * @param actions - Further buttons after Pay now, told whether a payment is under way.
 */
export function StripeCardForm({
  mountPoint,
  field,
  pay,
  actions,
}: {
  mountPoint: RefObject<HTMLDivElement | null>;
  field: StripeCardField;
  pay: () => Promise<string | null>;
  actions?: (paying: boolean) => ReactNode;
}) {
  const { t } = useLingui();
  const mounted = useRef(true);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async () => {
    setPaying(true);
    setError(null);
    const refusal = await pay();
    // The payment went on: the form is on its way out, busy until then.
    if (refusal === null || !mounted.current) return;
    setPaying(false);
    setError(
      refusal || t`The card payment did not go through. Please try again or use another card.`,
    );
  };
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
      <div className={styles.actions}>
        <Button
          fullWidth
          loading={paying}
          disabled={field.state !== 'ready' || !field.complete || paying}
          onClick={() => {
            void submit();
          }}
        >
          {t`Pay now`}
        </Button>
        {actions?.(paying)}
      </div>
    </>
  );
}
