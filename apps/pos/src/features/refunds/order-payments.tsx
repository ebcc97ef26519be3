import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, type PosOrderPayment, type PosOutlet } from '@tabula/api-client';
import { posOrderPaymentsQueryOptions } from '@tabula/api-client/query';
import { parseAmount } from '@tabula/engine';
import { Button } from '@tabula/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { formatOutletTime, formatPosMoney } from '../../lib/format';
import { badge, disclosure, muted, row } from '../../lib/layout.css';
import { useMayCall } from '../../lib/staff-auth';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { invalidateAfter } from '../../lib/invalidate-after';
import { PAYMENT_STATUS_LABELS, PROVIDER_LABELS } from './payment-labels';
import { RefundForm } from './refund-form';
import { RefundList } from './refund-list';
import * as styles from './refunds.css';

/**
 * An order's payments, folded: opening them reads them (pos.orderPayments) and lists each with
 * its provider, amount, status, what refunds gave back so far and each of its refunds
 * (refund-list.tsx), a Refund action for a paid
 * payment with something left to give back, and a Void action for a card payment in progress,
 * both for a manager or an owner only.
 * Nothing is read while folded.
 */
// issue 19: refunds and voids from the POS (the spec's POS, A§6 and B§6, is silent on them).
export function OrderPayments({ orderId, outlet }: { orderId: number; outlet: PosOutlet }) {
  const { t } = useLingui();
  const failed = useFailure();
  const [open, setOpen] = useState(false);
  const listed = useQuery({
    ...posOrderPaymentsQueryOptions(api, { params: { id: orderId } }),
    enabled: open,
  });
  useEffect(() => {
    if (listed.error) failed(listed.error);
  }, [listed.error, failed]);

  const payments = listed.data?.payments;
  return (
    <details
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className={disclosure}>{t`Payments and refunds`}</summary>
      {open && payments === undefined && (
        <p className={muted}>
          {listed.isError ? t`The payments could not be loaded.` : t`Loading…`}
        </p>
      )}
      {payments?.length === 0 && <p className={muted}>{t`No payments yet.`}</p>}
      {payments !== undefined && payments.length > 0 && (
        <ul className={styles.list} aria-label={t`Payments`}>
          {payments.map((payment) => (
            <PaymentItem key={payment.reference} payment={payment} outlet={outlet} />
          ))}
        </ul>
      )}
    </details>
  );
}

function PaymentItem({ payment, outlet }: { payment: PosOrderPayment; outlet: PosOutlet }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const [refunding, setRefunding] = useState(false);
  const money = (amount: string) => formatPosMoney(amount, outlet, i18n.locale);
  const reference = payment.reference;
  const provider = PROVIDER_LABELS[payment.provider];
  const providerName = provider === undefined ? payment.provider : i18n._(provider);
  const amount = money(payment.amount);
  const refunded = money(payment.refunded_amount);
  const left = money(payment.refundable_amount);
  const at = formatOutletTime(payment.created_at, outlet.time_zone, i18n.locale);
  // A member of staff sees the payments but neither gives money back nor voids (the role's list).
  const mayRefund = useMayCall(endpoints.pos.refundPayment);
  const mayVoid = useMayCall(endpoints.pos.voidPayment);
  const canRefund =
    mayRefund && payment.status === 'paid' && !parseAmount(payment.refundable_amount).isZero();

  const voiding = useMutation({
    mutationFn: () => api.request(endpoints.pos.voidPayment, { params: { reference } }),
    onSuccess: async () => {
      say(t`Payment ${reference} voided`);
      await invalidateAfter(queryClient, endpoints.pos.voidPayment);
    },
    onError: async (error) => {
      if (!isApiError(error, 'http')) {
        failed(error);
        return;
      }
      switch (error.errorId) {
        case 'payment_already_settled':
          say(
            t`Payment ${reference} was settled before the void: it can be refunded instead.`,
            'error',
          );
          break;
        case 'payment_not_voidable':
          say(t`A cash payment is settled at the counter, not voided.`, 'error');
          break;
        case 'void_failed':
          say(t`The card provider could not be reached: nothing was voided. Try again.`, 'error');
          break;
        default:
          failed(error);
          return;
      }
      await invalidateAfter(queryClient, endpoints.pos.voidPayment);
    },
  });

  return (
    <li className={styles.payment} data-payment-reference={reference}>
      <div className={row}>
        <strong>{providerName}</strong>
        <span className={badge}>{i18n._(PAYMENT_STATUS_LABELS[payment.status])}</span>
        <time className={muted} dateTime={payment.created_at}>
          {at}
        </time>
        <span className={muted}>{reference}</span>
      </div>
      <div className={styles.figures}>
        <span>{t`Amount ${amount}`}</span>
        <span>{t`Refunded ${refunded}`}</span>
        {payment.status === 'paid' && <span>{t`Refundable ${left}`}</span>}
      </div>
      <RefundList refunds={payment.refunds} reference={reference} outlet={outlet} />
      <div className={row}>
        {canRefund && !refunding && (
          <Button
            size="small"
            tone="secondary"
            onClick={() => {
              setRefunding(true);
            }}
          >
            {t`Refund`}
          </Button>
        )}
        {payment.can_void && mayVoid && (
          <Button
            size="small"
            tone="critical"
            loading={voiding.isPending}
            disabled={voiding.isPending}
            onClick={() => {
              if (!window.confirm(t`Void payment ${reference} of ${amount}?`)) return;
              voiding.mutate();
            }}
          >
            {t`Void`}
          </Button>
        )}
      </div>
      {refunding && canRefund && (
        <RefundForm
          payment={payment}
          outlet={outlet}
          onDone={() => {
            setRefunding(false);
          }}
        />
      )}
    </li>
  );
}
