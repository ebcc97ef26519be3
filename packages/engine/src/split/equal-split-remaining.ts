import { assertPrecision } from '../money/assert-precision';
import { Decimal } from '../money/decimal';
import type { Amount, AmountInput } from '../money/types';
import { equalShares } from './equal-shares';
import type { EqualSplitQueue } from './types';

/**
 * Works out what is left to pay of an equal split: the shares of the unpaid slots (slot n owes
 * share n of {@link equalShares}).
 *
 * @param total - the amount split (the same as given to equalShares)
 * @param queue - the equal-split queue; its length is the split count
 * @param precision - decimal places, 0 to 3
 * @returns the remaining amount
 * @throws EngineError SPLIT_COUNT_OUT_OF_RANGE, NEGATIVE_AMOUNT, AMOUNT_PRECISION_EXCEEDED
 * @example
 * ```ts
 * const queue = markSplitSlotPaid(claimSplitSlot(createEqualSplitQueue(3), 1, 41), 1, 41);
 * equalSplitRemaining('100.00', queue, 2); // "66.66"
 * ```
 */
export function equalSplitRemaining(
  total: AmountInput,
  queue: EqualSplitQueue,
  precision: number,
): Amount {
  const places = assertPrecision(precision);
  const shares = equalShares(total, queue.length, places);
  return shares
    .reduce((sum, share, i) => (queue[i]?.paid === true ? sum : sum.plus(share)), new Decimal(0))
    .toFixed(places);
}
