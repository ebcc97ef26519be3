import type { WaiterCallState, WaiterStatus } from '@tabula/api-client';

/*
 * The waiter call's states and timers (B§4 Waiter call, B§9), as a pure reducer: every event
 * carries the time it happened, every timed state carries its deadline, and the reducer first
 * moves the call past every deadline that time has reached, then applies the event.
 */

// spec: B§9, waiter requested and waiting: 30 s each; waiter timeout: 10 s.
export const WAITER_REQUESTED_MS = 30_000;
export const WAITER_WAITING_MS = 30_000;
export const WAITER_TIMEOUT_MS = 10_000;

// our choice: the call-cancelled text (B§4) stays 5 s, as long as the app's other short notices
// (the design system's toast), unless OK dismisses it first.
export const WAITER_CANCELLED_NOTICE_MS = 5_000;

/** The diner's waiter call. */
export interface WaiterCall {
  status: WaiterStatus;
  /** When the status next changes by itself (epoch ms): set in requested, waiting and timeout. */
  changesAt: number | null;
  /** Until when the call-cancelled text shows (epoch ms); null when it does not. */
  cancelledUntil: number | null;
  /**
   * When the last call this phone followed ended (cancelled, dismissed with OK, or its timeout
   * ran out), in epoch ms; the server's copy of that call is not taken up again.
   */
  endedAt: number | null;
}

/** What happens to the waiter call; `at` is when, in epoch ms. */
export type WaiterCallEvent =
  /** The call went through (spec: a successful call becomes requested). */
  | { type: 'called'; at: number }
  /** The call failed (spec: a failure becomes failed). */
  | { type: 'call_failed'; at: number }
  /** A waiter_acknowledged event arrived for the table. */
  | { type: 'acknowledged'; at: number }
  /** The cancellation went through. */
  | { type: 'cancelled'; at: number }
  /** The diner pressed OK. */
  | { type: 'dismissed'; at: number }
  /** The table status answered with the call as the server keeps it (null: no call). */
  | { type: 'server_state'; call: WaiterCallState | null; at: number }
  /** A deadline was reached. */
  | { type: 'tick'; at: number };

/** No call. */
export const WAITER_CALL_IDLE: WaiterCall = {
  status: 'idle',
  changesAt: null,
  cancelledUntil: null,
  endedAt: null,
};

type TimedStatus = 'requested' | 'waiting' | 'timeout';

// spec: B§4, requested, after 30 s waiting, after 30 s timeout, after 10 s idle.
const PHASE_MS: Readonly<Record<TimedStatus, number>> = {
  requested: WAITER_REQUESTED_MS,
  waiting: WAITER_WAITING_MS,
  timeout: WAITER_TIMEOUT_MS,
};

/** How long after the call a phase ends: what the server's changes_at is counted from. */
const PHASE_END_MS: Readonly<Record<TimedStatus, number>> = {
  requested: WAITER_REQUESTED_MS,
  waiting: WAITER_REQUESTED_MS + WAITER_WAITING_MS,
  timeout: WAITER_REQUESTED_MS + WAITER_WAITING_MS + WAITER_TIMEOUT_MS,
};

// spec: B§4, a waiter_acknowledged event is accepted only from requested, waiting or timeout.
const ACKNOWLEDGEABLE: ReadonlySet<WaiterStatus> = new Set(['requested', 'waiting', 'timeout']);

// spec: B§4, Cancel is offered in requested, waiting, ack and timeout.
const CANCELLABLE: ReadonlySet<WaiterStatus> = new Set(['requested', 'waiting', 'ack', 'timeout']);

/**
 * The next state of the waiter call.
 *
 * @param state - The call now.
 * @param event - What happened, and when.
 * @returns The call after every deadline up to `event.at`, then the event.
 * @example `waiterCallReducer(WAITER_CALL_IDLE, { type: 'called', at: Date.now() })`
 */
