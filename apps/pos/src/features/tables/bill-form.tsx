import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  isApiError,
  MAX_BILL_COVERS,
  MAX_TAB_LINE_COUNT,
  type PosStockItem,
  type PosTable,
} from '@tabula/api-client';
import { posOrderQueryOptions, posStockQueryOptions } from '@tabula/api-client/query';
import { Button } from '@tabula/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, disclosure, field, muted, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import * as styles from './table-card.css';

/** A whole number from 1 to `max` typed in a field, or null. */
function wholeNumber(text: string, max: number): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}

/** The menu's orderable items: every item not sold out, a grouped item's picks in its stead. */
function orderable(items: readonly PosStockItem[]): PosStockItem[] {
  return items.flatMap((item) =>
    item.items.length > 0 ? orderable(item.items) : item.sold_out ? [] : [item],
  );
}

/**
 * Staff open a scan-and-pay table's bill, or add to it (pos.openTableBill): a count for each item
 * of the outlet's menu that is not sold out (the stock list the POS already loads), and the
 * covers. Folded until opened, so the menu is fetched only then. The POS picks no modifiers: an
 * item that needs a choice of options is refused by the server, in its own words.
 */
// spec: B§1 scan-and-pay (the bill comes from the POS); B§6 POS staff (billing, order updates).
export function BillForm({ table, outletId }: { table: PosTable; outletId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const [open, setOpen] = useState(false);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [covers, setCovers] = useState(String(table.covers ?? 2));
  const stock = useQuery({
    ...posStockQueryOptions(api, { params: { id: outletId } }),
    enabled: open,
  });
  useEffect(() => {
    if (stock.error) failed(stock.error);
  }, [stock.error, failed]);

  const number = table.number;
  const adding = table.order_id !== null;
  const menu = (stock.data?.categories ?? []).map((category) => ({
    ...category,
    items: orderable(category.items),
  }));
  const entries = Object.entries(counts).flatMap(([id, text]) => {
    const count = text.trim() === '' ? null : wholeNumber(text, MAX_TAB_LINE_COUNT);
    return count === null ? [] : [{ item_id: Number(id), count }];
  });
  const badCount = Object.values(counts).some(
    (text) => text.trim() !== '' && wholeNumber(text, MAX_TAB_LINE_COUNT) === null,
  );
  const seated = wholeNumber(covers, MAX_BILL_COVERS);

  const { mutate, isPending } = useMutation({
    mutationFn: (body: { covers: number; items: { item_id: number; count: number }[] }) =>
      api.request(endpoints.pos.openTableBill, { params: { id: table.id }, body }),
    onSuccess: async (answer) => {
      say(adding ? t`Table ${number}: added to the bill` : t`Table ${number}: bill opened`);
      setCounts({});
      setOpen(false);
      queryClient.setQueryData(
        posOrderQueryOptions(api, { params: { id: answer.order.id } }).queryKey,
        { order: answer.order },
      );
      await invalidateAfter(queryClient, endpoints.pos.openTableBill);
    },
    onError: async (error) => {
      const text = refusalText(error);
      if (text === null) {
        failed(error);
        return;
      }
      say(text, 'error');
      await invalidateAfter(queryClient, endpoints.pos.openTableBill);
    },
  });

  function refusalText(error: unknown): string | null {
    if (!isApiError(error, 'http')) return null;
    switch (error.errorId) {
      case 'bill_payment_started':
        return t`Someone has started paying the bill of table ${number}: it cannot change now.`;
      case 'out_of_stock_error':
        return t`An item chosen is sold out. Check the menu and try again.`;
      case 'not_scan_and_pay_table':
        return t`Table ${number} is not a scan-and-pay table.`;
    }
    return null;
  }

  return (
    <details
      className={styles.tab}
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className={disclosure}>{adding ? t`Add to bill` : t`Open bill`}</summary>
      {open && stock.data === undefined && (
        <p className={muted}>{stock.isError ? t`The menu could not be loaded.` : t`Loading…`}</p>
      )}
      {stock.data !== undefined && (
        <form
          aria-label={
            adding ? t`Add to the bill of table ${number}` : t`Open a bill at table ${number}`
          }
          onSubmit={(event) => {
            event.preventDefault();
            if (seated === null || entries.length === 0 || badCount) return;
            mutate({ covers: seated, items: entries });
          }}
        >
          <label className={field}>
            {t`Covers`}
            <input
              className={control}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_BILL_COVERS}
              value={covers}
              aria-label={t`Covers at table ${number}`}
              onChange={(event) => {
                setCovers(event.target.value);
              }}
            />
          </label>
          {menu
            .filter((category) => category.items.length > 0)
            .map((category) => (
              <fieldset key={category.id} className={styles.members}>
                <legend>{category.name}</legend>
                {category.items.map((item) => {
                  const name = item.name;
                  return (
                    <label key={item.id} className={row}>
                      <span>{name}</span>
                      <input
                        className={control}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_TAB_LINE_COUNT}
                        value={counts[item.id] ?? ''}
                        placeholder="0"
                        aria-label={t`How many ${name} for table ${number}`}
                        onChange={(event) => {
                          const text = event.target.value;
                          setCounts((before) => ({ ...before, [item.id]: text }));
                        }}
                      />
                    </label>
                  );
                })}
              </fieldset>
            ))}
          {menu.every((category) => category.items.length === 0) && (
            <p className={muted}>{t`Every item of the menu is sold out.`}</p>
          )}
          <Button
            type="submit"
            size="small"
            loading={isPending}
            disabled={isPending || seated === null || entries.length === 0 || badCount}
          >
            {adding ? t`Add to bill` : t`Open bill`}
          </Button>
        </form>
      )}
    </details>
  );
}
