import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@tabula/ui';
import * as styles from './payment-processing-screen.css';

/** A payment still in progress (B§4 Payment: in_progress, "waiting message"): keep waiting. */
export function PaymentWaiting() {
  const { t } = useLingui();
  return (
    <section className={styles.waiting} aria-busy="true">
      <Spinner size="large" label={t`Checking your payment`} />
      <h1 className={styles.waitingTitle}>
        <Trans>Confirming your payment</Trans>
      </h1>
      <p className={styles.waitingMessage}>
        <Trans>This can take a moment. Please keep this page open.</Trans>
      </p>
    </section>
  );
}
