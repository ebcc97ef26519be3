import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './terms.css';

/** One numbered section of the terms: a heading and its text. */
export function TermsSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h3 className={styles.heading}>{title}</h3>
      <p className={styles.paragraph}>{children}</p>
    </section>
  );
}

/** The sections both texts share: who we are, age, orders, payments, offers, account, liability. */
export function CommonTermsSections({ company }: { company: string }) {
  return (
    <>
      <TermsSection title={<Trans>1. About these terms</Trans>}>
        <Trans>
          These terms apply when you use Tabula to order and pay at {company}. Tabula provides the
          ordering service; the restaurant prepares and sells your food and drinks. By placing an
          order you accept these terms.
        </Trans>
      </TermsSection>
      {/* spec: A§1 and A§9, diners must be 18 or over */}
      <TermsSection title={<Trans>2. Who may order</Trans>}>
        <Trans>You must be 18 years of age or older to use Tabula and to place orders.</Trans>
      </TermsSection>
      <TermsSection title={<Trans>3. Orders and prices</Trans>}>
        <Trans>
          Prices are shown in the restaurant's currency and say whether taxes and charges are
          included. Your order is accepted when the restaurant confirms it. The restaurant may
          decline an order, for example when an item has sold out, and will not charge you for what
          it cannot serve.
        </Trans>
      </TermsSection>
      <TermsSection title={<Trans>4. Payments and refunds</Trans>}>
        <Trans>
          Payments are processed by the restaurant's payment providers; Tabula never stores your
          full card number. Refunds are handled by the restaurant under its own policy.
        </Trans>
      </TermsSection>
      <TermsSection title={<Trans>5. Promotions, coupons and loyalty points</Trans>}>
        <Trans>
          Promotions, coupons and loyalty points are offered by the restaurant under their own
          conditions. They cannot be exchanged for cash and may end at any time.
        </Trans>
      </TermsSection>
      <TermsSection title={<Trans>6. Your account</Trans>}>
        <Trans>
          Keep your phone and your one-time codes to yourself. You are responsible for the orders
          placed with your account.
        </Trans>
      </TermsSection>
      {/* spec: A§9, the liability cap equals the fees paid in the preceding 3 months */}
      <TermsSection title={<Trans>7. Our liability</Trans>}>
        <Trans>
          Nothing in these terms limits a liability that the law does not allow us to limit.
          Otherwise, our total liability to you for any claim is limited to the fees you paid
          through Tabula in the 3 months before the claim arose.
        </Trans>
      </TermsSection>
    </>
  );
}
