import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDebouncedCheck,
  LOYALTY_CHECK_DELAY_MS,
  type DebouncedCheckState,
} from '../debounced-check';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const check = vi.fn((value: string) => `checked ${value}`);
  const states: DebouncedCheckState<string>[] = [];
  const debounced = createDebouncedCheck({
    delayMs: LOYALTY_CHECK_DELAY_MS,
    check,
    onChange: (state) => states.push(state),
  });
  return { check, states, debounced, last: () => states.at(-1) };
}

describe('createDebouncedCheck (A§5: the loyalty check runs 1.5 s after input)', () => {
  it('waits 1.5 s (A§9) after the input, checking meanwhile, then reports the result', () => {
    const { check, debounced, last } = setup();
    expect(LOYALTY_CHECK_DELAY_MS).toBe(1_500);
    debounced.input('20');
    expect(last()).toEqual({ value: '20', checking: true, result: null });
    vi.advanceTimersByTime(1_499);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledWith('20');
    expect(last()).toEqual({ value: '20', checking: false, result: 'checked 20' });
  });

  it('restarts the wait on every keystroke and checks only the last value', () => {
    const { check, debounced, last } = setup();
    debounced.input('2');
    vi.advanceTimersByTime(1_000);
    debounced.input('20');
    vi.advanceTimersByTime(1_000);
    debounced.input('200');
    vi.advanceTimersByTime(1_499);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('200');
    expect(last()?.result).toBe('checked 200');
  });

  it('never checks an empty field, and an empty field stops a pending check', () => {
    const { check, debounced, last } = setup();
    debounced.input('20');
    debounced.input('  ');
    expect(last()).toEqual({ value: '  ', checking: false, result: null });
    vi.advanceTimersByTime(5_000);
    expect(check).not.toHaveBeenCalled();
  });

  it('stops a pending check when cancelled', () => {
    const { check, debounced } = setup();
    debounced.input('20');
    debounced.cancel();
    vi.advanceTimersByTime(5_000);
    expect(check).not.toHaveBeenCalled();
  });
});
