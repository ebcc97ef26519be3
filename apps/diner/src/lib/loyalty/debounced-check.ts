// spec: A§9, the loyalty check delay is 1.5 s (A§5: the check runs 1.5 s after input).
export const LOYALTY_CHECK_DELAY_MS = 1_500;

/** Where a delayed check stands: the value it is about, whether it waits, and its result. */
export interface DebouncedCheckState<R> {
  value: string;
  /** The check is pending: the value changed less than the delay ago. */
  checking: boolean;
  /** The result for `value`; null while checking or for an empty value. */
  result: R | null;
}

/** A check that runs once the input has been still for the delay. */
export interface DebouncedCheck {
  /** The diner typed: restarts the wait (an empty value is never checked). */
  input(value: string): void;
  /** Stops a pending check (the widget unmounts, or the redemption is applied). */
  cancel(): void;
}

/**
 * Delays a check until the input has not changed for `delayMs`, reporting every state change:
 * checking at once, then the result. Each keystroke restarts the wait, so only the last value is
 * checked; the check reads the order as it is when it runs.
 */
export function createDebouncedCheck<R>(options: {
  delayMs: number;
  check: (value: string) => R;
  onChange: (state: DebouncedCheckState<R>) => void;
}): DebouncedCheck {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    input(value) {
      cancel();
      if (value.trim() === '') {
        options.onChange({ value, checking: false, result: null });
        return;
      }
      options.onChange({ value, checking: true, result: null });
      timer = setTimeout(() => {
        timer = null;
        options.onChange({ value, checking: false, result: options.check(value) });
      }, options.delayMs);
    },
    cancel,
  };
}
