import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { goToProvider } from '@/lib/payment-attempt/go-to-provider';
import { useCancelPayment } from '../hooks/use-cancel-payment';
import { useOpenPayment } from '../hooks/use-open-payment';
import * as styles from './track-order-screen.css';

/** Props of {@link OpenPaymentActions}. */
export interface OpenPaymentActionsProps {
  order: Pick<Order, 'id' | 'status'>;
}

/**
 * For an order whose provider payment is still open (the diner came back from the provider's page
 * without paying): Return to payment opens the provider's page the server gave (B§4 Redirect
 * providers), when this tab started it; Cancel payment voids the attempt so the diner can pay
 * again at once instead of waiting for the 665 s payment timeout (B§9). Nothing otherwise.
 */
export function OpenPaymentActions({ order }: OpenPaymentActionsProps) {
  const { t } = useLingui();
  const payment = useOpenPayment(order);
  const { cancel, pending } = useCancelPayment(payment);
  if (payment === null) return null;
  const { resume } = payment;
  return (
    <section className={styles.openPayment} aria-label={t`Your payment`}>
      <p className={styles.openPaymentText}>
        {resume === null
          ? t`Your payment has not gone through yet. If you left the payment page, cancel this payment to choose again; your cart is kept.`
          : t`Your payment has not gone through yet. If you left the payment page, return to it, or cancel this payment to choose again; your cart is kept.`}
      </p>
      {resume !== null && (
        <Button
          fullWidth
          disabled={pending}
          onClick={() => {
            goToProvider(resume);
          }}
        >
          {t`Return to payment`}
        </Button>
      )}
      <Button fullWidth tone="secondary" loading={pending} onClick={cancel}>
        {t`Cancel payment`}
      </Button>
    </section>
  );
}
