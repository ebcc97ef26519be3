import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, PaymentDetails } from '@tabula/api-client';
import { ResultPage } from '@tabula/ui';
import type { ReactNode } from 'react';
import { formatPoints } from '@/lib/i18n/format-points';
import { earnedPointsToShow } from '../utils/earned-loyalty';
import * as styles from './payment-processing-screen.css';

/** Props of {@link PaymentPaid}. */
export interface PaymentPaidProps {
  details: PaymentDetails;
  /** The order the payment paid, when the page answered it. */
  order: Pick<Order, 'order_number'> | null;
  /** The button leads home instead of to tracking (an open tab, B§2). */
  backHome: boolean;
  onViewOrder: () => void;
  /** What shows under the loyalty card (the guest's loyalty sign-up, B§2). */
  children?: ReactNode;
}

/**
 * A received payment (B§4 Payment: paid; B§2 the full-page result with its optional loyalty card):
 * the tick, what was paid, the points the order earned when there are any, and View Order.
 */
export function PaymentPaid({ details, order, backHome, onViewOrder, children }: PaymentPaidProps) {
  const { t, i18n } = useLingui();
  const earned = earnedPointsToShow(details.earned_loyalty);
  const orderNumber = order?.order_number;
  return (
    <ResultPage
      tone="success"
      title={t`Payment received`}
      message={
        orderNumber === undefined
          ? t`Thank you! Your payment is complete.`
          : t`Thank you! Your payment for order ${orderNumber} is complete.`
      }
      actionLabel={backHome ? t`Back to menu` : t`View order`}
      onAction={onViewOrder}
    >
      {earned !== null && (
        <div className={styles.loyaltyCard}>
          <span className={styles.loyaltyLabel}>
            <Trans>Loyalty points earned</Trans>
          </span>
          <span className={styles.loyaltyPoints}>{formatPoints(earned, i18n.locale)}</span>
        </div>
      )}
      {children}
    </ResultPage>
  );
}
