import type { RateKey } from './rate-limit-key';

/** How many requests a caller made in the current window, and how long the window still runs. */
export interface RateCount {
  /** The requests counted (distinct keys on an idempotent call); over the limit is refused. */
  current: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttl: number;
}

/**
 * Where rate limits are counted: in the server's memory, or in Redis when several processes
 * share the count. Windows are fixed and aligned on the clock (window n spans n·window to
 * (n+1)·window), so every process agrees on the window without asking, and the server's clock
 * decides it (the tests move it).
 */
export interface RateCounter {
  /**
   * Counts one request. With a member, only members not yet seen this window count, and none is
   * kept once the limit is reached (a refused key stays refused, an admitted one stays admitted).
   */
  hit(key: RateKey, windowMs: number, max: number, nowMs: number): Promise<RateCount>;
}

/** The window a moment falls in, and the milliseconds left of it. */
export function windowOf(nowMs: number, windowMs: number): { index: number; ttl: number } {
  const index = Math.floor(nowMs / windowMs);
  return { index, ttl: (index + 1) * windowMs - nowMs };
}
