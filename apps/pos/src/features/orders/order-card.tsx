import { useLingui } from '@lingui/react/macro';
import type { PosOrder, PosOutlet } from '@tabula/api-client';
import { formatOutletPlacedAt, formatOutletTime, formatPosMoney } from '../../lib/format';
import { badge, muted } from '../../lib/layout.css';
import { OrderLines, OrderNote } from '../../lib/order-lines';
import { OrderPaymentsSlot } from '../../lib/order-payments-slot';
import { ORDER_STATUS_LABELS } from '../../lib/order-status-labels';
import { MoneyPanel } from './money-panel';
import { OrderActions } from './order-actions';
import * as styles from './order-card.css';

/**
 * One order as the kitchen and the counter read it: number, table or counter, status, payment,
 * total; every line with its modifiers and note; the order's note; when it was placed and its
 * ETA in the outlet's time zone (with the date for an order of an earlier day); then the actions, the money panel and its payments (refunds).
 */
// spec: A§6, B§6 POS staff; A§3 Cart item (modifiers, itemNote), order note (lib/order-lines).
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
  // issue 30: why an order offers no way on: its money went back.
  const moneyEnd = { refunded: t`Refunded in full`, voided: t`Payment voided` };
  const placed = formatOutletPlacedAt(order.created_at, outlet.time_zone, i18n.locale);
  const eta = order.eta === null ? null : time(order.eta);
  return (
    <article className={`order ${styles.card}`} data-order-id={order.id}>
      <h3 className={styles.heading}>
        <span>#{order.order_number}</span>
        <span className={badge}>{where}</span>
        <span className={badge}>{i18n._(ORDER_STATUS_LABELS[order.status])}</span>
        <span className={badge}>
          {order.money_end === null
            ? (payment[order.payment_status] ?? order.payment_status)
            : moneyEnd[order.money_end]}
        </span>
        <span className={styles.total}>
          {formatPosMoney(order.total_amount, outlet, i18n.locale)}
        </span>
      </h3>
      <OrderLines items={order.items} />
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
      <OrderPaymentsSlot orderId={order.id} outlet={outlet} />
    </article>
  );
}
