import { useLingui } from '@lingui/react/macro';
import { paymentIntentQueryOptions } from '@tabula/api-client/query';
import { Button, Spinner } from '@tabula/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api } from '@/lib/api/api';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { StripeCardForm } from '@/lib/stripe/stripe-card-form';
import { useStripeCardField } from '@/lib/stripe/use-stripe-card-field';
import type { StripeLoad } from '@/lib/stripe/load-stripe';
import * as styles from './card-payment-screen.css';

/** Where the page sends the diner: the result page, as the card provider's redirect would. */
type Return = 'succeeded' | 'failed' | 'read';

/**
 * /card-payment?reference=… (B§4 Connected card provider flow, step 6: "with a client secret the
 * payment is confirmed and the user is redirected"; issue 31): the connected card's new card,
 * typed in Stripe.js's card field (Stripe's frame, on Stripe's origin) and confirmed against the
 * payment's intent, whose client secret the intent poll answers to the diner who started it.
 * Stripe.js takes 3-D Secure itself; a card refused shows Stripe's reason for another card. Paid,
 * or Cancel, the diner goes to /payment-processing as the provider's redirect took them before
 * (`redirect_status` succeeded or failed: a failed return voids the attempt and shows the
 * reason on the checkout). A payment no longer waiting for a card goes there at once.
 */
export function CardPaymentScreen({ reference }: { reference: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const intent = useQuery({
    ...paymentIntentQueryOptions(api, { params: { id: reference } }),
    staleTime: 0,
    retry: false,
  });
  const goBack = useCallback(
    (status: Return) => {
      void navigate({
        to: '/payment-processing',
        search: {
          reference,
          type: 'stripe_connect',
          ...(status === 'read' ? {} : { redirect_status: status }),
        },
        replace: true,
      });
    },
    [navigate, reference],
  );
  const data = intent.data?.data;
  const clientSecret = data?.client_secret ?? null;
  const settled = intent.isError || (data !== undefined && clientSecret === null);

  useEffect(() => {
    // Ended, charged or unknown: the result page reads the payment and says which.
    if (settled) goBack('read');
  }, [settled, goBack]);

  const load = useMemo<StripeLoad | null>(
    () =>
      data?.publishable_key === undefined
        ? null
        : {
            publishableKey: data.publishable_key,
            scriptUrl: data.stripe_js_url ?? null,
            locale: i18n.locale,
          },
    [data?.publishable_key, data?.stripe_js_url, i18n.locale],
  );

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t`Pay by card`}</h1>
      <p className={styles.hint}>
        {t`Type your card on the card provider's secure form. Your card number is never sent to the restaurant.`}
      </p>
      {load === null || clientSecret === null ? (
        <Spinner size="large" label={t`Loading the card form…`} />
      ) : (
        <CardForm load={load} clientSecret={clientSecret} goBack={goBack} />
      )}
    </main>
  );
}

function CardForm({
  load,
  clientSecret,
  goBack,
}: {
  load: StripeLoad;
  clientSecret: string;
  goBack: (status: Return) => void;
}) {
  const { t } = useLingui();
  const mountPoint = useRef<HTMLDivElement>(null);
  const field = useStripeCardField(load, mountPoint);
  const { state, inspect } = field;

  useEffect(() => {
    if (state !== 'ready') return;
    let gone = false;
    void inspect(clientSecret).then((intent) => {
      if (gone || intent === null) return;
      // A saved card the server confirmed may ask for 3-D Secure on the issuer's page: the
      // browser goes there, and comes back to the result page (the intent's return_url).
      if (intent.status === 'requires_action' && intent.redirectUrl !== null) {
        goToProvider({ kind: 'redirect', url: intent.redirectUrl });
      } else if (intent.status === 'succeeded' || intent.status === 'processing') {
        goBack('succeeded');
      }
    });
    return () => {
      gone = true;
    };
  }, [state, inspect, clientSecret, goBack]);

  return (
    <StripeCardForm
      mountPoint={mountPoint}
      field={field}
      pay={async () => {
        const result = await field.confirm(clientSecret);
        if (!result.paid) return result.message ?? '';
        goBack('succeeded');
        return null;
      }}
      actions={(paying) => (
        <Button
          fullWidth
          tone="secondary"
          disabled={paying}
          onClick={() => {
            goBack('failed');
          }}
        >
          {t`Cancel`}
        </Button>
      )}
    />
  );
}
