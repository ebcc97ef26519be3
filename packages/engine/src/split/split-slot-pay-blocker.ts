import { assertSplitUser } from './assert-split-user';
import { splitSlotIndex } from './split-slot-index';
import type { EqualSplitQueue, SplitSlotPayBlocker } from './types';

/**
 * Tells why a diner may not pay an equal-split slot, if anything (spec: tables-payments-split
 * §4): a paid slot cannot be paid again; a diner not in the queue cannot pay; only the diner
 * holding the slot pays it, except the single payer (the only diner in the queue), who may also
 * pay free slots.
 *
 * @param queue - the equal-split queue
 * @param splitNumber - the split to pay, 1-based
 * @param userId - the diner who wants to pay
 * @returns the blocker, or null when the diner may pay
 * @throws EngineError SPLIT_SLOT_OUT_OF_RANGE, SPLIT_INVALID_USER
 * @example
 * ```ts
 * splitSlotPayBlocker(createEqualSplitQueue(2), 1, 41); // "user_not_in_queue"
 * ```
 */
export function splitSlotPayBlocker(
  queue: EqualSplitQueue,
  splitNumber: number,
  userId: number,
): SplitSlotPayBlocker | null {
  const index = splitSlotIndex(queue, splitNumber);
  const user = assertSplitUser(userId);
  const slot = queue[index];
  if (slot === undefined || slot.paid) return 'slot_paid';
  const users = new Set(queue.map((entry) => entry.user_id).filter((id) => id !== 0));
  if (!users.has(user)) return 'user_not_in_queue';
  if (slot.user_id === user) return null;
  const singlePayer = users.size === 1;
  return singlePayer && slot.user_id === 0 ? null : 'not_holder';
}
