import { useLingui } from '@lingui/react/macro';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { BottomSheet, Button, Checkbox } from '@tabula/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { loadStripeFor } from './load-stripe';
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

type Field = 'loading' | 'failed' | { stripe: Stripe; element: StripeCardElement };

function CardForm({ card }: { card: ShownStripeCard }) {
  const { t } = useLingui();
  const mountPoint = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);
  const [field, setField] = useState<Field>('loading');
  const [complete, setComplete] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const { stripe: load, onPay } = card;

  useEffect(() => {
    mounted.current = true;
    let element: StripeCardElement | null = null;
    loadStripeFor(load).then(
      (stripe) => {
        const target = mountPoint.current;
        if (!mounted.current || target === null) return;
        element = stripe.elements().create('card', { hidePostalCode: true });
        element.on('change', (event) => {
          setComplete(event.complete);
          setError(event.error?.message ?? null);
        });
        element.mount(target);
        setField({ stripe, element });
      },
      () => {
        if (mounted.current) setField('failed');
      },
    );
    return () => {
      mounted.current = false;
      element?.destroy();
    };
  }, [load]);

  const pay = async () => {
    if (typeof field !== 'object') return;
    setPaying(true);
    setError(null);
    const message = await onPay(async (clientSecret) => {
      const result = await field.stripe.confirmCardPayment(clientSecret, {
        payment_method: { card: field.element },
      });
      if (result.error !== undefined) return { paid: false, message: result.error.message ?? null };
      if (result.paymentIntent.status === 'succeeded') {
        return { paid: true, intentId: result.paymentIntent.id };
      }
      return { paid: false, message: null };
    }, saveCard);
    if (!mounted.current) return;
    setPaying(false);
    setError(
      message === null
        ? null
        : message || t`The card payment did not go through. Please try again or use another card.`,
    );
  };

  return (
    <>
      {card.registered && (
        <Checkbox
          label={t`Save this card for next time`}
          checked={saveCard}
          onChange={setSaveCard}
        />
      )}
      <div ref={mountPoint} className={styles.cardField} />
      {field === 'loading' && <p className={styles.hint}>{t`Loading the card form…`}</p>}
      {field === 'failed' && (
        <p role="alert" className={styles.error}>
          {t`The card form could not be loaded. Please close this and try again.`}
        </p>
      )}
      {error !== null && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button
        fullWidth
        loading={paying}
        disabled={typeof field !== 'object' || !complete || paying}
        onClick={() => {
          void pay();
        }}
      >
        {t`Pay now`}
      </Button>
    </>
  );
}
