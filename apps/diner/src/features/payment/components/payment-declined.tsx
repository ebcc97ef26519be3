import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ResultPage } from '@tabula/ui';
import { useFailureRedirect } from '../hooks/use-failure-redirect';
import { PAYMENT_FAILURE_REDIRECT_MS } from '../utils/payment-constants';
import type { Timers } from '../utils/timers';

/** Props of {@link PaymentDeclined}. */
export interface PaymentDeclinedProps {
  /** Declined by the provider, or no result within the payment page timeout (B§8). */
  reason: 'declined' | 'timed_out';
  timers: Timers;
}

const REDIRECT_SECONDS = PAYMENT_FAILURE_REDIRECT_MS / 1_000;

/**
 * A failed payment (B§4 Payment: declined; B§8: the 665 s timeout is a failure): says so, and
 * returns to the order details with ?payment_status=failed after 5 s, or at once with the button.
 */
export function PaymentDeclined({ reason, timers }: PaymentDeclinedProps) {
  const { t } = useLingui();
  const goNow = useFailureRedirect(timers);
  // One whole sentence pair per case, so translators see each message entire.
  const message =
    reason === 'timed_out'
      ? t({
          message: plural(REDIRECT_SECONDS, {
            one: 'We did not hear back about your payment in time, so it was not completed. We will take you back to your order in # second.',
            other:
              'We did not hear back about your payment in time, so it was not completed. We will take you back to your order in # seconds.',
          }),
        })
      : t({
          message: plural(REDIRECT_SECONDS, {
            one: 'Your payment was declined, so it was not completed. We will take you back to your order in # second.',
            other:
              'Your payment was declined, so it was not completed. We will take you back to your order in # seconds.',
          }),
        });
  return (
    <ResultPage
      tone="warning"
      title={t`Payment failed`}
      message={message}
      actionLabel={t`Back to my order`}
      onAction={goNow}
    />
  );
}
