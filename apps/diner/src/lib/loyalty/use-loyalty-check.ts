import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createDebouncedCheck,
  LOYALTY_CHECK_DELAY_MS,
  type DebouncedCheckState,
} from './debounced-check';

/** The redeem field's text, whether its check is running, and the check's result. */
export interface LoyaltyCheck<R> extends DebouncedCheckState<R> {
  /** The diner typed: the check runs 1.5 s after the last keystroke (A§5, A§9). */
  input: (value: string) => void;
}

/**
 * Runs `check` on the redeem field 1.5 s after the diner stops typing. The latest `check` is used
 * when the delay ends, so the result reflects the order as it is then.
 */
export function useLoyaltyCheck<R>(check: (value: string) => R): LoyaltyCheck<R> {
  const [state, setState] = useState<DebouncedCheckState<R>>({
    value: '',
    checking: false,
    result: null,
  });
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  }, [check]);
  const [debounced] = useState(() =>
    createDebouncedCheck<R>({
      delayMs: LOYALTY_CHECK_DELAY_MS,
      check: (value) => latest.current(value),
      onChange: setState,
    }),
  );
  useEffect(
    () => () => {
      debounced.cancel();
    },
    [debounced],
  );
  const input = useCallback(
    (value: string) => {
      debounced.input(value);
    },
    [debounced],
  );
  return { ...state, input };
}
