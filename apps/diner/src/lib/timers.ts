/**
 * The clock and timers a screen waits with (the payment page, the payment-completed screen),
 * injected so tests advance time by hand instead of waiting.
 */
export interface Timers {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms`; returns the handle for {@link Timers.clearTimeout}. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a callback that has not run yet. */
  clearTimeout(handle: unknown): void;
}

/** The browser's clock and timers, read at call time (so test fakes of the globals apply). */
export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};
