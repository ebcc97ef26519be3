import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosStockItem } from '@tabula/api-client';
import { posStockQueryOptions } from '@tabula/api-client/query';
import { Button } from '@tabula/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { muted, panel, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import * as styles from './stock-panel.css';

/** The outlet's menu with a sold-out switch on every item and every pick of a grouped item. */
// spec: A§7 out_of_stock_items (the diner's menu hides or disables sold-out items); B§6 POS staff.
export function StockPanel({ outletId }: { outletId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const stock = useQuery(posStockQueryOptions(api, { params: { id: outletId } }));
  useEffect(() => {
    if (stock.error) failed(stock.error);
  }, [stock.error, failed]);

  const toggle = useMutation({
    mutationFn: (item: PosStockItem) =>
      api.request(endpoints.pos.setStock, {
        params: { id: outletId },
        body: { item_id: item.id, sold_out: !item.sold_out },
      }),
    onSuccess: async (_answer, item) => {
      const name = item.name;
      say(item.sold_out ? t`${name} is available again` : t`${name} is sold out`);
      await invalidateAfter(queryClient, endpoints.pos.setStock);
    },
    onError: failed,
  });

  const itemRow = (item: PosStockItem, pick: boolean) => (
    <div key={item.id} className={pick ? `${row} ${styles.pick}` : row}>
      <span className={item.sold_out ? muted : undefined}>{item.name}</span>
      <Button
        size="small"
        tone={item.sold_out ? 'primary' : 'secondary'}
        aria-pressed={item.sold_out}
        disabled={toggle.isPending}
        onClick={() => {
          toggle.mutate(item);
        }}
      >
        {item.sold_out ? t`Sold out: make available` : t`Mark sold out`}
      </Button>
    </div>
  );

  return (
    <section className={panel} aria-label={t`Menu stock`}>
      <h2>{t`Menu stock`}</h2>
      {stock.data?.categories
        .filter((category) => category.items.length > 0)
        .map((category) => (
          <div key={category.id}>
            <h3>{category.name}</h3>
            {category.items.map((item) => [
              itemRow(item, false),
              ...item.items.map((pick) => itemRow(pick, true)),
            ])}
          </div>
        ))}
    </section>
  );
}
