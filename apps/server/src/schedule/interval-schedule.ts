import type { AppContext } from '../app-context';

/** A piece of work run every interval, or on demand. */
export interface IntervalSchedule<T> {
  /** Runs the work now (the timer's tick); a run already in flight is waited for, not doubled. */
  runOnce(): Promise<T>;
  /** Waits for the run in flight, if any, without starting one (a tick's work is async). */
  idle(): Promise<void>;
  /** Stops the timer and waits for a run in flight, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, one run at a time. The timer is unref'd, so it never keeps the
 * process alive; the server stops it when it closes. A failed run is logged with `failure` and
 * the next tick tries again. What is due is the work's business, read from the database by the
 * context's clock, so a restart loses nothing.
 */
export function startIntervalSchedule<T>(
  app: Pick<AppContext, 'log'>,
  options: { intervalMs: number; work: () => Promise<T>; failure: string },
): IntervalSchedule<T> {
  let running: Promise<T> | null = null;

  const runOnce = (): Promise<T> => {
    running ??= options.work().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => {
      app.log.error({ err: error }, options.failure);
    });
  }, options.intervalMs);
  timer.unref();

  const idle = async (): Promise<void> => {
    await running?.catch(() => undefined);
  };

  return {
    runOnce,
    idle,
    async stop() {
      clearInterval(timer);
      await idle();
    },
  };
}
