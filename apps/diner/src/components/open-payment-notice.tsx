import { useLingui } from '@lingui/react/macro';
import type { OpenPayment } from '@tabula/api-client';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { useCancelOpenPayment } from '@/lib/payment-attempt/use-cancel-open-payment';
import { useOwnOpenPayment } from '@/lib/payment-attempt/use-own-open-payment';
import { OpenPaymentPanel } from './open-payment-panel';

/** Props of {@link OpenPaymentNotice}. */
export interface OpenPaymentNoticeProps {
  /** The order this screen pays: the open tab's or the scan-and-pay bill's; null for none. */
  orderId: number | null;
  /** This screen's own payment is under way (its card form, its wallet): nothing to offer yet. */
  paying?: boolean;
}

/**
 * The diner's own payment still open on a table's order (issue 30), on every screen that pays
 * one: the scan-and-pay bill and its split screens, and the table checkouts. It says what is open
 * and for how much, with the panel's Return to payment and Cancel payment; cancelling frees the
 * share or part for the diner and the table at once, and the screen stays. Paying again on the
 * checkout replaces it (the pay hooks name it, `replaces_payment`). Nothing shows when no payment
 * is open.
 */
export function OpenPaymentNotice({ orderId, paying = false }: OpenPaymentNoticeProps) {
  const { t } = useLingui();
  const open = useOwnOpenPayment(orderId);
  const { cancel, pending } = useCancelOpenPayment();
  const formatMoney = useFormatMoney();
  if (open === null || paying) return null;
  const { payment, resume } = open;
  const amount = formatMoney(payment.amount);
  return (
    <OpenPaymentPanel
      label={t`Your open payment`}
      resume={resume}
      pending={pending}
      onCancel={() => {
        cancel(payment);
      }}
      text={
        <>
          <OpenPaymentText payment={payment} amount={amount} />{' '}
          {resume === null
            ? t`If you left the payment page, cancel this payment to choose again. Paying again also replaces it.`
            : t`If you left the payment page, return to it, or cancel this payment to choose again.`}
        </>
      }
    />
  );
}

/** What the open payment pays, in one sentence. */
function OpenPaymentText({ payment, amount }: { payment: OpenPayment; amount: string }) {
  const { t } = useLingui();
  const split = payment.split_id ?? 0;
  switch (payment.payable) {
    case 'split':
      return <>{t`Your payment of ${amount} for split ${split} has not gone through yet.`}</>;
    case 'items':
      return <>{t`Your payment of ${amount} for your items has not gone through yet.`}</>;
    case 'bill':
      return (
        <>{t`Your payment of ${amount} for everything left on the bill has not gone through yet.`}</>
      );
    case 'tab':
      return <>{t`Your payment of ${amount} for your table's order has not gone through yet.`}</>;
    case 'order':
      return <>{t`Your payment of ${amount} has not gone through yet.`}</>;
  }
}
