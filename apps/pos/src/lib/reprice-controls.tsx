import { useLingui } from '@lingui/react/macro';
import { endpoints, type PosOrder } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../app/api';
import { invalidateAfter } from './invalidate-after';
import { control, field, row } from './layout.css';
import { useStatusNote } from './status-note';
import { useFailure } from './use-failure';

type DiscountKind = 'coupon_code' | 'percent' | 'amount';

/**
 * A discount (a coupon code, a percentage or an amount off) and, for a signed-in diner, loyalty
 * points, applied from the POS to an unpaid order. The server reprices and answers the new total;
 * the POS does no arithmetic. The orders list and a table's tab both offer them (on a tab, a
 * discount stops members who have not paid from adding items, B§8).
 *
 * @param label - what the controls apply to, for the labels ("order A-0417", "table T2")
 */
// spec: A§6 POS staff (apply discounts); B§6 POS staff (discounts).
export function RepriceControls({ order, label }: { order: PosOrder; label?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const [kind, setKind] = useState<DiscountKind>('coupon_code');
  const [value, setValue] = useState('');
  const [points, setPoints] = useState('');
  const number = order.order_number;
  const params = { id: order.id };
  const of = label ?? '';

  const discount = useMutation({
    mutationFn: () =>
      api.request(endpoints.pos.discount, { params, body: { [kind]: value.trim() } }),
    onSuccess: async () => {
      say(t`Order ${number}: discount applied`);
      setValue('');
      await invalidateAfter(queryClient, endpoints.pos.discount);
    },
    onError: failed,
  });
  const loyalty = useMutation({
    mutationFn: () =>
      api.request(endpoints.pos.loyalty, { params, body: { points: points.trim() } }),
    onSuccess: async () => {
      say(t`Order ${number}: loyalty applied`);
      setPoints('');
      await invalidateAfter(queryClient, endpoints.pos.loyalty);
    },
    onError: failed,
  });

  if (!order.can_reprice) return null;
  return (
    <>
      <div className={row}>
        <label className={field}>
          {t`Discount`}
          <select
            className={control}
            aria-label={label === undefined ? t`Discount kind` : t`Discount kind for ${of}`}
            value={kind}
            onChange={(event) => {
              const next = event.target.value;
              setKind(next === 'percent' || next === 'amount' ? next : 'coupon_code');
            }}
          >
            <option value="coupon_code">{t`Coupon code`}</option>
            <option value="percent">{t`Percent off`}</option>
            <option value="amount">{t`Amount off`}</option>
          </select>
        </label>
        <label className={field}>
          {t`Value`}
          <input
            className={control}
            inputMode={kind === 'coupon_code' ? 'text' : 'decimal'}
            aria-label={label === undefined ? t`Discount value` : t`Discount value for ${of}`}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
            }}
          />
        </label>
        <Button
          size="small"
          tone="secondary"
          loading={discount.isPending}
          aria-label={label === undefined ? undefined : t`Apply discount to ${of}`}
          onClick={() => {
            discount.mutate();
          }}
        >
          {t`Apply discount`}
        </Button>
      </div>
      {order.customer_id !== null && (
        <div className={row}>
          <label className={field}>
            {t`Loyalty points`}
            <input
              className={control}
              inputMode="decimal"
              aria-label={label === undefined ? undefined : t`Loyalty points for ${of}`}
              value={points}
              onChange={(event) => {
                setPoints(event.target.value);
              }}
            />
          </label>
          <Button
            size="small"
            tone="secondary"
            loading={loyalty.isPending}
            aria-label={label === undefined ? undefined : t`Redeem loyalty on ${of}`}
            onClick={() => {
              loyalty.mutate();
            }}
          >
            {t`Redeem loyalty`}
          </Button>
        </div>
      )}
    </>
  );
}
