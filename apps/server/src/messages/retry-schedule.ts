/** Why a message is sent: each purpose has its own retry schedule. */
export type MessagePurpose = 'sign_in_code' | 'invoice';

/**
 * The waits between attempts while the carrier is busy, by purpose; an attempt after the last
 * wait that fails too fails the message.
 * our choice:
 * - a sign-in code: 5 s, then 15 s. It lives 5 minutes, but the diner may ask for another after
 *   30 s (B§3); two quick retries inside that window deliver through a carrier's brief hiccup,
 *   and nothing arrives long after the diner gave up on it.
 * - an invoice: 1, 5, 30 minutes, then 2 hours. Nobody waits on the screen for it, and mail
 *   servers themselves retry for hours; four retries ride out an outage of an afternoon.
 */
export const RETRY_WAITS_MS: Readonly<Record<MessagePurpose, readonly number[]>> = {
  sign_in_code: [5_000, 15_000],
  invoice: [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000],
};

/**
 * When a message that failed its `attemptsMade`-th attempt (1 for the first) is tried again, or
 * null when that was its last.
 *
 * @example `nextAttemptAt('sign_in_code', 1, now) // now + 5 s`
 */
export function nextAttemptAt(
  purpose: MessagePurpose,
  attemptsMade: number,
  now: Date,
): Date | null {
  const wait = RETRY_WAITS_MS[purpose][attemptsMade - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
