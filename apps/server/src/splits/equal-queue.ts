import { channelName } from '@tabula/api-client';
import { claimSplitSlot, releaseSplitSlot, type EqualSplitQueue } from '@tabula/engine';
import { conflict, unprocessable } from '../http/http-error';
import { saveBillSplit, type BillSplitState } from './bill-split-store';
import type { LockedBill } from './bill-transaction';

const slotTaken = (queue: EqualSplitQueue, splitId: number) =>
  conflict('Someone else has taken this split', 'split_slot_taken', {
    split_id: splitId,
    equalSplitUserQueue: queue,
  });

/**
 * Applies a diner's save-equal-split-paying-user (B§7; B§4 a slot is claimed for a user or
 * released, set to 0): `wanted` is the queue as the diner's screen wants it, and only the slots
 * that concern the diner are read, so a screen that has not yet heard of another diner's claim
 * never undoes it. A slot the body gives the diner that they do not hold is claimed (the engine's
 * claimSplitSlot: a diner holds at most one unpaid split, claiming another releases the first);
 * a slot they hold that the body frees is released. Claiming a slot someone else holds, a paid
 * one, or one being paid is 409 split_slot_taken with the current queue. The table hears
 * equal_split_queue_updated with the whole queue.
 *
 * @throws HttpError 409 split_not_equal, split_slot_taken, split_part_paying; 422
 *   split_queue_mismatch, split_slot_ambiguous
 */
export async function applyEqualQueue(
  bill: LockedBill,
  userId: number,
  wanted: readonly number[],
): Promise<BillSplitState> {
  const { state, ledger } = bill;
  if (state.splitType !== 'equal') {
    throw conflict('This bill is not split evenly', 'split_not_equal');
  }
  if (wanted.length !== state.queue.length) {
    throw unprocessable(
      `The bill is split in ${String(state.queue.length)}, not ${String(wanted.length)}`,
      'split_queue_mismatch',
      { split_count: state.queue.length },
    );
  }
  const claims = wanted.flatMap((id, i) =>
    id === userId && state.queue[i]?.user_id !== userId ? [i + 1] : [],
  );
  const releases = state.queue.flatMap((slot, i) =>
    slot.user_id === userId && !slot.paid && wanted[i] !== userId ? [i + 1] : [],
  );
  if (claims.length > 1) {
    throw unprocessable('Pick one split at a time', 'split_slot_ambiguous');
  }
  const held = state.queue.flatMap((slot, i) =>
    slot.user_id === userId && !slot.paid ? [i + 1] : [],
  );
  let queue: EqualSplitQueue = state.queue;
  // Claiming another split gives up the one held (claimSplitSlot): never while paying it.
  for (const splitId of claims.length > 0 ? held : releases) {
    if (ledger.payingSplits.has(splitId)) {
      throw conflict('Your payment of this split is running', 'split_part_paying', {
        split_id: splitId,
      });
    }
  }
  for (const splitId of releases) queue = releaseSplitSlot(queue, splitId);
  for (const splitId of claims) {
    if (ledger.paidSplits.has(splitId) || ledger.payingSplits.has(splitId)) {
      throw slotTaken(state.queue, splitId);
    }
    try {
      queue = claimSplitSlot(queue, splitId, userId);
    } catch {
      throw slotTaken(state.queue, splitId);
    }
  }
  if (claims.length === 0 && releases.length === 0) return state;
  const next = { ...state, queue: [...queue] };
  await saveBillSplit(bill.tx, next, bill.now);
  bill.publisher.publish(
    channelName('dine_in_events', state.tableId),
    'equal_split_queue_updated',
    {
      table_id: state.tableId,
      equalSplitUserQueue: next.queue,
    },
  );
  return next;
}
