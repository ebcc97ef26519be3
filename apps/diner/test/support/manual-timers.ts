import type { Timers } from '../../src/lib/timers';

/** Timers a test moves by hand: nothing runs until {@link ManualTimers.advance}. */
export interface ManualTimers extends Timers {
  /** Moves the clock on by `ms`, running every callback that falls due, in order. */
  advance(ms: number): void;
}

/** Creates {@link ManualTimers} whose clock starts at `start` (epoch milliseconds). */
export function manualTimers(start: number): ManualTimers {
  let now = start;
  let nextId = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      due.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      due.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: [number, { at: number; callback: () => void }] | null = null;
        for (const entry of due) {
          if (entry[1].at <= end && (next === null || entry[1].at < next[1].at)) next = entry;
        }
        if (next === null) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].callback();
      }
      now = end;
    },
  };
}
