import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCallSignal } from '../../src/http/call-signal';

afterEach(() => {
  vi.useRealTimers();
});

describe('createCallSignal', () => {
  it('fires with reason timeout at the limit', () => {
    vi.useFakeTimers();
    const call = createCallSignal(undefined, 1_000);
    vi.advanceTimersByTime(999);
    expect(call.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(call.signal.aborted).toBe(true);
    expect(call.reason).toBe('timeout');
    expect((call.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it("follows the caller's signal with reason aborted, keeping the caller's reason", () => {
    const caller = new AbortController();
    const call = createCallSignal(caller.signal, 1_000);
    caller.abort('left the page');
    expect(call.reason).toBe('aborted');
    expect(call.signal.reason).toBe('left the page');
    call.dispose();
  });

  it('keeps the first reason: a timeout after an abort stays aborted', () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const call = createCallSignal(caller.signal, 100);
    caller.abort();
    vi.advanceTimersByTime(200);
    expect(call.reason).toBe('aborted');
  });

  it('starts aborted when the caller already aborted', () => {
    const caller = new AbortController();
    caller.abort();
    const call = createCallSignal(caller.signal, 1_000);
    expect(call.signal.aborted).toBe(true);
    expect(call.reason).toBe('aborted');
    call.dispose();
  });

  it('dispose clears the timer and the listener', () => {
    vi.useFakeTimers();
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    const call = createCallSignal(caller.signal, 1_000);
    expect(vi.getTimerCount()).toBe(1);
    call.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledTimes(1);
    caller.abort();
    vi.advanceTimersByTime(2_000);
    expect(call.signal.aborted).toBe(false);
    expect(call.reason).toBeNull();
  });

  it.each([0, -5, Number.POSITIVE_INFINITY, Number.NaN, 2 ** 31])(
    'a limit of %s means no timer',
    (limit) => {
      vi.useFakeTimers();
      createCallSignal(undefined, limit);
      expect(vi.getTimerCount()).toBe(0);
    },
  );
});
