import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { useEffect, useRef, useState } from 'react';
import type { ShownCardForm } from './card-form-state';
import * as styles from './mastercard-card-form.css';
import {
  configureHostedCard,
  type CardFieldErrors,
  type CardFieldName,
  type HostedCardForm,
} from './payment-session';

/** The page's inputs session.js replaces, by field: their ids. */
const FIELD_IDS: Record<CardFieldName, string> = {
  number: 'mastercard-card-number',
  expiryMonth: 'mastercard-card-expiry-month',
  expiryYear: 'mastercard-card-expiry-year',
  securityCode: 'mastercard-card-security-code',
  nameOnCard: 'mastercard-card-name',
};

const SELECTORS = Object.fromEntries(
  Object.entries(FIELD_IDS).map(([name, id]) => [name, `#${id}`]),
) as Record<CardFieldName, string>;

type FormState = 'drawing' | 'ready' | 'sending';

/**
 * The card's fields as the gateway's session.js draws them: each a readonly, empty input of the
 * page, labelled in the diner's language, that the script hides and follows with its frame. Pay
 * sends the card to the session; a wrong field is named under it, a gateway failure above Pay.
 */
export function HostedCardFields({ form }: { form: ShownCardForm }) {
  const { t } = useLingui();
  const [state, setState] = useState<FormState>('drawing');
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [failed, setFailed] = useState(false);
  const hosted = useRef<HostedCardForm | null>(null);

  useEffect(() => {
    const configured = configureHostedCard(form.paymentSession, form.sessionId, SELECTORS, {
      onReady: () => {
        setState('ready');
      },
      onUnavailable: form.onUnavailable,
      onUpdate: (update) => {
        if (update.status === 'ok') {
          form.onSaved();
          return;
        }
        setState('ready');
        setErrors(update.status === 'fields_in_error' ? update.errors : {});
        setFailed(update.status === 'failed');
      },
    });
    hosted.current = configured;
    return () => {
      configured.stop();
    };
  }, [form]);

  const messages = {
    cardNumber: { missing: t`Enter the card number.`, invalid: t`Check the card number.` },
    expiryMonth: { missing: t`Enter the expiry month.`, invalid: t`Check the expiry month.` },
    expiryYear: { missing: t`Enter the expiry year.`, invalid: t`Check the expiry year.` },
    securityCode: { missing: t`Enter the security code.`, invalid: t`Check the security code.` },
  } as const;

  const field = (
    name: CardFieldName,
    label: string,
    error: keyof typeof messages | null,
    placeholder?: string,
  ) => {
    const problem = error === null ? undefined : errors[error];
    const errorId = `${FIELD_IDS[name]}-error`;
    return (
      <div>
        <label className={styles.label} htmlFor={FIELD_IDS[name]}>
          {label}
        </label>
        <div>
          <input
            id={FIELD_IDS[name]}
            className={styles.field}
            readOnly
            placeholder={placeholder}
            aria-describedby={problem === undefined ? undefined : errorId}
          />
        </div>
        {error !== null && problem !== undefined && (
          <p id={errorId} className={styles.error} role="alert">
            {messages[error][problem]}
          </p>
        )}
      </div>
    );
  };

  return (
    <div data-testid="mastercard-card-form">
      <div className={styles.fields}>
        {field('number', t`Card number`, 'cardNumber')}
        <div className={styles.row}>
          {field('expiryMonth', t`Expiry month`, 'expiryMonth', 'MM')}
          {field('expiryYear', t`Expiry year`, 'expiryYear', 'YY')}
        </div>
        {field('securityCode', t`Security code`, 'securityCode')}
        {field('nameOnCard', t`Name on card`, null)}
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {t`The card gateway could not take the card. Please try again.`}
        </p>
      )}
      <div className={styles.pay}>
        <Button
          fullWidth
          disabled={state === 'drawing'}
          loading={state === 'sending'}
          onClick={() => {
            setState('sending');
            setFailed(false);
            hosted.current?.pay();
          }}
        >
          {t`Pay`}
        </Button>
      </div>
    </div>
  );
}
