import type { WaiterCallState, WaiterStatus } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWaiterCallDriver, type WaiterCallDriver } from '../utils/waiter-call-driver';
import {
  WAITER_CALL_IDLE,
  WAITER_CANCELLED_NOTICE_MS,
  WAITER_REQUESTED_MS,
  WAITER_TIMEOUT_MS,
  WAITER_WAITING_MS,
  waiterCallReducer,
  type WaiterCall,
} from '../utils/waiter-call-machine';

const START = Date.parse('2026-11-26T12:00:00Z');

let driver: WaiterCallDriver;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
  driver = createWaiterCallDriver();
  stop = driver.subscribe(() => undefined);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

const status = () => driver.getState().status;
const iso = (ms: number) => new Date(ms).toISOString();
const server = (call: WaiterCallState | null) => {
  driver.send({ type: 'server_state', call });
};

/** Drives a fresh call into `target` through the events a diner's phone sees. */
function reach(target: WaiterStatus): void {
  if (target === 'idle') return;
  if (target === 'failed') {
    driver.send({ type: 'call_failed' });
    return;
  }
  driver.send({ type: 'called' });
  if (target === 'waiting') vi.advanceTimersByTime(WAITER_REQUESTED_MS);
  if (target === 'timeout') vi.advanceTimersByTime(WAITER_REQUESTED_MS + WAITER_WAITING_MS);
  if (target === 'ack') driver.send({ type: 'acknowledged' });
}

