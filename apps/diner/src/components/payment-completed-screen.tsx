import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import { systemTimers, type Timers } from '../lib/timers';
import { usePaymentCompleted } from '../lib/payment-completed/use-payment-completed';
import type { PaidWhat } from '../lib/scan-and-pay/paid-bill-details';

/** Props of {@link PaymentCompletedScreen}. */
export interface PaymentCompletedScreenProps {
  /** What was paid: the diner's own payment, or the table's whole bill (the last payment). */
  paid: 'own_payment' | 'table_bill';
  /** The clock to wait the 10 s with; the browser's by default. */
  timers?: Timers;
  /** Runs once the diner has left for / (an overlay closes itself). */
  onLeft?: () => void;
  /** At a scan-and-pay table, what the payment paid: a split number or an item count (B§2). */
  what?: PaidWhat;
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
  what,
}: PaymentCompletedScreenProps) {
  const { t } = useLingui();
  const count = what?.kind === 'items' ? what.count : 0;
  // spec: B§2, the payment-completed screen says what was paid (split number or item count).
  let paidText: string | null = null;
  if (what?.kind === 'split') {
    paidText =
      what.count > 0
        ? t`You paid split ${what.number} of ${what.count}.`
        : t`You paid split ${what.number}.`;
  } else if (what?.kind === 'items') {
    paidText = t({
      message: plural(count, { one: 'You paid for # item.', other: 'You paid for # items.' }),
    });
  } else if (what?.kind === 'bill') {
    paidText = t`You paid the bill.`;
  }
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
    >
      {paidText !== null && <p role="status">{paidText}</p>}
    </ResultPage>
  );
}
