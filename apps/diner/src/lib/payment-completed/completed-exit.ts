import type { Timers } from '../timers';

/** How long the payment-completed screen shows before its cleanup (B§9 success screen cleanup). */
export const COMPLETED_SCREEN_CLEANUP_MS = 10_000;

/**
 * Runs the payment-completed screen's exit once, after 10 s or when the diner leaves first
 * (B§4: after 10 s the success screen clears the stored order and payment keys).
 *
 * @returns `leave` to run the exit now, and `cancel` to drop the timer (unmounting)
 * @example `const exit = scheduleCompletedExit(systemTimers, () => navigate({ to: '/' }));`
 */
export function scheduleCompletedExit(
  timers: Timers,
  onExit: () => void,
): { leave: () => void; cancel: () => void } {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    timers.clearTimeout(handle);
    onExit();
  };
  const handle = timers.setTimeout(run, COMPLETED_SCREEN_CLEANUP_MS);
  return {
    leave: run,
    cancel: () => {
      done = true;
      timers.clearTimeout(handle);
    },
  };
}
