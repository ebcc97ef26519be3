import type { PosRefundBody } from '@tabula/api-client';
import { parseAmount } from '@tabula/engine';
import { conflict, type HttpError } from '../http/http-error';

/** What a refund asked for: an amount, or null for all that was left then, and a reason. */
export interface AskedRefund {
  amount: string | null;
  reason: string | null;
}

/** A part of a refund's body that a key sent again may not change. */
export type RefundField = keyof AskedRefund;

/** What a refund body asks for, as it is stored with its key. */
export function askedBy(body: Pick<PosRefundBody, 'amount' | 'reason'>): AskedRefund {
  return { amount: body.amount ?? null, reason: body.reason ?? null };
}

/**
 * The fields in which a refund sent again under a key differs from what the key first asked;
 * none when it is the same refund. Amounts are compared as decimals ("5" is "5.00"); an absent
 * amount (all that was left) differs from any amount, even one equal to what was left then.
 *
 * @example refundKeyDifferences({ amount: '5.00', reason: null }, { amount: '7.00', reason: null }) // ['amount']
 */
export function refundKeyDifferences(first: AskedRefund, again: AskedRefund): RefundField[] {
  const sameAmount =
    first.amount === null || again.amount === null
      ? first.amount === again.amount
      : parseAmount(first.amount).eq(parseAmount(again.amount));
  return [
    ...(sameAmount ? [] : (['amount'] as const)),
    ...(first.reason === again.reason ? [] : (['reason'] as const)),
  ];
}

const amountText = (amount: string | null, currency: string) =>
  amount === null ? 'all that was left' : `${currency} ${amount}`;
const reasonText = (reason: string | null) => (reason === null ? 'no reason' : `"${reason}"`);

/**
 * The refusal of a refund key sent again with another body (409 refund_key_reused), as Stripe
 * refuses an idempotency key reused with other parameters: what the key first asked stands, and
 * staff are told what differs rather than shown the first refund as if it were theirs.
 */
export function refundKeyReused(
  first: AskedRefund,
  again: AskedRefund,
  differs: readonly RefundField[],
  currency: string,
): HttpError {
  const what = differs.map((field) =>
    field === 'amount'
      ? `amount ${amountText(first.amount, currency)} then, ${amountText(again.amount, currency)} now`
      : `reason ${reasonText(first.reason)} then, ${reasonText(again.reason)} now`,
  );
  return conflict(
    `This refund key was already used for another refund (${what.join('; ')}); a new refund takes a new key`,
    'refund_key_reused',
    { differs: [...differs], first, sent: again },
  );
}