describe('the waiter call (B§4, B§9)', () => {
  it('fixes the timings of B§9: 30 s, 30 s, 10 s', () => {
    expect([WAITER_REQUESTED_MS, WAITER_WAITING_MS, WAITER_TIMEOUT_MS]).toEqual([
      30_000, 30_000, 10_000,
    ]);
  });

  it('starts idle, with no timer', () => {
    expect(driver.getState()).toEqual(WAITER_CALL_IDLE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes requested, after 30 s waiting, after 30 s timeout, after 10 s idle', () => {
    driver.send({ type: 'called' });
    expect(status()).toBe('requested');
    vi.advanceTimersByTime(WAITER_REQUESTED_MS - 1);
    expect(status()).toBe('requested');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('waiting');
    vi.advanceTimersByTime(WAITER_WAITING_MS - 1);
    expect(status()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('timeout');
    vi.advanceTimersByTime(WAITER_TIMEOUT_MS - 1);
    expect(status()).toBe('timeout');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts each phase from the last deadline, so a late timer does not stretch the call', () => {
    driver.send({ type: 'called' });
    // The page slept through two deadlines: one tick catches up.
    vi.setSystemTime(START + WAITER_REQUESTED_MS + WAITER_WAITING_MS + 5_000);
    driver.send({ type: 'tick' });
    expect(driver.getState()).toMatchObject({
      status: 'timeout',
      changesAt: START + WAITER_REQUESTED_MS + WAITER_WAITING_MS + WAITER_TIMEOUT_MS,
    });
  });

  it('a failed call becomes failed, with no timer, until OK returns it to idle', () => {
    driver.send({ type: 'call_failed' });
    expect(status()).toBe('failed');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(status()).toBe('failed');
    driver.send({ type: 'dismissed' });
    expect(status()).toBe('idle');
  });

  it.each(['requested', 'waiting', 'timeout'] as const)(
    'takes the acknowledgement in %s, and ack has no timer',
    (from) => {
      reach(from);
      expect(status()).toBe(from);
      driver.send({ type: 'acknowledged' });
      expect(status()).toBe('ack');
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(10 * 60_000);
      expect(status()).toBe('ack');
    },
  );

  it.each(['idle', 'ack', 'failed'] as const)('ignores an acknowledgement in %s', (from) => {
    reach(from);
    const before = driver.getState();
    driver.send({ type: 'acknowledged' });
    expect(driver.getState()).toBe(before);
  });

  it('ignores an acknowledgement that arrives after the timeout ran out', () => {
    reach('timeout');
    vi.advanceTimersByTime(WAITER_TIMEOUT_MS);
    driver.send({ type: 'acknowledged' });
    expect(status()).toBe('idle');
  });

  it.each(['requested', 'waiting', 'ack', 'timeout'] as const)(
    'a cancelled call in %s returns to idle with the call-cancelled text',
    (from) => {
      reach(from);
      driver.send({ type: 'cancelled' });
      expect(driver.getState()).toMatchObject({
        status: 'idle',
        changesAt: null,
        cancelledUntil: Date.now() + WAITER_CANCELLED_NOTICE_MS,
      });
      // The old phases' timers are gone: only the text's remains, then nothing.
      vi.advanceTimersByTime(WAITER_CANCELLED_NOTICE_MS);
      expect(driver.getState()).toMatchObject({ status: 'idle', cancelledUntil: null });
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('keeps failed when a cancellation answer arrives (nothing to cancel)', () => {
    reach('failed');
    driver.send({ type: 'cancelled' });
    expect(driver.getState()).toMatchObject({ status: 'failed', cancelledUntil: null });
  });

  it('OK dismisses the call-cancelled text early; a new call clears it', () => {
    reach('requested');
    driver.send({ type: 'cancelled' });
    driver.send({ type: 'dismissed' });
    expect(driver.getState().cancelledUntil).toBeNull();
    driver.send({ type: 'cancelled' });
    driver.send({ type: 'called' });
    expect(driver.getState()).toMatchObject({ status: 'requested', cancelledUntil: null });
  });

  it.each(['ack', 'timeout', 'failed'] as const)('OK returns %s to idle', (from) => {
    reach(from);
    driver.send({ type: 'dismissed' });
    expect(status()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['requested', 'waiting'] as const)(
    'OK is not offered in %s: it changes nothing',
    (from) => {
      reach(from);
      driver.send({ type: 'dismissed' });
      expect(status()).toBe(from);
    },
  );

  it('keeps no timer while nobody listens, and catches up when someone listens again', () => {
    driver.send({ type: 'called' });
    stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(WAITER_REQUESTED_MS + 1_000);
    expect(status()).toBe('requested');
    stop = driver.subscribe(() => undefined);
    expect(status()).toBe('waiting');
    expect(vi.getTimerCount()).toBe(1);
  });

  it('tells its listeners of every change, and only of changes', () => {
    const listener = vi.fn();
    const unsubscribe = driver.subscribe(listener);
    driver.send({ type: 'called' });
    expect(listener).toHaveBeenCalledTimes(1);
    driver.send({ type: 'dismissed' });
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WAITER_REQUESTED_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe("the waiter call resumed from the server's (B§4; the table status's waiter_call)", () => {
  it.each([
    ['requested', 12_000],
    ['waiting', 20_000],
    ['timeout', 4_000],
  ] as const)('starts idle from %s with the time left until changes_at', (from, left) => {
    server({ status: from, changes_at: iso(START + left) });
    expect(driver.getState()).toMatchObject({ status: from, changesAt: START + left });
    vi.advanceTimersByTime(left - 1);
    expect(status()).toBe(from);
    vi.advanceTimersByTime(1);
    expect(status()).not.toBe(from);
  });

  it('runs the rest of the call from there: requested 12 s left, waiting 30 s, timeout 10 s', () => {
    server({ status: 'requested', changes_at: iso(START + 12_000) });
    vi.advanceTimersByTime(12_000);
    expect(status()).toBe('waiting');
    vi.advanceTimersByTime(WAITER_WAITING_MS);
    expect(status()).toBe('timeout');
    vi.advanceTimersByTime(WAITER_TIMEOUT_MS);
    expect(status()).toBe('idle');
  });

  it('starts from ack, with no timer', () => {
    server({ status: 'ack', changes_at: null });
    expect(status()).toBe('ack');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moves past deadlines the answer already passed', () => {
    // Called 65 s ago: the server said waiting until 5 s ago, so it is timeout for 5 s more.
    server({ status: 'waiting', changes_at: iso(START - 5_000) });
    expect(driver.getState()).toMatchObject({ status: 'timeout', changesAt: START + 5_000 });
  });

  it('never waits longer than the whole phase (a clock behind the server)', () => {
    server({ status: 'requested', changes_at: iso(START + 95_000) });
    expect(driver.getState().changesAt).toBe(START + WAITER_REQUESTED_MS);
  });

  it('stays idle when the server has no call', () => {
    server(null);
    expect(driver.getState()).toEqual(WAITER_CALL_IDLE);
  });

  it("is ignored while this phone's own call runs", () => {
    driver.send({ type: 'called' });
    server({ status: 'timeout', changes_at: iso(START + 3_000) });
    expect(driver.getState()).toMatchObject({
      status: 'requested',
      changesAt: START + WAITER_REQUESTED_MS,
    });
  });

  it('does not bring back an acknowledged call the diner dismissed with OK', () => {
    server({ status: 'ack', changes_at: null });
    driver.send({ type: 'dismissed' });
    vi.advanceTimersByTime(5_000);
    server({ status: 'ack', changes_at: null });
    expect(status()).toBe('idle');
  });

  it('does not bring back a call dismissed in timeout, but takes up a later one', () => {
    reach('timeout');
    driver.send({ type: 'dismissed' });
    // The server still counts the same call's timeout down.
    server({ status: 'timeout', changes_at: iso(START + 70_000) });
    expect(status()).toBe('idle');
    // Another member called after that.
    vi.advanceTimersByTime(20_000);
    server({ status: 'requested', changes_at: iso(Date.now() + 25_000) });
    expect(driver.getState()).toMatchObject({
      status: 'requested',
      changesAt: Date.now() + 25_000,
    });
  });

  it('does not bring back the cancelled call from an answer sent before the cancellation', () => {
    reach('requested');
    vi.advanceTimersByTime(2_000);
    driver.send({ type: 'cancelled' });
    server({ status: 'requested', changes_at: iso(START + WAITER_REQUESTED_MS) });
    expect(status()).toBe('idle');
  });

  it('takes up a call another member made after this phone cancelled its own', () => {
    reach('requested');
    vi.advanceTimersByTime(2_000);
    driver.send({ type: 'cancelled' });
    vi.advanceTimersByTime(3_000);
    server({ status: 'requested', changes_at: iso(Date.now() + 29_000) });
    expect(status()).toBe('requested');
  });
});

describe('waiterCallReducer', () => {
  it('is pure: the same state and event give the same next state, and the input is untouched', () => {
    const state: WaiterCall = { ...WAITER_CALL_IDLE };
    const frozen = Object.freeze({ ...state });
    const event = { type: 'called', at: START } as const;
    expect(waiterCallReducer(frozen, event)).toEqual(waiterCallReducer(frozen, event));
    expect(frozen).toEqual(state);
  });
});
