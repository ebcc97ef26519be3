/** Something counted against a limit over a sliding window: when it happened, and how much it counts. */
export interface Counted {
  at: Date;
  /** 1 for one request; a one-time code counts its wrong tries. */
  weight: number;
}

/**
 * Seconds until a limit over a sliding window lets one more through: the oldest counted things
 * age out of the window until what is left is under the limit. Every 429 says it (in
 * details.retry_after_seconds and the Retry-After header), so the app can say how long to wait.
 * At least 1; the whole window when nothing counted can age out.
 */
export function secondsUntilUnder(
  counted: readonly Counted[],
  limit: number,
  windowMs: number,
  now: Date,
): number {
  const oldestFirst = [...counted].sort((a, b) => a.at.getTime() - b.at.getTime());
  let left = oldestFirst.reduce((total, item) => total + item.weight, 0);
  for (const item of oldestFirst) {
    left -= item.weight;
    if (left < limit) {
      return Math.max(1, Math.ceil((item.at.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  return Math.max(1, Math.ceil(windowMs / 1000));
}
