import { useLingui } from '@lingui/react/macro';
import {
  endpoints,
  isApiError,
  MAX_ETA_MINUTES,
  type PosAction,
  type PosOrder,
} from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../app/api';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, field, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/** The minutes an ETA starts at (our choice, as the console always offered). */
const DEFAULT_ETA_MINUTES = '15';

/** The status actions an order allows now (the server says which), each one button. */
// spec: A§4 / B§4 Order status; A§6, B§6 POS staff (order updates).
export function OrderActions({ order }: { order: PosOrder }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const [eta, setEta] = useState(DEFAULT_ETA_MINUTES);
  const etaId = useId();
  const number = order.order_number;

  const labels: Record<PosAction, string> = {
    confirm: t`Confirm`,
    ready: t`Ready`,
    deliver: t`Delivered`,
    reject: t`Reject`,
    cancel: t`Cancel`,
  };
  const done: Record<PosAction, string> = {
    confirm: t`Order ${number} confirmed`,
    ready: t`Order ${number} marked ready`,
    deliver: t`Order ${number} delivered`,
    reject: t`Order ${number} rejected`,
    cancel: t`Order ${number} cancelled`,
  };
  // issue 30: an order whose money is gone is not moved on towards the diner.
  const moneyGone: Partial<Record<string, string>> = {
    order_refunded: t`Order ${number} was refunded in full: it cannot move on.`,
    order_voided: t`The payment of order ${number} was voided: it cannot move on.`,
  };
  const sureTo: Partial<Record<PosAction, string>> = {
    reject: t`Reject order ${number}?`,
    cancel: t`Cancel order ${number}?`,
  };

  const { mutate, isPending } = useMutation({
    mutationFn: ({ action, body }: { action: PosAction; body: { eta_minutes?: number } }) =>
      action === 'confirm'
        ? api.request(endpoints.pos.confirm, { params: { id: order.id }, body })
        : api.request(endpoints.pos[action], { params: { id: order.id }, body: {} }),
    onSuccess: async (_answer, { action }) => {
      say(done[action]);
      await invalidateAfter(queryClient, endpoints.pos[action]);
    },
    onError: async (error, { action }) => {
      const why = isApiError(error, 'http') ? moneyGone[error.errorId ?? ''] : undefined;
      if (why === undefined) {
        failed(error);
        return;
      }
      // The order's money went back meanwhile (another till): say so, and read what it allows.
      say(why, 'error');
      await invalidateAfter(queryClient, endpoints.pos[action]);
    },
  });

  const act = (action: PosAction) => {
    const question = sureTo[action];
    if (question !== undefined && !window.confirm(question)) return;
    const minutes = eta.trim();
    const body =
      action === 'confirm' && minutes !== '' && /^\d+$/.test(minutes)
        ? { eta_minutes: Math.min(Number(minutes), MAX_ETA_MINUTES) }
        : {};
    mutate({ action, body });
  };

  if (order.allowed_actions.length === 0) return null;
  return (
    <div className={row}>
      {order.allowed_actions.includes('confirm') && (
        <label className={field} htmlFor={etaId}>
          {t`ETA (minutes)`}
          <input
            id={etaId}
            className={control}
            type="number"
            min={0}
            max={MAX_ETA_MINUTES}
            step={1}
            value={eta}
            onChange={(event) => {
              setEta(event.target.value);
            }}
          />
        </label>
      )}
      {order.allowed_actions.map((action) => (
        <Button
          key={action}
          tone={action === 'reject' || action === 'cancel' ? 'critical' : 'primary'}
          size="small"
          disabled={isPending}
          onClick={() => {
            act(action);
          }}
        >
          {labels[action]}
        </Button>
      ))}
    </div>
  );
}