export function waiterCallReducer(state: WaiterCall, event: WaiterCallEvent): WaiterCall {
  const now = advance(state, event.at);
  switch (event.type) {
    case 'called':
      return {
        ...now,
        status: 'requested',
        changesAt: event.at + WAITER_REQUESTED_MS,
        cancelledUntil: null,
      };
    case 'call_failed':
      return { ...now, status: 'failed', changesAt: null, cancelledUntil: null };
    case 'acknowledged':
      return ACKNOWLEDGEABLE.has(now.status) ? { ...now, status: 'ack', changesAt: null } : now;
    case 'cancelled':
      // our choice: a cancellation the server accepted after the call's last timer ran out here
      // still says it was cancelled; failed has no call to cancel.
      if (!CANCELLABLE.has(now.status) && now.status !== 'idle') return now;
      return {
        status: 'idle',
        changesAt: null,
        cancelledUntil: event.at + WAITER_CANCELLED_NOTICE_MS,
        endedAt: event.at,
      };
    case 'dismissed':
      return dismiss(now, event.at);
    case 'server_state':
      return event.call === null || now.status !== 'idle' || !isNewCall(event.call, now.endedAt)
        ? now
        : advance(resume(now, event.call, event.at), event.at);
    case 'tick':
      return now;
  }
}

/**
 * When the call next changes by itself: its status's deadline or the end of the cancelled text.
 *
 * @returns Epoch ms, or null when nothing is timed.
 */
export function nextWaiterDeadline(state: WaiterCall): number | null {
  const deadlines = [state.changesAt, state.cancelledUntil].filter((at) => at !== null);
  return deadlines.length === 0 ? null : Math.min(...deadlines);
}

/** The call moved past every deadline up to `at`; each phase counts from the last deadline. */
function advance(state: WaiterCall, at: number): WaiterCall {
  let next = state;
  while (next.changesAt !== null && next.changesAt <= at) next = expire(next, next.changesAt);
  if (next.cancelledUntil !== null && next.cancelledUntil <= at) {
    next = { ...next, cancelledUntil: null };
  }
  return next;
}

/** The phase after a timed one, from its deadline. */
function expire(state: WaiterCall, deadline: number): WaiterCall {
  switch (state.status) {
    case 'requested':
      return { ...state, status: 'waiting', changesAt: deadline + WAITER_WAITING_MS };
    case 'waiting':
      return { ...state, status: 'timeout', changesAt: deadline + WAITER_TIMEOUT_MS };
    default:
      return { ...state, status: 'idle', changesAt: null, endedAt: deadline };
  }
}

// spec: B§4, OK returns to idle. OK is offered in ack, timeout and failed (the design system's
// WaiterStatusBar); our choice: in idle it dismisses the call-cancelled text.
function dismiss(state: WaiterCall, at: number): WaiterCall {
  switch (state.status) {
    case 'ack':
    case 'timeout':
      return { ...state, status: 'idle', changesAt: null, endedAt: at };
    case 'failed':
      // No call reached the server: a call made meanwhile at the table may still be taken up.
      return { ...state, status: 'idle', changesAt: null };
    case 'idle':
      return { ...state, cancelledUntil: null };
    default:
      return state;
  }
}

/**
 * Whether the server's call is one this phone has not finished with: any call before one ended
 * here; after that, only a call made after it ended. The call's start is worked out from its
 * changes_at (B§4's fixed phases); an ack, which has no deadline, cannot be dated, so it is taken
 * up only before any call ended here (a reload shows it, an OK already given is not undone).
 */
function isNewCall(call: WaiterCallState, endedAt: number | null): boolean {
  if (endedAt === null) return true;
  if (call.status === 'ack' || call.changes_at === null) return false;
  return Date.parse(call.changes_at) - PHASE_END_MS[call.status] > endedAt;
}

/**
 * The server's call taken up with the time it has left. our choice: the time left is never more
 * than the whole phase, so a phone whose clock runs behind the server's does not wait longer; a
 * timed status without changes_at starts its phase afresh.
 */
function resume(state: WaiterCall, call: WaiterCallState, at: number): WaiterCall {
  if (call.status === 'ack') return { ...state, status: 'ack', changesAt: null };
  const full = at + PHASE_MS[call.status];
  const changesAt = call.changes_at === null ? full : Math.min(Date.parse(call.changes_at), full);
  return { ...state, status: call.status, changesAt };
}
