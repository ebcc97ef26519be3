/** Why a call's signal fired: the time limit, or the caller's own signal. */
export type CallStopReason = 'timeout' | 'aborted';

/** One call's abort signal, joining the caller's signal and the time limit. */
export interface CallSignal {
  /** The signal handed to fetch; it fires on the caller's abort or at the time limit. */
  readonly signal: AbortSignal;
  /** What fired first, or null while neither has. */
  readonly reason: CallStopReason | null;
  /** Clears the timer and the listener on the caller's signal; call it when the call settles. */
  dispose(): void;
}

// setTimeout fires at once for a delay above 2^31 - 1 ms, so a longer limit means none.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Joins the caller's AbortSignal and a time limit into one signal, without `AbortSignal.any` or
 * `AbortSignal.timeout` (our choice: older phones lack them). A limit that is not a positive
 * finite number of milliseconds (0, Infinity) means no limit.
 */
export function createCallSignal(caller: AbortSignal | undefined, timeoutMs: number): CallSignal {
  const controller = new AbortController();
  let reason: CallStopReason | null = null;

  const stop = (why: CallStopReason, cause: unknown): void => {
    if (reason !== null) return;
    reason = why;
    controller.abort(cause);
  };
  const onCallerAbort = (): void => {
    stop('aborted', caller?.reason);
  };

  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });

  const limited = Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS;
  const timer = limited
    ? setTimeout(() => {
        stop('timeout', new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs)
    : undefined;

  return {
    signal: controller.signal,
    get reason() {
      return reason;
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}
