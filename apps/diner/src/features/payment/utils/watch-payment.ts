import type { PaymentDetails } from '@tabula/api-client';
import { isFinal, outcomeFor, type FinalOutcome } from './payment-outcome';
import type { Timers } from './timers';

/** The ways the page learns about a payment in progress (B§4 Other providers). */
export type PaymentCheckName = 'page' | 'verify' | 'generic_status';

/** One repeated check: what it asks and how long it waits between two answers. */
export interface PaymentCheck {
  name: PaymentCheckName;
  intervalMs: number;
  /** Asks once; resolves with the payment details it answered (null: nothing yet). */
  run: () => Promise<PaymentDetails | null>;
}

/** What the watch reports. */
export type PaymentWatchEvent =
  | { kind: 'settled'; outcome: FinalOutcome; details: PaymentDetails; check: PaymentCheckName }
  | { kind: 'timed_out' }
  | { kind: 'check_failed'; check: PaymentCheckName; error: unknown; stopped: boolean };

/** What {@link watchPayment} needs. */
export interface WatchPaymentOptions {
  /** The reference of the page's payment; answers about another payment are ignored. */
  reference: string;
  checks: readonly PaymentCheck[];
  /** When the wait ends as a failure (B§8, 665 s), in epoch milliseconds. */
  deadline: number;
  timers: Timers;
  /** Whether a check that failed this way may succeed later; one that may not stops. */
  isRetryable: (error: unknown) => boolean;
  onEvent: (event: PaymentWatchEvent) => void;
}

/**
 * Watches a payment in progress until it is paid, declined or out of time. Each check runs
 * `intervalMs` after the page's first read and then `intervalMs` after each of its answers (a slow
 * answer never overlaps the next ask); the first final answer, or the deadline, ends every check
 * and is reported once. A failed check keeps its schedule when it may succeed later, and stops
 * otherwise; either way it is reported.
 *
 * @returns A function that stops the watch (answers that arrive afterwards are ignored).
 * @example
 * ```ts
 * const stop = watchPayment({ reference, checks, deadline, timers, isRetryable, onEvent });
 * ```
 */
export function watchPayment(options: WatchPaymentOptions): () => void {
  const { timers } = options;
  const pending = new Set<unknown>();
  let done = false;

  const stop = () => {
    done = true;
    for (const handle of pending) timers.clearTimeout(handle);
    pending.clear();
  };

  const later = (callback: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      callback();
    }, ms);
    pending.add(handle);
  };

  const finish = (event: PaymentWatchEvent) => {
    if (done) return;
    stop();
    options.onEvent(event);
  };

  const schedule = (check: PaymentCheck) => {
    later(() => {
      check.run().then(
        (details) => {
          if (done) return;
          const outcome = outcomeFor(details, options.reference);
          if (details !== null && isFinal(outcome)) {
            finish({ kind: 'settled', outcome, details, check: check.name });
            return;
          }
          schedule(check);
        },
        (error: unknown) => {
          if (done) return;
          const retry = options.isRetryable(error);
          options.onEvent({ kind: 'check_failed', check: check.name, error, stopped: !retry });
          if (retry) schedule(check);
        },
      );
    }, check.intervalMs);
  };

  // spec: B§8, the payment page timeout of 665 s is treated as failure.
  later(
    () => {
      finish({ kind: 'timed_out' });
    },
    Math.max(0, options.deadline - timers.now()),
  );
  for (const check of options.checks) schedule(check);
  return stop;
}
