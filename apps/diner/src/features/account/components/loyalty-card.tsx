import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatPoints } from '@/lib/i18n/format-points';
import * as styles from './loyalty-card.css';

/** Props of {@link LoyaltyCard}. */
export interface LoyaltyCardProps {
  /** The diner's points balance, a decimal string (A§3 Loyalty: customer_loyalty). */
  points: string;
}

/** The past orders' loyalty card (A§2): the diner's points balance. */
export function LoyaltyCard({ points }: LoyaltyCardProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  return (
    <section className={styles.card} aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>{t`Your loyalty points`}</p>
      <p className={styles.points}>{formatPoints(points, i18n.locale)}</p>
    </section>
  );
}
