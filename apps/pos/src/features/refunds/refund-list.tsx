import { useLingui } from '@lingui/react/macro';
import type { PosOutlet, PosRefund } from '@tabula/api-client';
import { formatOutletTime, formatPosMoney } from '../../lib/format';
import { badge, muted } from '../../lib/layout.css';
import { MADE_BY_LABELS, REFUND_STATUS_LABELS } from './payment-labels';
import * as styles from './refunds.css';

/**
 * Each refund asked of a payment, oldest first: the amount, what became of it (given back,
 * being given back, or failed with nothing given back), who made it, when (in the outlet's time
 * zone) and the reason staff gave. Nothing when there is none.
 */
// issue 30: the POS shows each refund, not only the totals.
export function RefundList({
  refunds,
  reference,
  outlet,
}: {
  refunds: readonly PosRefund[];
  reference: string;
  outlet: PosOutlet;
}) {
  const { t, i18n } = useLingui();
  if (refunds.length === 0) return null;
  return (
    <ul className={styles.refunds} aria-label={t`Refunds of payment ${reference}`}>
      {refunds.map((refund) => {
        const amount = formatPosMoney(refund.amount, outlet, i18n.locale);
        const at = formatOutletTime(refund.created_at, outlet.time_zone, i18n.locale);
        const who = i18n._(MADE_BY_LABELS[refund.made_by]);
        const reason = refund.reason;
        return (
          <li key={refund.id} className={styles.refund} data-refund-id={refund.id}>
            <strong className={styles.figures}>{t`Refund ${amount}`}</strong>
            <span className={badge}>{i18n._(REFUND_STATUS_LABELS[refund.status])}</span>
            <span className={muted}>{t`By ${who}`}</span>
            <time className={muted} dateTime={refund.created_at}>
              {at}
            </time>
            {reason !== null && <span>{t`Reason: ${reason}`}</span>}
          </li>
        );
      })}
    </ul>
  );
}
