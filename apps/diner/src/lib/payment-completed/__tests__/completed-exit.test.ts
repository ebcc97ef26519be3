import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemTimers } from '../../timers';
import { COMPLETED_SCREEN_CLEANUP_MS, scheduleCompletedExit } from '../completed-exit';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the payment-completed screen’s exit (B§4, B§9)', () => {
  it('runs once after 10 s', () => {
    const exit = vi.fn();
    scheduleCompletedExit(systemTimers, exit);
    expect(COMPLETED_SCREEN_CLEANUP_MS).toBe(10_000);
    vi.advanceTimersByTime(9_999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the diner leaves, and not again when the time comes', () => {
    const exit = vi.fn();
    const scheduled = scheduleCompletedExit(systemTimers, exit);
    scheduled.leave();
    scheduled.leave();
    vi.advanceTimersByTime(10_000);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the screen went away)', () => {
    const exit = vi.fn();
    scheduleCompletedExit(systemTimers, exit).cancel();
    vi.advanceTimersByTime(10_000);
    expect(exit).not.toHaveBeenCalled();
  });
});
