import { useLingui } from '@lingui/react/macro';
import type { PosOrder, PosOutlet } from '@tabula/api-client';
import { formatPosMoney } from '../../lib/format';
import { badge } from '../../lib/layout.css';
import { ORDER_STATUS_LABELS } from '../../lib/order-status-labels';
import * as styles from './table-card.css';

/** A table's order in one line: its number, its status and its total. */
// spec: B§2 Order summary (table bill); A§4 / B§4 Order status.
export function OrderHeadline({ order, outlet }: { order: PosOrder; outlet: PosOutlet }) {
  const { i18n } = useLingui();
  return (
    <p className={styles.line}>
      <span>#{order.order_number}</span>
      <span className={badge}>{i18n._(ORDER_STATUS_LABELS[order.status])}</span>
      <span className={styles.total}>
        {formatPosMoney(order.total_amount, outlet, i18n.locale)}
      </span>
    </p>
  );
}
