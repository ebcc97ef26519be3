import { useLingui } from '@lingui/react/macro';
import type { PosOutlet, PosTable } from '@tabula/api-client';
import { posOrderQueryOptions } from '@tabula/api-client/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { disclosure, muted } from '../../lib/layout.css';
import { OrderNote } from '../../lib/order-lines';
import { OrderPaymentsSlot } from '../../lib/order-payments-slot';
import { RepriceControls } from '../../lib/reprice-controls';
import { useFailure } from '../../lib/use-failure';
import { OrderHeadline } from './order-headline';
import { TabLinesEditor } from './tab-lines-editor';
import * as styles from './table-card.css';

/**
 * The open tab's order, folded: opening it fetches the order (pos.order) and shows its number,
 * status and total, every line as the kitchen reads it with who ordered it and the staff's line
 * changes, the discount and loyalty controls, and its payments with their refunds. Closed,
 * nothing is fetched.
 */
// spec: B§1 dine_ot (the group's one order); B§6 POS staff (order updates, discounts).
export function TabOrder({
  table,
  orderId,
  outlet,
}: {
  table: PosTable;
  orderId: number;
  outlet: PosOutlet;
}) {
  const { t } = useLingui();
  const failed = useFailure();
  const [open, setOpen] = useState(false);
  const order = useQuery({
    ...posOrderQueryOptions(api, { params: { id: orderId } }),
    enabled: open,
  });
  useEffect(() => {
    if (order.error) failed(order.error);
  }, [order.error, failed]);

  const shown = order.data?.order;
  const number = table.number;
  const tableLabel = t`Table ${number}`;
  return (
    <details
      className={styles.tab}
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className={disclosure}>{t`Order on the tab`}</summary>
      {open && shown === undefined && (
        <p className={muted}>{order.isError ? t`The order could not be loaded.` : t`Loading…`}</p>
      )}
      {shown !== undefined && (
        <>
          <OrderHeadline order={shown} outlet={outlet} />
          <TabLinesEditor table={table} order={shown} />
          <OrderNote note={shown.note} />
          <RepriceControls order={shown} label={tableLabel} />
          <OrderPaymentsSlot orderId={shown.id} outlet={outlet} />
        </>
      )}
    </details>
  );
}
