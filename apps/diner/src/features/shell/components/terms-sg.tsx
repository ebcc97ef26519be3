import { Trans } from '@lingui/react/macro';
import { CommonTermsSections, TermsSection } from './terms-sections';
import * as styles from './terms.css';

/** The terms of service for a company in Singapore (A§2, A§9: SG has its own text). */
export function TermsSg({ company }: { company: string }) {
  return (
    <div className={styles.terms}>
      <p className={styles.intro}>
        <Trans>Terms of service for diners in Singapore.</Trans>
      </p>
      <CommonTermsSections company={company} />
      <TermsSection title={<Trans>8. Your personal data</Trans>}>
        <Trans>
          We handle your personal data in line with Singapore's Personal Data Protection Act 2012
          (PDPA). We use your details to process your orders and, only if you agree, to send you
          news and offers. You can withdraw that consent at any time in your profile.
        </Trans>
      </TermsSection>
      <TermsSection title={<Trans>9. Governing law</Trans>}>
        <Trans>
          These terms are governed by the laws of Singapore, and the courts of Singapore have
          exclusive jurisdiction over any dispute about them.
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
