import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosOrder, type PosOutlet } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { formatPosMoney } from '../../lib/format';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, disclosure, field, row } from '../../lib/layout.css';
import { RepriceControls } from '../../lib/reprice-controls';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';

/**
 * Payment, discount and loyalty for an unpaid order: record a cash or card payment of the
 * order's whole total (the amount is the server's, sent back as it is), and the discount and
 * loyalty controls a table's tab shares (lib/reprice-controls). The POS does no arithmetic: the
 * server reprices and answers the new total.
 */
// spec: A§6 POS staff (apply discounts, initiate payment); B§6 POS staff (payments, discounts).
export function MoneyPanel({ order, outlet }: { order: PosOrder; outlet: PosOutlet }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const [open, setOpen] = useState(false);
  const [paidBy, setPaidBy] = useState<'cash' | 'card'>('cash');
  const number = order.order_number;
  const params = { id: order.id };

  const pay = useMutation({
    mutationFn: () =>
      api.request(endpoints.pos.recordPayment, {
        params,
        body: { payment_type: paidBy, amount: order.total_amount },
      }),
    onSuccess: async () => {
      say(t`Order ${number}: payment recorded`);
      await invalidateAfter(queryClient, endpoints.pos.recordPayment);
    },
    onError: failed,
  });
  if (!order.can_record_payment && !order.can_reprice) return null;
  const total = formatPosMoney(order.total_amount, outlet, i18n.locale);
  return (
    <details
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className={disclosure}>{t`Payment, discount, loyalty`}</summary>
      {order.can_record_payment && (
        <div className={row}>
          <label className={field}>
            {t`Paid by`}
            <select
              className={control}
              aria-label={t`Payment type`}
              value={paidBy}
              onChange={(event) => {
                setPaidBy(event.target.value === 'card' ? 'card' : 'cash');
              }}
            >
              <option value="cash">{t`Cash`}</option>
              <option value="card">{t`Card (terminal)`}</option>
            </select>
          </label>
          <Button
            size="small"
            loading={pay.isPending}
            onClick={() => {
              pay.mutate();
            }}
          >
            {t`Record payment of ${total}`}
          </Button>
        </div>
      )}
      <RepriceControls order={order} />
    </details>
  );
}
