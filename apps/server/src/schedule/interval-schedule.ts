import type { AppContext } from '../app-context';
import { newLeaseHolder, releaseLease, takeLease } from './schedule-lease';

/** A piece of work run every interval, or on demand. */
export interface IntervalSchedule<T> {
  /** Runs the work now (the timer's tick); a run already in flight is waited for, not doubled. */
  runOnce(): Promise<T>;
  /** Waits for the tick in flight, if any, without starting one (a tick's work is async). */
  idle(): Promise<void>;
  /** Stops the timer, waits for a run in flight and gives the lease up, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * How many rounds a lease lasts: a holder that misses two ticks in a row (a long pause, a
 * stalled database) keeps it; one that died is replaced within three intervals.
 */
export const LEASE_ROUNDS = 3;

/**
 * Runs `work` every `intervalMs`, one run at a time, in one process of all those serving the
 * database: each tick first takes or renews the schedule's lease (`name`, schedule-lease.ts), and
 * only its holder runs the work, so two processes never run it at once and a dead process's turn
 * passes to another (ADR 0013). The timer is unref'd, so it never keeps the process alive; the
 * server stops it when it closes, giving the lease up. A failed run is logged with `failure` and
 * the next tick tries again. What is due is the work's business, read from the database by the
 * context's clock, so a restart loses nothing. `runOnce` runs the work at once, lease or not
 * (tests, and a caller that must not wait): the work itself is safe to run twice.
 */
export function startIntervalSchedule<T>(
  app: Pick<AppContext, 'log' | 'db'>,
  options: { name: string; intervalMs: number; work: () => Promise<T>; failure: string },
): IntervalSchedule<T> {
  const claim = { name: options.name, holder: newLeaseHolder() };
  let running: Promise<T> | null = null;
  let ticking: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (): Promise<T> => {
    running ??= options.work().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = async (): Promise<void> => {
    if (!(await takeLease(app.db, claim, options.intervalMs * LEASE_ROUNDS))) return;
    if (stopped) return;
    await runOnce();
  };

  const timer = setInterval(() => {
    if (ticking !== null) return;
    ticking = tick()
      .catch((error: unknown) => {
        app.log.error({ err: error }, options.failure);
      })
      .finally(() => {
        ticking = null;
      });
  }, options.intervalMs);
  timer.unref();

  const idle = async (): Promise<void> => {
    await ticking;
    await running?.catch(() => undefined);
  };

  return {
    runOnce,
    idle,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await idle();
      await releaseLease(app.db, claim).catch((error: unknown) => {
        app.log.warn({ err: error }, `giving up the ${options.name} schedule's lease failed`);
      });
    },
  };
}
