import { Trans } from '@lingui/react/macro';
import { CommonTermsSections, TermsSection } from './terms-sections';
import * as styles from './terms.css';

/** The terms of service for a company outside Singapore (A§2: one text for other countries). */
export function TermsOther({ company }: { company: string }) {
  return (
    <div className={styles.terms}>
      <CommonTermsSections company={company} />
      <TermsSection title={<Trans>8. Your personal data</Trans>}>
        <Trans>
          We handle your personal data under the data protection laws of the country where the
          restaurant operates. We use your details only to process your orders and to run the
          services you choose to use.
        </Trans>
      </TermsSection>
      <TermsSection title={<Trans>9. Governing law</Trans>}>
        <Trans>
          These terms are governed by the laws of the country where the restaurant operates, and its
          courts have jurisdiction over any dispute about them.
        </Trans>
      </TermsSection>
      <TermsSection title={<Trans>10. Questions</Trans>}>
        <Trans>
          For a question about an order, ask a member of staff or contact the restaurant.
        </Trans>
      </TermsSection>
    </div>
  );
}
