/*
 * The timings of the table (B§9), in one place: the server keeps every deadline in the database
 * and works out states from them, so no process holds a timer and a restart loses nothing.
 */

/** Waiter call: requested for 30 s, then waiting for 30 s (B§9). */
export const WAITER_REQUESTED_MS = 30_000;
export const WAITER_WAITING_MS = 30_000;
/** Waiter call: timeout for 10 s, then idle (B§9). */
export const WAITER_TIMEOUT_MS = 10_000;
/** How long a call stays open from the table's side: requested, waiting and timeout. */
export const WAITER_CALL_OPEN_MS = WAITER_REQUESTED_MS + WAITER_WAITING_MS + WAITER_TIMEOUT_MS;
/**
 * How long an acknowledged call is still shown as ack to a diner who reloads (the spec gives ack
 * no timer: the diner's OK clears it on their phone).
 */
// our choice: 5 minutes, time for the waiter to reach the table.
export const WAITER_ACK_SHOWN_MS = 5 * 60_000;

/** The members' join queue drops a request after 10 s without an answer (B§9). */
export const JOIN_QUEUE_CLEAR_MS = 10_000;

/**
 * AUTO_JOIN_LIFESPAN (B§4, B§9): how long a member's auto-approve lets later requests in, in
 * seconds; the app shows it in minutes (value / 60).
 */
// our choice: 15 minutes, the time a group takes to arrive one by one and sit down.
export const AUTO_JOIN_LIFESPAN_SECONDS = 900;
