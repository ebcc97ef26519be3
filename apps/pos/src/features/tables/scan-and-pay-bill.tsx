import { useLingui } from '@lingui/react/macro';
import type { PosOutlet, PosTable } from '@tabula/api-client';
import { posOrderQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { muted } from '../../lib/layout.css';
import { OrderLines } from '../../lib/order-lines';
import { OrderPaymentsSlot } from '../../lib/order-payments-slot';
import { useFailure } from '../../lib/use-failure';
import { BillForm } from './bill-form';
import { BillSplit } from './bill-split';
import { OrderHeadline } from './order-headline';
import * as styles from './table-card.css';

/**
 * A scan-and-pay table's bill as staff read it: its number, status and total, and every line as
 * the kitchen reads it (pos.order); its split, with the staff's split and counter payment controls;
 * its payments with their refunds; then the form that opens the bill, or adds to it. The diners split and pay it from their phones.
 */
// spec: B§1 scan-and-pay (the bill comes from the POS, the diners split it); B§2 Order summary.
export function ScanAndPayBill({
  table,
  outlet,
  refreshedAt,
}: {
  table: PosTable;
  outlet: PosOutlet;
  /** When the tables view last fetched its tables: the split is fetched again then. */
  refreshedAt: number;
}) {
  const { t } = useLingui();
  const failed = useFailure();
  const orderId = table.order_id;
  const order = useQuery({
    ...posOrderQueryOptions(api, { params: { id: orderId ?? 0 } }),
    enabled: orderId !== null,
  });
  useEffect(() => {
    if (order.error) failed(order.error);
  }, [order.error, failed]);

  const number = table.number;
  const shown = orderId === null ? undefined : order.data?.order;
  return (
    <section className={styles.tab} aria-label={t`Bill of table ${number}`}>
      {orderId === null && <p className={muted}>{t`No bill yet.`}</p>}
      {orderId !== null && shown === undefined && (
        <p className={muted}>{order.isError ? t`The bill could not be loaded.` : t`Loading…`}</p>
      )}
      {shown !== undefined && (
        <>
          <OrderHeadline order={shown} outlet={outlet} />
          <OrderLines items={shown.items} />
        </>
      )}
      {orderId !== null && <BillSplit table={table} outlet={outlet} refreshedAt={refreshedAt} />}
      {orderId !== null && <OrderPaymentsSlot orderId={orderId} outlet={outlet} />}
      <BillForm table={table} outletId={outlet.id} />
    </section>
  );
}
