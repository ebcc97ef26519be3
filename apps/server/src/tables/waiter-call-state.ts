import type { WaiterCallState } from '@tabula/api-client';
import {
  WAITER_ACK_SHOWN_MS,
  WAITER_CALL_OPEN_MS,
  WAITER_REQUESTED_MS,
  WAITER_WAITING_MS,
} from './table-timings';

/** What the state of a waiter call is worked out from: its row in waiter_calls. */
export interface WaiterCallTimes {
  createdAt: Date;
  acknowledgedAt: Date | null;
  cancelledAt: Date | null;
}

/**
 * Where a waiter call stands at `now` (B§4 Waiter call): requested, after 30 s waiting, after
 * 30 s more timeout, after 10 s more nothing (idle); ack from its acknowledgement; nothing once
 * cancelled. `changes_at` is when it next moves on by itself, so every phone at the table runs
 * the same clock.
 *
 * @returns the state, or null when the table has no call (idle)
 */
export function waiterCallState(call: WaiterCallTimes | null, now: Date): WaiterCallState | null {
  if (!call || call.cancelledAt) return null;
  const at = (ms: number) => new Date(call.createdAt.getTime() + ms);
  if (call.acknowledgedAt) {
    const hidden = call.acknowledgedAt.getTime() + WAITER_ACK_SHOWN_MS;
    return now.getTime() < hidden ? { status: 'ack', changes_at: null } : null;
  }
  const age = now.getTime() - call.createdAt.getTime();
  if (age < WAITER_REQUESTED_MS) {
    return { status: 'requested', changes_at: at(WAITER_REQUESTED_MS).toISOString() };
  }
  if (age < WAITER_REQUESTED_MS + WAITER_WAITING_MS) {
    return {
      status: 'waiting',
      changes_at: at(WAITER_REQUESTED_MS + WAITER_WAITING_MS).toISOString(),
    };
  }
  if (age < WAITER_CALL_OPEN_MS) {
    return { status: 'timeout', changes_at: at(WAITER_CALL_OPEN_MS).toISOString() };
  }
  return null;
}

/** Whether staff can still acknowledge the call: not answered, not cancelled, still open (B§4). */
export function isWaiterCallOpen(call: WaiterCallTimes, now: Date): boolean {
  return (
    call.acknowledgedAt === null &&
    call.cancelledAt === null &&
    now.getTime() - call.createdAt.getTime() < WAITER_CALL_OPEN_MS
  );
}
