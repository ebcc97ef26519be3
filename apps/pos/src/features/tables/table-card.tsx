import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PosOutlet, PosTable } from '@tabula/api-client';
import { formatOutletTime } from '../../lib/format';
import { badge, muted } from '../../lib/layout.css';
import * as styles from './table-card.css';
import { ScanAndPayBill } from './scan-and-pay-bill';
import { TabOrder } from './tab-order';
import { TableActions } from './table-actions';
import { TABLE_MODE_LABELS, TABLE_STATE_LABELS } from './table-labels';
import { WaiterCall } from './waiter-call';
import { hasWaitingCall } from './waiting-call';

/**
 * One table as staff read it: number, how its QR code runs it, its state; the open tab's covers
 * and members (who paid, who opened it), join requests waiting and the auto-approve window; the
 * waiter call with its Acknowledge button; whether staff discounted the tab (then diners who have
 * not paid add nothing more, B§8); the staff actions on an open tab (billing, in progress, move,
 * merge, payments); and the tab's order, folded, with its line changes, discount and loyalty.
 * A scan-and-pay table shows its bill instead, with the form that opens it or adds to it.
 */
// spec: B§1 qr_source; B§4 Waiter call, Table join; B§6 first customer, POS staff.
export function TableCard({
  table,
  outlet,
  freeTables,
  tables,
  refreshedAt,
}: {
  table: PosTable;
  outlet: PosOutlet;
  /** The outlet's free tables, where an open tab can move to. */
  freeTables: readonly PosTable[];
  /** All the outlet's tables, where an open tab can merge into. */
  tables: readonly PosTable[];
  /** When the tables view last fetched its tables (a scan-and-pay bill's split follows it). */
  refreshedAt: number;
}) {
  const { t, i18n } = useLingui();
  const number = table.number;
  const mode = TABLE_MODE_LABELS[table.qr_source];
  const calling = hasWaitingCall(table);
  const headingId = `table-${String(table.id)}-title`;
  const until =
    table.auto_join_until === null
      ? null
      : formatOutletTime(table.auto_join_until, outlet.time_zone, i18n.locale);
  const covers = table.covers;
  const requests = table.pending_join_requests;
  // A scan-and-pay table has no tab: its bill is opened here, by staff (issue 18).
  const scanAndPay = table.qr_source === 'scan_and_pay';
  return (
    <article
      className={`table ${styles.card[calling ? 'calling' : 'quiet']}`}
      data-table-id={table.id}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.heading}>
        <span>{t`Table ${number}`}</span>
        <span className={badge}>{mode === undefined ? table.qr_source : i18n._(mode)}</span>
        <span className={badge}>
          {scanAndPay && table.order_id !== null
            ? t`Bill open`
            : i18n._(TABLE_STATE_LABELS[table.state])}
        </span>
      </h3>
      {table.waiter_call !== null && (
        <WaiterCall table={table} call={table.waiter_call} outlet={outlet} />
      )}
      {(covers !== null || requests > 0 || until !== null) && (
        <p className={styles.line}>
          {covers !== null && (
            <span>{t({ message: plural(covers, { one: '# cover', other: '# covers' }) })}</span>
          )}
          {requests > 0 && (
            <strong>
              {t({
                message: plural(requests, {
                  one: '# join request waiting',
                  other: '# join requests waiting',
                }),
              })}
            </strong>
          )}
          {until !== null && table.auto_join_until !== null && (
            <time dateTime={table.auto_join_until}>{t`Auto-approve until ${until}`}</time>
          )}
        </p>
      )}
      {table.members.length > 0 && (
        <ul className={styles.members} aria-label={t`Members of table ${number}`}>
          {table.members.map((member) => (
            <li key={member.user_id} className={styles.member}>
              <span>{member.name ?? t`Guest`}</span>
              {member.user_id === table.first_customer_id && (
                <span className={badge}>{t`Opened the tab`}</span>
              )}
              {member.paid && <span className={badge}>{t`Paid`}</span>}
            </li>
          ))}
        </ul>
      )}
      {table.pos_discount_applied && (
        <p className={styles.line}>
          <span className={badge}>{t`Discount applied`}</span>
          <span className={muted}>{t`Diners who have not paid cannot add items.`}</span>
        </p>
      )}
      {!scanAndPay && table.state === 'free' && table.order_id === null && (
        <p className={muted}>{t`No open tab.`}</p>
      )}
      <TableActions table={table} freeTables={freeTables} tables={tables} />
      {scanAndPay && <ScanAndPayBill table={table} outlet={outlet} refreshedAt={refreshedAt} />}
      {!scanAndPay && table.order_id !== null && (
        <TabOrder table={table} orderId={table.order_id} outlet={outlet} />
      )}
    </article>
  );
}
