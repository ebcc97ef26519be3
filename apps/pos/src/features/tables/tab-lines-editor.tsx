import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  isApiError,
  MAX_TAB_LINE_COUNT,
  type PosOrder,
  type PosTable,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { badge, muted } from '../../lib/layout.css';
import * as lineStyles from '../../lib/order-lines.css';
import { LineDetails } from '../../lib/order-lines';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { useMemberNames } from './member-names';
import * as styles from './table-card.css';

type Line = PosOrder['items'][number];

/** One change staff make: a line's new count, 0 to remove it. */
interface LineChange {
  line: Line;
  count: number;
}

/**
 * The tab's lines as the kitchen reads them, each with who ordered it and, while the order can
 * still change, buttons for one less, one more and Remove. Staff may change lines the kitchen
 * already has; a line of a member who has paid cannot change (the server says so too, 409
 * line_paid). Every change names the order's version, so a member's update that landed first
 * is never overwritten: staff are told and see the tab as it is now.
 */
// spec: B§6 POS staff (order updates); B§7 order_updated by pos; B§8 order updated from POS.
export function TabLinesEditor({ table, order }: { table: PosTable; order: PosOrder }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const nameOf = useMemberNames(table.members);
  const number = table.number;

  const { mutate, isPending } = useMutation({
    mutationFn: ({ line, count }: LineChange) =>
      api.request(endpoints.pos.editTableOrder, {
        params: { id: table.id },
        body: { version: order.version, changes: [{ line_id: line.line_id, count }] },
      }),
    onSuccess: async (_, { line, count }) => {
      const name = line.name;
      say(
        count === 0 ? t`${name} removed from table ${number}` : t`Table ${number}: order updated`,
      );
      await invalidateAfter(queryClient, endpoints.pos.editTableOrder);
    },
    onError: async (error, { line }) => {
      const text = refusalText(error, line);
      if (text === null) {
        failed(error);
        return;
      }
      say(text, 'error');
      await invalidateAfter(queryClient, endpoints.pos.editTableOrder);
    },
  });

  function refusalText(error: unknown, line: Line): string | null {
    if (!isApiError(error, 'http')) return null;
    const name = line.name;
    switch (error.errorId) {
      case 'order_version_conflict':
        return t`The tab of table ${number} changed meanwhile. It shows as it is now: try again.`;
      case 'line_paid':
        return t`${name} is paid for and cannot change.`;
      case 'tab_would_be_empty':
        return t`A tab keeps at least one line. Cancel the order instead.`;
      case 'line_not_found':
        return t`${name} is no longer on the tab of table ${number}.`;
      case 'no_open_tab':
        return t`Table ${number} has no open tab any more.`;
      case 'order_not_open':
        return t`The order of table ${number} cannot change now.`;
    }
    return null;
  }

  const ownerOf = (line: Line) =>
    table.members.find((member) => member.user_id === line.customer_id) ?? null;

  if (order.items.length === 0) return <p className={muted}>{t`(no items)`}</p>;
  return (
    <ul className={lineStyles.lines} aria-label={t`Items on the tab of table ${number}`}>
      {order.items.map((line) => {
        const owner = ownerOf(line);
        const ownerName = owner === null ? null : nameOf(owner);
        const editable = order.can_reprice && owner?.paid !== true;
        const name = line.name;
        const count = line.count;
        return (
          <li key={line.line_id}>
            <span className={styles.line}>
              <strong>
                {count} × {name}
              </strong>
              {ownerName !== null && <span className={muted}>{ownerName}</span>}
              {owner?.paid === true && <span className={badge}>{t`Paid`}</span>}
            </span>
            <LineDetails line={line} />
            {editable && (
              <span className={styles.line}>
                <Button
                  size="small"
                  tone="secondary"
                  disabled={isPending || count <= 1}
                  aria-label={t`One less ${name} at table ${number}`}
                  onClick={() => {
                    mutate({ line, count: count - 1 });
                  }}
                >
                  −
                </Button>
                <Button
                  size="small"
                  tone="secondary"
                  disabled={isPending || count >= MAX_TAB_LINE_COUNT}
                  aria-label={t`One more ${name} at table ${number}`}
                  onClick={() => {
                    mutate({ line, count: count + 1 });
                  }}
                >
                  +
                </Button>
                <Button
                  size="small"
                  tone="secondary"
                  disabled={isPending}
                  aria-label={t`Remove ${name} from table ${number}`}
                  onClick={() => {
                    if (
                      !window.confirm(t`Remove ${count} × ${name} from the tab of table ${number}?`)
                    )
                      return;
                    mutate({ line, count: 0 });
                  }}
                >
                  {t`Remove`}
                </Button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
