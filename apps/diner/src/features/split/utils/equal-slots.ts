import type { EqualSplitQueue } from '@tabula/api-client';
import { claimSplitSlot, releaseSplitSlot } from '@tabula/engine';
import type { SplitSlotState } from '@tabula/ui';

/** How the diner sees one equal-split slot. */
export interface SlotView {
  /** The split number, 1 first. */
  number: number;
  state: SplitSlotState;
  /** The diner holds it (they may pay or release it). */
  mine: boolean;
}

/**
 * The slots of an equal split as the diner sees them (B§4 Split bill): paid, held by another
 * diner, or open (free, or the diner's own).
 */
export function slotViews(queue: EqualSplitQueue, userId: number | null): SlotView[] {
  return queue.map((slot, index) => {
    const mine = userId !== null && slot.user_id === userId;
    let state: SplitSlotState = 'open';
    if (slot.paid) state = 'paid';
    else if (slot.user_id !== 0 && !mine) state = 'held';
    return { number: index + 1, state, mine: mine && !slot.paid };
  });
}

/**
 * The queue to send when the diner claims split n: the engine's claimSplitSlot (a diner holds at
 * most one unpaid slot, claiming another releases the first).
 */
export function claimedQueue(
  queue: EqualSplitQueue,
  splitNumber: number,
  userId: number,
): number[] {
  return claimSplitSlot(queue, splitNumber, userId).map((slot) => slot.user_id);
}

/** The queue to send when the diner releases split n: that slot set to 0 (B§4). */
export function releasedQueue(queue: EqualSplitQueue, splitNumber: number): number[] {
  return releaseSplitSlot(queue, splitNumber).map((slot) => slot.user_id);
}

/** How many slots are paid (B§3 equalSplitBillData.noOfPaidSplits). */
export function paidSlots(queue: EqualSplitQueue): number {
  return queue.filter((slot) => slot.paid).length;
}
