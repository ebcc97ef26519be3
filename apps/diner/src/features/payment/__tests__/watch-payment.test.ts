import type { PaymentDetails } from '@tabula/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GENERIC_STATUS_POLL_MS,
  PAYMENT_PAGE_RECHECK_MS,
  PAYMENT_TIMEOUT_MS,
  PAYMENT_VERIFY_POLL_MS,
} from '../utils/payment-constants';
import { systemTimers } from '../utils/timers';
import {
  watchPayment,
  type PaymentCheck,
  type PaymentCheckName,
  type PaymentWatchEvent,
} from '../utils/watch-payment';
import { paymentDetails } from './fixtures';

const T0 = Date.parse('2026-11-21T01:30:00Z');
const REFERENCE = 'pay_8f2c1d';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A check whose answers are queued by the test; it answers in progress when none is queued. */
function fakeCheck(name: PaymentCheckName, intervalMs: number) {
  const answers: (() => Promise<PaymentDetails | null>)[] = [];
  const run = vi.fn(() => answers.shift()?.() ?? Promise.resolve(paymentDetails()));
  const check: PaymentCheck = { name, intervalMs, run };
  return {
    check,
    run,
    answer: (details: PaymentDetails | null) => answers.push(() => Promise.resolve(details)),
    fail: (error: Error) => answers.push(() => Promise.reject(error)),
  };
}

function watch(checks: PaymentCheck[], options: { deadline?: number; retryable?: boolean } = {}) {
  const events: PaymentWatchEvent[] = [];
  const stop = watchPayment({
    reference: REFERENCE,
    checks,
    deadline: options.deadline ?? T0 + PAYMENT_TIMEOUT_MS,
    timers: systemTimers,
    isRetryable: () => options.retryable ?? true,
    onEvent: (event) => events.push(event),
  });
  return { events, stop };
}

describe('the polling schedule (B§4 Other providers, B§9)', () => {
  it('reads the page every 5 s, verifies every 30 s, and checks a generic status every 30 s', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    const verify = fakeCheck('verify', PAYMENT_VERIFY_POLL_MS);
    const generic = fakeCheck('generic_status', GENERIC_STATUS_POLL_MS);
    expect(PAYMENT_VERIFY_POLL_MS).toBe(30_000);
    watch([page.check, verify.check, generic.check]);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(page.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24_999);
    expect(page.run).toHaveBeenCalledTimes(5);
    expect(verify.run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(page.run).toHaveBeenCalledTimes(6);
    expect(verify.run).toHaveBeenCalledTimes(1);
    expect(generic.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(verify.run).toHaveBeenCalledTimes(2);
    expect(generic.run).toHaveBeenCalledTimes(2);
  });

  it('waits for a slow answer before counting the next interval, so asks never overlap', async () => {
    const verify = fakeCheck('verify', PAYMENT_VERIFY_POLL_MS);
    let release: (details: PaymentDetails) => void = () => undefined;
    verify.check.run = vi.fn(
      () =>
        new Promise<PaymentDetails | null>((resolve) => {
          release = resolve;
        }),
    );
    watch([verify.check]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(verify.check.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(verify.check.run).toHaveBeenCalledTimes(1);
    release(paymentDetails());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(verify.check.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(verify.check.run).toHaveBeenCalledTimes(2);
  });

  it('stops every check at the first final answer and reports it once', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    const verify = fakeCheck('verify', PAYMENT_VERIFY_POLL_MS);
    for (let turn = 0; turn < 5; turn += 1) page.answer(paymentDetails());
    verify.answer(paymentDetails({ status: 'paid', earned_loyalty: '12' }));
    const { events } = watch([page.check, verify.check]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events).toEqual([
      {
        kind: 'settled',
        outcome: 'paid',
        details: paymentDetails({ status: 'paid', earned_loyalty: '12' }),
        check: 'verify',
      },
    ]);
    const calls = page.run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS);
    expect(page.run.mock.calls.length).toBe(calls);
    expect(events).toHaveLength(1);
  });

  it('reports a declined payment as declined', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    page.answer(paymentDetails({ status: 'declined' }));
    const { events } = watch([page.check]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toMatchObject([{ kind: 'settled', outcome: 'declined', check: 'page' }]);
  });

  it('ignores an answer about another payment and keeps checking', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    page.answer(paymentDetails({ reference: 'another', status: 'paid' }));
    page.answer(null);
    const { events } = watch([page.check]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(events).toEqual([]);
    expect(page.run).toHaveBeenCalledTimes(3);
  });

  it('keeps the schedule after a passing failure, and stops a check that cannot succeed', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    page.fail(new Error('offline'));
    const passing = watch([page.check], { retryable: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(page.run).toHaveBeenCalledTimes(2);
    expect(passing.events).toEqual([
      { kind: 'check_failed', check: 'page', error: new Error('offline'), stopped: false },
    ]);
    passing.stop();

    const verify = fakeCheck('verify', PAYMENT_VERIFY_POLL_MS);
    verify.fail(new Error('not found'));
    const final = watch([verify.check], { retryable: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(verify.run).toHaveBeenCalledTimes(1);
    expect(final.events).toEqual([
      { kind: 'check_failed', check: 'verify', error: new Error('not found'), stopped: true },
    ]);
  });

  it('ignores answers that arrive after it was stopped', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    let release: (details: PaymentDetails) => void = () => undefined;
    page.check.run = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    const { events, stop } = watch([page.check]);
    await vi.advanceTimersByTimeAsync(5_000);
    stop();
    release(paymentDetails({ status: 'paid' }));
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS);
    expect(events).toEqual([]);
  });
});

describe('the payment page timeout (B§8, B§9: 665 s is a failure)', () => {
  it('times out 665 s after the start when nothing final came', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    const { events } = watch([page.check]);
    await vi.advanceTimersByTimeAsync(PAYMENT_TIMEOUT_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([{ kind: 'timed_out' }]);
    const calls = page.run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(page.run.mock.calls.length).toBe(calls);
  });

  it('times out at once when the deadline has already passed', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    const { events } = watch([page.check], { deadline: T0 - 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([{ kind: 'timed_out' }]);
    expect(page.run).not.toHaveBeenCalled();
  });

  it('a paid answer before the deadline wins', async () => {
    const page = fakeCheck('page', PAYMENT_PAGE_RECHECK_MS);
    page.answer(paymentDetails({ status: 'paid' }));
    const { events } = watch([page.check], { deadline: T0 + 6_000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toMatchObject([{ kind: 'settled', outcome: 'paid' }]);
  });
});
