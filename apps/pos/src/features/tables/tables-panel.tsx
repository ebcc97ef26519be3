import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PosOutlet } from '@tabula/api-client';
import { posTablesQueryOptions } from '@tabula/api-client/query';
import { Button } from '@tabula/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { api } from '../../app/api';
import { muted, panel, row } from '../../lib/layout.css';
import { useFailure } from '../../lib/use-failure';
import { TableCard } from './table-card';
import { hasWaitingCall, sortTables } from './waiting-call';

/**
 * How often the tables refresh by themselves. A table's live events (useLiveOrders: a waiter call
 * or its cancellation, a join request, an approval, an order, a payment) refetch the list at once;
 * the poll moves the waiter calls' states on (requested, waiting, timeout) and covers a staff
 * channel that is down. A call lasts 70 s (B§4), so 5 s shows each state well within it.
 */
const REFRESH_MS = 5_000;

/** The outlet's tables, those calling a waiter first, each with its tab, members and call. */
// spec: B§4 Waiter call, Table join; B§6 POS staff.
export function TablesPanel({ outlet }: { outlet: PosOutlet }) {
  const { t } = useLingui();
  const failed = useFailure();
  const titleId = useId();
  const tables = useQuery({
    ...posTablesQueryOptions(api, { params: { id: outlet.id } }),
    refetchInterval: REFRESH_MS,
  });
  useEffect(() => {
    if (tables.error) failed(tables.error);
  }, [tables.error, failed]);

  const list = sortTables(tables.data?.tables ?? []);
  const calling = list.filter(hasWaitingCall).length;
  // In the server's order (by table id), whichever of them calls a waiter.
  // A scan-and-pay table with a bill is not free, though it has no tab.
  const freeTables = (tables.data?.tables ?? []).filter(
    (table) => table.state === 'free' && table.order_id === null,
  );
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Tables`}</h2>
      <div className={row}>
        <Button
          tone="secondary"
          size="small"
          loading={tables.isPending}
          onClick={() => {
            void tables.refetch();
          }}
        >
          {t`Refresh tables`}
        </Button>
      </div>
      <p aria-live="polite">
        {calling > 0 &&
          t({
            message: plural(calling, {
              one: '# table is calling a waiter',
              other: '# tables are calling a waiter',
            }),
          })}
      </p>
      {tables.data?.tables.length === 0 && <p className={muted}>{t`This outlet has no tables.`}</p>}
      {list.map((table) => (
        <TableCard
          key={table.id}
          table={table}
          outlet={outlet}
          freeTables={freeTables}
          tables={tables.data?.tables ?? []}
          refreshedAt={tables.dataUpdatedAt}
        />
      ))}
    </section>
  );
}
