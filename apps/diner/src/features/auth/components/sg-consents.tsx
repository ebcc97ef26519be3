import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '@tabula/ui';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import { requestTermsAtom } from '@/lib/auth/terms-request';
import * as styles from './step.css';

/** Props of {@link SgConsents}. */
export interface SgConsentsProps {
  companyName: string;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  marketingConsent: boolean;
  onMarketingChange: (consent: boolean) => void;
  /** The terms error after Next, e.g. "Please accept the terms of service to continue". */
  termsError?: string;
}

/**
 * The two checkboxes of a Singapore company's sign-in: the terms, required, with a link that
 * opens the terms of service modal, and the marketing consent.
 */
// spec: A§5 (the terms checkbox is required at sign-in when the country is SG; the marketing
// consent checkbox appears only for SG); A§2 terms of service modal.
export function SgConsents({
  companyName,
  termsAccepted,
  onTermsChange,
  marketingConsent,
  onMarketingChange,
  termsError,
}: SgConsentsProps) {
  const { t } = useLingui();
  const requestTerms = useSetAtom(requestTermsAtom);
  const errorId = useId();
  return (
    <>
      <Checkbox
        required
        checked={termsAccepted}
        onChange={onTermsChange}
        invalid={termsError !== undefined}
        label={
          <Trans>
            I agree to the{' '}
            <button
              type="button"
              className={styles.inlineLink}
              onClick={(event) => {
                // The link sits in the checkbox's label: it opens the terms, it does not tick.
                event.preventDefault();
                requestTerms();
              }}
            >
              terms of service
            </button>
          </Trans>
        }
      />
      <p id={errorId} className={styles.error} aria-live="polite">
        {termsError}
      </p>
      <Checkbox
        checked={marketingConsent}
        onChange={onMarketingChange}
        label={t`Send me news and offers from ${companyName}`}
      />
    </>
  );
}
