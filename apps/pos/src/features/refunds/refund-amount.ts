import { isEngineError, parseAmount, toAmount } from '@tabula/engine';
import { toLatinDigits } from '@tabula/ui';

/** What staff typed as a refund's amount, read: the amount to send, or why it cannot be sent. */
export type RefundAmountReading =
  { kind: 'ok'; amount: string } | { kind: 'invalid' } | { kind: 'too_much' };

/**
 * Reads a refund's amount as staff typed it (Arabic digits too): a decimal above zero with at
 * most the company's decimals, no more than is left to refund. The engine parses and compares:
 * no float ever carries the amount.
 *
 * @param typed - the field's text
 * @param limits - the company's precision and what may still be given back
 * @returns the amount at the company's precision ("5" becomes "5.00"), or why not
 * @example readRefundAmount('1.5', { precision: 2, refundable: '12.40' }) // { kind: 'ok', amount: '1.50' }
 */
export function readRefundAmount(
  typed: string,
  limits: { precision: number; refundable: string },
): RefundAmountReading {
  let amount;
  try {
    amount = parseAmount(toLatinDigits(typed).trim(), { precision: limits.precision });
  } catch (error) {
    if (isEngineError(error)) return { kind: 'invalid' };
    throw error;
  }
  if (amount.isZero()) return { kind: 'invalid' };
  if (amount.gt(parseAmount(limits.refundable))) return { kind: 'too_much' };
  return { kind: 'ok', amount: toAmount(amount, limits.precision) };
}
