import { EngineError } from '../errors/engine-error';
import { assertSplitUser } from './assert-split-user';
import { splitSlotIndex } from './split-slot-index';
import type { EqualSplitQueue, EqualSplitSlot } from './types';

/**
 * Claims an equal-split slot for a diner (spec: tables-payments-split §4). A diner holds at most
 * one unpaid slot: claiming another releases the one they held. Claiming one's own slot again
 * changes nothing.
 *
 * @param queue - the equal-split queue
 * @param splitNumber - the split to claim, 1-based
 * @param userId - the diner
 * @returns a new queue
 * @throws EngineError SPLIT_SLOT_OUT_OF_RANGE, SPLIT_INVALID_USER, SPLIT_SLOT_PAID,
 * SPLIT_SLOT_TAKEN
 * @example
 * ```ts
 * claimSplitSlot(createEqualSplitQueue(2), 2, 41); // [{ user_id: 0, ... }, { user_id: 41, paid: false }]
 * ```
 */
export function claimSplitSlot(
  queue: EqualSplitQueue,
  splitNumber: number,
  userId: number,
): EqualSplitQueue {
  const index = splitSlotIndex(queue, splitNumber);
  const user = assertSplitUser(userId);
  const slot = queue[index];
  if (slot?.paid === true) throw new EngineError('SPLIT_SLOT_PAID', { splitNumber });
  if (slot !== undefined && slot.user_id !== 0 && slot.user_id !== user) {
    throw new EngineError('SPLIT_SLOT_TAKEN', { splitNumber, holder: slot.user_id });
  }
  return Object.freeze(
    queue.map((entry, i): EqualSplitSlot => {
      if (i === index) return Object.freeze({ user_id: user, paid: false });
      if (!entry.paid && entry.user_id === user) return Object.freeze({ user_id: 0, paid: false });
      return entry;
    }),
  );
}
