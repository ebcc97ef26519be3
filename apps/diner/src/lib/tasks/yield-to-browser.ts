interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so the browser may paint and take a tap before the next step runs. The
 * app's start is cut this way into tasks of its own (main.tsx), and so is the check of the
 * inlined configuration (parse-object-in-tasks.ts): one long task keeps a phone from responding
 * for all of its length, which is what Total Blocking Time counts. `scheduler.yield()` resumes
 * ahead of other queued work where the browser has it (Chrome 129).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
