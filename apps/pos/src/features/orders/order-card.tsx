import { useLingui } from '@lingui/react/macro';
import type { PosOrder, PosOutlet } from '@tabula/api-client';
import { formatOutletTime, formatPosMoney } from '../../lib/format';
import { badge, muted } from '../../lib/layout.css';
import { ORDER_STATUS_LABELS } from '../../lib/order-status-labels';
import { MoneyPanel } from './money-panel';
import { OrderActions } from './order-actions';
import * as styles from './order-card.css';

/**
 * One order as the kitchen and the counter read it: number, table or counter, status, payment,
 * total; every line with its modifiers and note; the order's note; when it was placed and its
 * ETA in the outlet's time zone; then the actions and the money panel.
 */
// spec: A§6, B§6 POS staff; A§3 Cart item (modifiers, itemNote), order note.
export function OrderCard({ order, outlet }: { order: PosOrder; outlet: PosOutlet }) {
  const { t, i18n } = useLingui();
  const time = (iso: string) => formatOutletTime(iso, outlet.time_zone, i18n.locale);
  const table = order.table_number;
  const where = table === null ? t`Counter` : t`Table ${table}`;
  const payment: Record<string, string> = {
    unpaid: t`Unpaid`,
    pending: t`Payment pending`,
    paid: t`Paid`,
    declined: t`Payment declined`,
  };
  const placed = time(order.created_at);
  const eta = order.eta === null ? null : time(order.eta);
  return (
    <article className={`order ${styles.card}`} data-order-id={order.id}>
      <h3 className={styles.heading}>
        <span>#{order.order_number}</span>
        <span className={badge}>{where}</span>
        <span className={badge}>{i18n._(ORDER_STATUS_LABELS[order.status])}</span>
        <span className={badge}>{payment[order.payment_status] ?? order.payment_status}</span>
        <span className={styles.total}>
          {formatPosMoney(order.total_amount, outlet, i18n.locale)}
        </span>
      </h3>
      {order.items.length === 0 ? (
        <p className={muted}>{t`(no items)`}</p>
      ) : (
        <ul className={styles.lines} aria-label={t`Items`}>
          {order.items.map((line, index) => (
            <li key={index}>
              <strong>
                {line.count} × {line.name}
              </strong>
              {line.modifiers.length > 0 && (
                <ul className={styles.modifiers}>
                  {line.modifiers.map((modifier, at) => (
                    <li key={at}>
                      {modifier.count > 1 ? `${String(modifier.count)} × ` : ''}
                      {modifier.name}
                      <span className={muted}> ({modifier.group})</span>
                    </li>
                  ))}
                </ul>
              )}
              <LineNote note={line.note} />
            </li>
          ))}
        </ul>
      )}
      <OrderNote note={order.note} />
      <p className={muted}>
        <time dateTime={order.created_at}>{t`Placed ${placed}`}</time>
        {eta !== null && order.eta !== null && (
          <>
            {' · '}
            <time dateTime={order.eta}>{t`ETA ${eta}`}</time>
          </>
        )}
      </p>
      <OrderActions order={order} />
      <MoneyPanel order={order} outlet={outlet} />
    </article>
  );
}

/** The diner's note for the kitchen on one line. */
function LineNote({ note }: { note: string | null }) {
  const { t } = useLingui();
  if (note === null) return null;
  return <p className={styles.kitchenNote}>{t`Note: ${note}`}</p>;
}

/** The diner's note on the whole order. */
function OrderNote({ note }: { note: string | null }) {
  const { t } = useLingui();
  if (note === null) return null;
  return <p className={styles.kitchenNote}>{t`Order note: ${note}`}</p>;
}
