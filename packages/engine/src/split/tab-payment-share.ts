import type { Bill } from '../charges/bill-types';
import { EngineError } from '../errors/engine-error';
import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { assertCovers } from './assert-covers';
import { selfPaymentShare } from './self-payment-share';

/** What one payment of an open tab takes. */
export interface TabPaymentShare {
  /** The bill's part this payment takes, at the bill precision (tips are not in it). */
  amount: string;
  /** Whether it pays every member still unpaid, so the tab is paid once it settles. */
  completes: boolean;
}

/**
 * Works out what one payment of an open tab takes (spec: tables-payments-split §4 "Payment" and
 * §5 self payment): each payer's self-payment share (their own items with their tax, fixed
 * charges and reductions divided by the covers), or, when the payers are every member still
 * unpaid, exactly what remains of the bill after the earlier payments, so the last payer never
 * pays a cent more or less than the bill. A share is never more than what remains.
 *
 * @param bill - the priced bill of the whole tab (its lines name their customer)
 * @param input - who pays now, the members who have not paid yet, the covers, and the bill's
 *   part of each earlier payment (tips excluded)
 * @returns the amount and whether it completes the tab
 * @throws EngineError TAB_PAYER_NOT_UNPAID for a payer who is not an unpaid member, or no payer;
 *   INVALID_COVERS; INVALID_AMOUNT for an earlier payment that is not an amount
 * @example
 * ```ts
 * // Two members, 100.00 each, no charges: the first pays for self, the second what remains.
 * tabPaymentShare(bill, { payers: [7], unpaid: [7, 8], covers: 2, paid: [] }); // { amount: "100.00", completes: false }
 * tabPaymentShare(bill, { payers: [8], unpaid: [8], covers: 2, paid: ['100.00'] }); // { amount: "100.00", completes: true }
 * ```
 */
export function tabPaymentShare(
  bill: Bill,
  input: {
    payers: readonly number[];
    unpaid: readonly number[];
    covers?: number | null;
    paid: readonly string[];
  },
): TabPaymentShare {
  const places = assertPrecision(bill.precision);
  const covers = assertCovers(input.covers);
  const unpaid = new Set(input.unpaid);
  const payers = new Set(input.payers);
  if (payers.size === 0 || [...payers].some((payer) => !unpaid.has(payer))) {
    throw new EngineError('TAB_PAYER_NOT_UNPAID', { payers: [...payers] });
  }
  const money = (value: string): Decimal => parseAmount(value, { precision: places });
  const paid = input.paid.reduce((sum, amount) => sum.plus(money(amount)), new Decimal(0));
  const remaining = Decimal.max(money(bill.total_amount).minus(paid), 0);
  const completes = [...unpaid].every((member) => payers.has(member));
  if (completes) return { amount: remaining.toFixed(places), completes };
  const shares = [...payers].reduce((sum, payer) => {
    const lineIds = bill.lines.filter((line) => line.customer === payer).map((line) => line.id);
    return sum.plus(money(selfPaymentShare(bill, { lineIds, covers }).total_amount));
  }, new Decimal(0));
  return { amount: Decimal.min(shares, remaining).toFixed(places), completes };
}
