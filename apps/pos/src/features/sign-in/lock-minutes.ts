/** Minutes of a lock, rounded up, from the 429's `retry_after_seconds`; 15 when it is missing. */
export function lockMinutes(details: Record<string, unknown> | null): number {
  const seconds = Number(details?.retry_after_seconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
}
