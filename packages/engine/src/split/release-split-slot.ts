import { EngineError } from '../errors/engine-error';
import { splitSlotIndex } from './split-slot-index';
import type { EqualSplitQueue, EqualSplitSlot } from './types';

/**
 * Releases an equal-split slot: its user becomes 0 (spec: tables-payments-split §4). A paid slot
 * stays as it is.
 *
 * @param queue - the equal-split queue
 * @param splitNumber - the split to release, 1-based
 * @returns a new queue
 * @throws EngineError SPLIT_SLOT_OUT_OF_RANGE, SPLIT_SLOT_PAID
 * @example
 * ```ts
 * releaseSplitSlot(claimSplitSlot(createEqualSplitQueue(2), 1, 41), 1)[0]; // { user_id: 0, paid: false }
 * ```
 */
export function releaseSplitSlot(queue: EqualSplitQueue, splitNumber: number): EqualSplitQueue {
  const index = splitSlotIndex(queue, splitNumber);
  if (queue[index]?.paid === true) throw new EngineError('SPLIT_SLOT_PAID', { splitNumber });
  return Object.freeze(
    queue.map((entry, i): EqualSplitSlot =>
      i === index ? Object.freeze({ user_id: 0, paid: false }) : entry,
    ),
  );
}
