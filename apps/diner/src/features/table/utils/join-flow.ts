import type { EndpointOutput, dineInEndpoints, TableJoinStatus } from '@tabula/api-client';

/** The table status check's answer (B§7 GET /dine-in/v1/tables/{id}/status). */
export type TableStatusAnswer = EndpointOutput<typeof dineInEndpoints.tableStatus>;

/**
 * Where the joining diner is in the join flow (B§4 Table join):
 * - `idle`: nothing to show (no open tab, a member, or not checked yet);
 * - `offer`: the join-table confirmation popup;
 * - `sending`: the join request is on its way (the blocking loader);
 * - `waiting`: the request waits for a member (the blocking loader);
 * - `timed_out`: no answer in 10 s, the timeout popup with Cancel and Try again;
 * - `joining`: approved, the diner's cart goes into the table's order (the blocking loader);
 * - `joined`: the diner is told they joined;
 * - `rejected`: the request was rejected (the diner is sent to /table-occupied);
 * - `closed`: the diner said No or Cancel, or a call failed: nothing more on this visit.
 */
export type JoinFlow =
  | { phase: 'idle' }
  | { phase: 'offer' }
  | { phase: 'sending' }
  | { phase: 'waiting'; autoJoin: boolean }
  | { phase: 'timed_out' }
  | { phase: 'joining'; orderId: number }
  | { phase: 'joined' }
  | { phase: 'rejected' }
  | { phase: 'closed' };

/** What happens to the join flow. */
export type JoinEvent =
  /** The table status check answered. */
  | { type: 'status'; answer: TableStatusAnswer }
  /** Yes on the confirmation popup (signed in), or Try again on the timeout popup. */
  | { type: 'send' }
  /** The join request answered. */
  | { type: 'sent'; status: TableJoinStatus; autoJoin: boolean; orderId: number | null }
  /**
   * No on the confirmation popup, Cancel on the timeout popup, OK on the joined popup, the
   * rejection shown, or a call failed.
   */
  | { type: 'close' }
  /** The 10 s wait for an answer ran out. */
  | { type: 'timeout' }
  /** A member answered (authorize_join_table). */
  | { type: 'answered'; approved: boolean; orderId: number }
  /** The diner's cart went into the table's order. */
  | { type: 'joined' };

/** The first state: nothing checked yet. */
export const INITIAL_JOIN_FLOW: JoinFlow = { phase: 'idle' };

/** Whether the blocking loader shows (B§4: "while requested, a blocking loader shows"). */
export function isJoinBusy(flow: JoinFlow): boolean {
  return flow.phase === 'sending' || flow.phase === 'waiting' || flow.phase === 'joining';
}

/** The phases in which an answer from a member is still awaited. */
const AWAITING: ReadonlySet<JoinFlow['phase']> = new Set(['sending', 'waiting', 'timed_out']);

function fromStatus(flow: JoinFlow, answer: TableStatusAnswer): JoinFlow {
  const { status, table_state: state, order_id: orderId } = answer;
  if (status === 'joined') {
    return flow.phase === 'joining' || flow.phase === 'joined' ? flow : { phase: 'idle' };
  }
  // spec: B§4, table status approved triggers updating the dine-in order, then joined.
  if (status === 'approved' && orderId !== null) {
    return flow.phase === 'idle' || AWAITING.has(flow.phase) ? { phase: 'joining', orderId } : flow;
  }
  // The answer was rejected while this diner's live events were not heard (a socket renewed
  // by signing in, a dropped link): the status says so. Not while sending: that status may
  // predate the request on its way.
  if (status === 'rejected' && (flow.phase === 'waiting' || flow.phase === 'timed_out')) {
    return { phase: 'rejected' };
  }
  // A request already waiting (a reload while requested): the loader and the wait go on.
  if (status === 'requested' && flow.phase === 'idle') {
    return { phase: 'waiting', autoJoin: answer.auto_join_table_enabled };
  }
  // spec: B§4 Table join; B§2 the join-table confirmation popup. A diner with no part in the
  // open tab, or whose last request was rejected (they may ask again), is offered to join.
  // our choice: only once per visit of the home screen (idle), never again after No.
  if (state === 'open_tab' && (status === null || status === 'rejected') && flow.phase === 'idle') {
    return { phase: 'offer' };
  }
  return flow;
}

/**
 * The joining diner's side of table joining (B§4 Table join), as a pure transition: the
 * confirmation popup, the request, the 10 s wait (its clock is in join-timers.ts), the timeout
 * popup with Try again, a member's answer, and the join of the table's order.
 *
 * @param flow - where the diner is
 * @param event - what happened
 * @returns where the diner is now; the same object when the event changes nothing
 * @example `joinFlow({ phase: 'offer' }, { type: 'send' }) // { phase: 'sending' }`
 */
export function joinFlow(flow: JoinFlow, event: JoinEvent): JoinFlow {
  switch (event.type) {
    case 'status':
      return fromStatus(flow, event.answer);
    case 'send':
      return flow.phase === 'offer' || flow.phase === 'timed_out' ? { phase: 'sending' } : flow;
    case 'sent':
      if (flow.phase !== 'sending') return flow;
      if (event.status === 'approved' && event.orderId !== null) {
        return { phase: 'joining', orderId: event.orderId };
      }
      if (event.status === 'requested' || event.status === 'approved') {
        return { phase: 'waiting', autoJoin: event.autoJoin };
      }
      if (event.status === 'rejected') return { phase: 'rejected' };
      // Already a member (joined), or nobody may join now (unavailable).
      return { phase: 'closed' };
    case 'close':
      return flow.phase === 'closed' ? flow : { phase: 'closed' };
    case 'timeout':
      return flow.phase === 'waiting' ? { phase: 'timed_out' } : flow;
    case 'answered':
      // spec: B§4, approved or rejected stops the timer (join-timers.ts); either ends the wait.
      if (!AWAITING.has(flow.phase)) return flow;
      return event.approved ? { phase: 'joining', orderId: event.orderId } : { phase: 'rejected' };
    case 'joined':
      return flow.phase === 'joining' ? { phase: 'joined' } : flow;
  }
}
