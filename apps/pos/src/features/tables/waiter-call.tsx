import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, type PosOutlet, type PosTable } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { formatOutletTime } from '../../lib/format';
import { invalidateAfter } from '../../lib/invalidate-after';
import { row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { WAITER_CALL_LABELS } from './table-labels';
import * as styles from './table-card.css';
import { formatTimeAgo } from './time-ago';
import { useNow } from './use-now';

/** How often "how long ago" moves on: a call lasts 70 s, so by the second. */
const TICK_MS = 1_000;

/**
 * A table's waiter call: where it stands, when it was made (outlet time) and how long ago, and
 * the Acknowledge button, which tells the diners at the table (waiter_acknowledged).
 */
// spec: B§4 Waiter call (waiter_acknowledged, accepted from requested, waiting or timeout).
export function WaiterCall({
  table,
  call,
  outlet,
}: {
  table: PosTable;
  call: NonNullable<PosTable['waiter_call']>;
  outlet: PosOutlet;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const now = useNow(TICK_MS);
  const number = table.number;

  const acknowledge = useMutation({
    mutationFn: () =>
      api.request(endpoints.pos.acknowledgeWaiterCall, { params: { id: table.id }, body: {} }),
    onSuccess: async () => {
      say(t`Table ${number}: waiter call acknowledged`);
      await invalidateAfter(queryClient, endpoints.pos.acknowledgeWaiterCall);
    },
    onError: async (error) => {
      // The call was answered from another tablet, cancelled by the diner, or ran out (70 s)
      // between the last refresh and the click: not a failure staff must act on.
      if (isApiError(error, 'http') && error.status === 409) {
        say(t`Table ${number}: this call is no longer waiting`, 'error');
        await invalidateAfter(queryClient, endpoints.pos.acknowledgeWaiterCall);
        return;
      }
      failed(error);
    },
  });

  const time = formatOutletTime(call.requested_at, outlet.time_zone, i18n.locale);
  const ago = formatTimeAgo(call.requested_at, now, i18n.locale);
  const open = call.status !== 'ack';
  return (
    <div className={`${row} ${styles.call}`}>
      <strong className={styles.callStatus}>{i18n._(WAITER_CALL_LABELS[call.status])}</strong>
      <time dateTime={call.requested_at}>{t`called at ${time}, ${ago}`}</time>
      {open && (
        <Button
          size="small"
          tone="primary"
          aria-label={t`Acknowledge the waiter call of table ${number}`}
          loading={acknowledge.isPending}
          onClick={() => {
            acknowledge.mutate();
          }}
        >
          {t`Acknowledge`}
        </Button>
      )}
    </div>
  );
}
