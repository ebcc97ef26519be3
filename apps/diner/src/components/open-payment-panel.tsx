import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@tabula/ui';
import { goToProvider, type ProviderRedirect } from '@/lib/payment-attempt/go-to-provider';
import * as styles from './open-payment-panel.css';

/** Props of {@link OpenPaymentPanel}. */
export interface OpenPaymentPanelProps {
  /** The region's name for screen readers. */
  label: string;
  /** What is open, and what the diner may do, in the diner's words. */
  text: ReactNode;
  /** The provider's page as the server gave it, when this tab started the payment; else null. */
  resume: ProviderRedirect | null;
  /** Cancels the payment (useCancelOpenPayment, held by the screen: it outlives this panel). */
  onCancel: () => void;
  /** The cancel is running. */
  pending: boolean;
}

/**
 * The diner's own provider payment still open (they pressed Back on the provider's page, or
 * closed it), the same panel for every payable: the text says what is open; Return to payment
 * opens the provider's page again when this tab started it (a hosted page, a card form); Cancel
 * payment voids it at once on the server (B§4 Redirect providers, B§9 instead of waiting for the
 * 665 s timeout). The screen holds the cancel: the panel goes as soon as the payment does, and
 * what follows a cancel (forgetting the attempt, moving on) must still run.
 */
export function OpenPaymentPanel({
  label,
  text,
  resume,
  onCancel,
  pending,
}: OpenPaymentPanelProps) {
  const { t } = useLingui();
  return (
    <section className={styles.panel} aria-label={label}>
      <p className={styles.text}>{text}</p>
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
      <Button fullWidth tone="secondary" loading={pending} onClick={onCancel}>
        {t`Cancel payment`}
      </Button>
    </section>
  );
}
