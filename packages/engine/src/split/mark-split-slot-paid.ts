import { EngineError } from '../errors/engine-error';
import type { EngineErrorCode } from '../errors/codes';
import { splitSlotIndex } from './split-slot-index';
import { splitSlotPayBlocker } from './split-slot-pay-blocker';
import type { EqualSplitQueue, EqualSplitSlot, SplitSlotPayBlocker } from './types';

const CODES: Record<SplitSlotPayBlocker, EngineErrorCode> = {
  slot_paid: 'SPLIT_SLOT_PAID',
  user_not_in_queue: 'SPLIT_USER_NOT_IN_QUEUE',
  not_holder: 'SPLIT_NOT_HOLDER',
};

/**
 * Marks an equal-split slot paid by a diner, after the checks of {@link splitSlotPayBlocker}.
 * The slot keeps the payer as its user.
 *
 * @param queue - the equal-split queue
 * @param splitNumber - the split paid, 1-based
 * @param userId - the diner who paid
 * @returns a new queue
 * @throws EngineError SPLIT_SLOT_OUT_OF_RANGE, SPLIT_INVALID_USER, SPLIT_SLOT_PAID,
 * SPLIT_USER_NOT_IN_QUEUE, SPLIT_NOT_HOLDER
 * @example
 * ```ts
 * const queue = claimSplitSlot(createEqualSplitQueue(2), 1, 41);
 * markSplitSlotPaid(queue, 1, 41)[0]; // { user_id: 41, paid: true }
 * ```
 */
export function markSplitSlotPaid(
  queue: EqualSplitQueue,
  splitNumber: number,
  userId: number,
): EqualSplitQueue {
  const blocker = splitSlotPayBlocker(queue, splitNumber, userId);
  if (blocker !== null) {
    throw new EngineError(CODES[blocker], { splitNumber, userId });
  }
  const index = splitSlotIndex(queue, splitNumber);
  return Object.freeze(
    queue.map((entry, i): EqualSplitSlot =>
      i === index ? Object.freeze({ user_id: userId, paid: true }) : entry,
    ),
  );
}
