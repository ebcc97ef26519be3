import { useLingui } from '@lingui/react/macro';
import { orderStatusSchema, type OrderStatus, type PosOutlet } from '@tabula/api-client';
import { posOrdersQueryOptions } from '@tabula/api-client/query';
import { Button } from '@tabula/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { api } from '../../app/api';
import { control, field, muted, panel, row } from '../../lib/layout.css';
import { ORDER_STATUS_LABELS } from '../../lib/order-status-labels';
import { useFailure } from '../../lib/use-failure';
import { useLiveOrders } from '../../lib/use-live-orders';
import { OrderCard } from './order-card';

/** Props of {@link OrdersPanel}. */
export interface OrdersPanelProps {
  outlet: PosOutlet;
  status: OrderStatus | undefined;
  onStatusChange: (status: OrderStatus | undefined) => void;
}

/** The outlet's orders, newest first, optionally of one status, each with its actions. */
// spec: A§6, B§6 POS staff; A§4 / B§4 Order status (the filter lists every status).
export function OrdersPanel({ outlet, status, onStatusChange }: OrdersPanelProps) {
  const { t, i18n } = useLingui();
  const failed = useFailure();
  const statusId = useId();
  const live = useLiveOrders();
  const orders = useQuery({
    ...posOrdersQueryOptions(api, {
      query: { outlet_id: outlet.id, ...(status ? { status } : {}) },
    }),
    // Live events refetch the list at once (useLiveOrders), a new order's included. Only while
    // the staff channel is down does the list fall back to refreshing every 5 s.
    refetchInterval: live ? false : 5_000,
  });
  useEffect(() => {
    if (orders.error) failed(orders.error);
  }, [orders.error, failed]);

  const label = status === undefined ? '' : i18n._(ORDER_STATUS_LABELS[status]);
  return (
    <section className={panel} aria-labelledby={`${statusId}-title`}>
      <h2 id={`${statusId}-title`}>{t`Orders`}</h2>
      <div className={row}>
        <label className={field} htmlFor={statusId}>
          {t`Status`}
          <select
            id={statusId}
            className={control}
            value={status ?? ''}
            onChange={(event) => {
              const parsed = orderStatusSchema.safeParse(event.target.value);
              onStatusChange(parsed.success ? parsed.data : undefined);
            }}
          >
            <option value="">{t`All statuses`}</option>
            {orderStatusSchema.options.map((option) => (
              <option key={option} value={option}>
                {i18n._(ORDER_STATUS_LABELS[option])}
              </option>
            ))}
          </select>
        </label>
        <Button
          tone="secondary"
          size="small"
          loading={orders.isFetching}
          onClick={() => {
            void orders.refetch();
          }}
        >
          {t`Refresh`}
        </Button>
      </div>
      {!live && <p className={muted}>{t`Live updates paused: reconnecting…`}</p>}
      <div aria-live="polite">
        {orders.data?.orders.length === 0 && (
          <p className={muted}>
            {status === undefined ? t`No orders.` : t`No orders with status ${label}.`}
          </p>
        )}
        {orders.data?.orders.map((order) => (
          <OrderCard key={order.id} order={order} outlet={outlet} />
        ))}
      </div>
    </section>
  );
}
