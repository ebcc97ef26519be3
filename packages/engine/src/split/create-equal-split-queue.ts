import { assertSplitCount } from './assert-split-count';
import type { EqualSplitQueue, EqualSplitSlot } from './types';

/**
 * Creates an equal-split queue with every slot free (user 0) and unpaid.
 *
 * @param count - number of splits, 2 to 99; null or undefined gives 2
 * @returns the queue, frozen
 * @throws EngineError SPLIT_COUNT_OUT_OF_RANGE
 * @example
 * ```ts
 * createEqualSplitQueue(2); // [{ user_id: 0, paid: false }, { user_id: 0, paid: false }]
 * ```
 */
export function createEqualSplitQueue(count?: number | null): EqualSplitQueue {
  const splits = assertSplitCount(count);
  return Object.freeze(
    Array.from({ length: splits }, (): EqualSplitSlot =>
      Object.freeze({ user_id: 0, paid: false }),
    ),
  );
}
