import { windowOf, type RateCount, type RateCounter } from './rate-counter';
import type { RateKey } from './rate-limit-key';

interface Window {
  endsAt: number;
  hits: number;
  members: Set<string>;
}

/** How often windows that ended are forgotten. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts rate limits in this process's memory: the counter of a server without Redis. Counting
 * is synchronous, so requests at once with one Idempotency-Key count once.
 */
export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  hit(key: RateKey, windowMs: number, max: number, nowMs: number): Promise<RateCount> {
    this.sweep(nowMs);
    const { index, ttl } = windowOf(nowMs, windowMs);
    const id = `${key.limit}\n${key.caller}\n${String(index)}`;
    let window = this.windows.get(id);
    if (!window) {
      window = { endsAt: nowMs + ttl, hits: 0, members: new Set() };
      this.windows.set(id, window);
    }
    return Promise.resolve({ current: count(window, key.member, max), ttl });
  }

  private sweep(nowMs: number): void {
    if (nowMs < this.nextSweep) return;
    this.nextSweep = nowMs + SWEEP_EVERY_MS;
    for (const [id, window] of this.windows) {
      if (window.endsAt <= nowMs) this.windows.delete(id);
    }
  }
}

function count(window: Window, member: string | null, max: number): number {
  if (member === null) {
    window.hits += 1;
    return window.hits;
  }
  if (window.members.has(member)) return window.members.size;
  if (window.members.size >= max) return window.members.size + 1;
  window.members.add(member);
  return window.members.size;
}
