import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import { systemTimers, type Timers } from '../lib/timers';
import { usePaymentCompleted } from '../lib/payment-completed/use-payment-completed';

/** Props of {@link PaymentCompletedScreen}. */
export interface PaymentCompletedScreenProps {
  /** What was paid: the diner's own payment, or the table's whole bill (the last payment). */
  paid: 'own_payment' | 'table_bill';
  /** The clock to wait the 10 s with; the browser's by default. */
  timers?: Timers;
  /** Runs once the diner has left for / (an overlay closes itself). */
  onLeft?: () => void;
}

/**
 * The payment-completed full-page screen of a dine-in tab (B§2: tick, 'payment received', and
 * what was paid; B§4: it marks the payment completed, and after 10 s clears the stored order and
 * payment keys and returns to /).
 */
export function PaymentCompletedScreen({
  paid,
  timers = systemTimers,
  onLeft,
}: PaymentCompletedScreenProps) {
  const { t } = useLingui();
  const leave = usePaymentCompleted(timers, onLeft);
  return (
    <ResultPage
      tone="success"
      title={t`Payment received`}
      message={
        paid === 'table_bill'
          ? t`Your table's bill is paid. Thank you for dining with us!`
          : t`Thank you! Your payment for your table's order is complete.`
      }
      actionLabel={t`Back to menu`}
      onAction={leave}
    />
  );
}
