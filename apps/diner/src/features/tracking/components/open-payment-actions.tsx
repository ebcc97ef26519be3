import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { OpenPaymentPanel } from '@/components/open-payment-panel';
import { useCancelOpenPayment } from '@/lib/payment-attempt/use-cancel-open-payment';
import { useOpenPayment } from '../hooks/use-open-payment';

// The cart is kept (B§4: it is emptied only once paid), so the diner pays again from here.
const CHECKOUT_ROUTE = '/checkout';

/** Props of {@link OpenPaymentActions}. */
export interface OpenPaymentActionsProps {
  order: Pick<Order, 'id' | 'status'>;
}

/**
 * For a walk-in order whose provider payment is still open (the diner came back from the
 * provider's page without paying): the shared open payment panel, whose Cancel payment voids the
 * attempt and cancels its order, then takes the diner back to the checkout, the cart kept, to pay
 * again at once instead of waiting for the 665 s payment timeout (B§9). Nothing otherwise.
 */
export function OpenPaymentActions({ order }: OpenPaymentActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const payment = useOpenPayment(order);
  const toCheckout = useCallback(() => {
    void navigate({ to: CHECKOUT_ROUTE });
  }, [navigate]);
  const { cancel, pending } = useCancelOpenPayment(toCheckout);
  if (payment === null) return null;
  const { resume } = payment;
  return (
    <OpenPaymentPanel
      label={t`Your payment`}
      resume={resume}
      pending={pending}
      onCancel={() => {
        cancel(payment);
      }}
      text={
        resume === null
          ? t`Your payment has not gone through yet. If you left the payment page, cancel this payment to choose again; your cart is kept.`
          : t`Your payment has not gone through yet. If you left the payment page, return to it, or cancel this payment to choose again; your cart is kept.`
      }
    />
  );
}
