import { useLingui } from '@lingui/react/macro';
import { endpoints, isApiError, type PosOrderPayment, type PosOutlet } from '@tabula/api-client';
import { Button } from '@tabula/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { api } from '../../app/api';
import { formatPosMoney } from '../../lib/format';
import { invalidateAfter } from '../../lib/invalidate-after';
import { control, field, row } from '../../lib/layout.css';
import { useStatusNote } from '../../lib/status-note';
import { useFailure } from '../../lib/use-failure';
import { readRefundAmount } from './refund-amount';
import * as styles from './refunds.css';

/** One confirmed refund as sent: its key is kept while the same refund is retried. */
interface Attempt {
  amount: string;
  reason: string;
  key: string;
}

/**
 * The refund of a paid payment: the amount (all that is left unless staff change it) and an
 * optional reason, confirmed before it is sent. Each confirmed refund gets its own refund_key;
 * the same refund sent again after the server did not answer (a lost connection, a timeout)
 * keeps its key, so the server gives the money back once. A refusal is shown in words in the
 * form; after a refund the payments are read again and show what was given back.
 */
// issue 19: refunds from the POS (the spec's POS, A§6 and B§6, is silent on them).
export function RefundForm({
  payment,
  outlet,
  onDone,
}: {
  payment: PosOrderPayment;
  outlet: PosOutlet;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { say } = useStatusNote();
  const failed = useFailure();
  const amountId = useId();
  const reasonId = useId();
  const [typed, setTyped] = useState(payment.refundable_amount);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const money = (amount: string) => formatPosMoney(amount, outlet, i18n.locale);
  const reference = payment.reference;
  const precision = outlet.decimal_precision;
  const reading = readRefundAmount(typed, {
    precision,
    refundable: payment.refundable_amount,
  });
  const left = money(payment.refundable_amount);
  const currency = outlet.currency;

  const refund = useMutation({
    mutationFn: (sent: Attempt) =>
      api.request(endpoints.pos.refundPayment, {
        params: { reference },
        body: {
          amount: sent.amount,
          refund_key: sent.key,
          ...(sent.reason === '' ? {} : { reason: sent.reason }),
        },
      }),
    onSuccess: async (_answer, sent) => {
      attempt.current = null;
      setRefusal(null);
      const given = money(sent.amount);
      say(t`Refunded ${given} of payment ${reference}`);
      await invalidateAfter(queryClient, endpoints.pos.refundPayment);
      onDone();
    },
    onError: async (error) => {
      // Without an answer the refund may or may not have been made: the same key goes again.
      if (isApiError(error, 'network') || isApiError(error, 'timeout')) {
        setRefusal(t`The server did not answer. Send the same refund again: it is made only once.`);
        return;
      }
      attempt.current = null;
      const text = refusalText(error);
      if (text === null) {
        failed(error);
        return;
      }
      setRefusal(text);
      await invalidateAfter(queryClient, endpoints.pos.refundPayment);
    },
  });

  function refusalText(error: unknown): string | null {
    if (!isApiError(error, 'http')) return null;
    switch (error.errorId) {
      case 'refund_exceeds_payment': {
        const most = error.details?.refundable;
        if (typeof most !== 'string') return t`That is more than is left to refund.`;
        const limit = money(most);
        return t`That is more than is left to refund: at most ${limit}.`;
      }
      case 'refund_amount_invalid':
        return t`Enter an amount above zero with at most ${precision} decimals.`;
      case 'payment_not_refundable':
        return t`This payment is not paid, so it cannot be refunded.`;
      case 'refund_failed':
        return t`The card provider refused the refund: nothing was given back. Try again later.`;
      case 'payment_not_found':
        return t`This payment no longer exists.`;
      case 'refund_key_reused':
        return t`This refund was already sent with another amount or reason: nothing more was given back. Check the refunds listed and refund again if needed.`;
    }
    return null;
  }

  const problem =
    reading.kind === 'invalid'
      ? t`Enter an amount above zero with at most ${precision} decimals.`
      : reading.kind === 'too_much'
        ? t`At most ${left} can still be refunded.`
        : null;

  return (
    <form
      className={styles.form}
      aria-label={t`Refund payment ${reference}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (reading.kind !== 'ok' || refund.isPending) return;
        const note = reason.trim();
        const given = money(reading.amount);
        const same =
          attempt.current !== null &&
          attempt.current.amount === reading.amount &&
          attempt.current.reason === note;
        if (!same && !window.confirm(t`Refund ${given} of payment ${reference}?`)) return;
        const sent: Attempt =
          same && attempt.current !== null
            ? attempt.current
            : { amount: reading.amount, reason: note, key: crypto.randomUUID() };
        attempt.current = sent;
        setRefusal(null);
        refund.mutate(sent);
      }}
    >
      <div className={row}>
        <label className={field} htmlFor={amountId}>
          {t`Amount to refund (${currency})`}
          <input
            id={amountId}
            className={control}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            aria-invalid={problem !== null}
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        </label>
        <label className={field} htmlFor={reasonId}>
          {t`Reason (optional)`}
          <input
            id={reasonId}
            className={control}
            maxLength={200}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </label>
      </div>
      {problem !== null && <p className={styles.problem}>{problem}</p>}
      {refusal !== null && (
        <p role="alert" className={styles.problem}>
          {refusal}
        </p>
      )}
      <div className={row}>
        <Button
          type="submit"
          tone="critical"
          size="small"
          loading={refund.isPending}
          disabled={reading.kind !== 'ok' || refund.isPending}
        >
          {t`Refund`}
        </Button>
        <Button type="button" tone="secondary" size="small" onClick={onDone}>
          {t`Close`}
        </Button>
      </div>
    </form>
  );
}
